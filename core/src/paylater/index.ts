/**
 * `@vitrine/core/paylater`: pay-later (Afterpay / Clearpay) eligibility, price range, locales,
 * instalments and wording.
 *
 * @example
 * import { payLaterOffer, payLaterText } from "@vitrine/core/paylater"
 * payLaterText(payLaterOffer({ productType: 1, price, context })) // "4 interest-free payments of $25.00"
 */
export * from "./eligibility.ts"
export * from "./locales.ts"
export * from "./modal.ts"
export * from "./model.ts"
export * from "./store.ts"
export * from "./wording.ts"
