/**
 * `@vitrine/core/catalog`: products, variants, option selection and the display rules. Prices are
 * shown in the store currency with `inStoreCurrency`: the stored minor units, never converted.
 *
 * @example
 * import { displayState, findVariant } from "@vitrine/core/catalog"
 */
export * from "./add-button.ts"
export * from "./choice-from-address.ts"
export * from "./comments.ts"
export * from "./display.ts"
export * from "./model.ts"
export * from "./option-value-label.ts"
export * from "./options.ts"
export * from "./port.ts"
export * from "./pricing.ts"
export * from "./product-type.ts"
export * from "./related.ts"
export * from "./status-label.ts"
export * from "./store-currency.ts"
