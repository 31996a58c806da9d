/**
 * `@vitrine/core/cart`: the cart, add-to-cart validation, stock check, totals, the pill and popover
 * rules, and the cart programs.
 *
 * @example
 * import { checkAddToCart, pillCount } from "@vitrine/core/cart"
 */
export * from "./add-button-state.ts"
export * from "./add-to-cart-check.ts"
export * from "./add-to-cart-failure.ts"
export * from "./additional-fields.ts"
export * from "./adjustments.ts"
export * from "./cart-loading.ts"
export * from "./errors.ts"
export * from "./indicator.ts"
export * from "./indicator-state.ts"
export * from "./merge.ts"
export * from "./merge-program.ts"
export * from "./model.ts"
export * from "./port.ts"
export * from "./program.ts"
export * from "./quantity.ts"
export * from "./stock.ts"
export * from "./totals.ts"
