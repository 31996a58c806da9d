/**
 * `@vitrine/core/checkout`: from cart to order — the minimum subtotal, the shipping address with
 * the postal rules, shipping and tax lines, totals in minor units, placing an order that takes all
 * of its stock or none, the payment and order ports, and the merchant's order programs.
 *
 * @example
 * import { checkCheckoutMinimum, placeOrder } from "@vitrine/core/checkout"
 * checkCheckoutMinimum(cart.subtotal) // { ok: true } or { ok: false, minimum, message }
 */
export * from "./address.ts"
export * from "./after-add.ts"
export * from "./confirmations.ts"
export * from "./defaults.ts"
export * from "./errors.ts"
export * from "./gift-card.ts"
export * from "./gift-card-recipient.ts"
export * from "./lines.ts"
export * from "./merchant.ts"
export * from "./minimum.ts"
export * from "./model.ts"
export * from "./payment.ts"
export * from "./place-order.ts"
export * from "./port.ts"
export * from "./quote.ts"
export * from "./shipping.ts"
export * from "./tax.ts"
export * from "./totals.ts"
export * from "./tracking.ts"
