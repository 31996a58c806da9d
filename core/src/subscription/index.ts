/**
 * `@vitrine/core/subscription`: billing periods, durations and the subscription price wording.
 *
 * @example
 * import { subscriptionPriceText } from "@vitrine/core/subscription"
 * subscriptionPriceText(product.variants[0].priceMoney, product.subscriptionPlan) // "$10.00 every month for 1 year"
 */

export * from "./errors.ts"
export * from "./message.ts"
export * from "./model.ts"
export * from "./periods.ts"
export * from "./program.ts"
export * from "./wording.ts"
export * from "./words.ts"
