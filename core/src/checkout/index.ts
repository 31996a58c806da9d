/**
 * `@vitrine/core/checkout`: the rules a cart must meet before checkout.
 *
 * @example
 * import { checkCheckoutMinimum } from "@vitrine/core/checkout"
 * checkCheckoutMinimum(cart.subtotal) // { ok: true } or { ok: false, minimum, message }
 */
export * from "./minimum.ts"
