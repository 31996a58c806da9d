/**
 * `@vitrine/core/catalog`: products, variants, option selection and the display rules.
 *
 * @example
 * import { displayState, findVariant } from "@vitrine/core/catalog"
 */
export * from "./add-button.ts"
export * from "./comments.ts"
export * from "./display.ts"
export * from "./model.ts"
export * from "./options.ts"
export * from "./port.ts"
export * from "./product-type.ts"
