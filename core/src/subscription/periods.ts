import type { Product, SubscriptionPlan } from "../catalog/model.ts"
import { isSubscribableType } from "../catalog/product-type.ts"

export { isSubscribableType }

/**
 * A billing period unit (SUBS-001).
 *
 * @example
 * const unit: BillingUnit = "MONTH"
 */
export type BillingUnit = SubscriptionPlan["billingPeriod"]["unit"]

/**
 * Billing periods in a year (SUBS-004). A year is counted as 52 weeks, as the spec does.
 *
 * @example
 * PERIODS_PER_YEAR.MONTH // 12
 */
export const PERIODS_PER_YEAR: { readonly [unit in BillingUnit]: number } = { WEEK: 52, MONTH: 12, YEAR: 1 }

/**
 * Whether a plan bills until cancelled: `numBillingCycles` of 0 (SUBS-002).
 *
 * @example
 * isIndefinite({ billingPeriod: { value: 1, unit: "MONTH" }, numBillingCycles: 0 }) // true
 */
export const isIndefinite = (plan: SubscriptionPlan): boolean => plan.numBillingCycles === 0

/**
 * Whether the wording can be built from a plan: the period is a whole number from 1 up in a known
 * unit, the cycle count a whole number from 0 up, and their product a safe integer. Anything else
 * reads "Unavailable" (SUBS-008).
 *
 * @example
 * isValidPlan({ billingPeriod: { value: 0, unit: "WEEK" }, numBillingCycles: 4 }) // false
 */
export const isValidPlan = (plan: SubscriptionPlan | null | undefined): plan is SubscriptionPlan => {
  if (plan == null) return false
  const { value, unit } = plan.billingPeriod
  return (
    Number.isSafeInteger(value) &&
    value >= 1 &&
    Object.hasOwn(PERIODS_PER_YEAR, unit) &&
    Number.isSafeInteger(plan.numBillingCycles) &&
    plan.numBillingCycles >= 0 &&
    Number.isSafeInteger(value * plan.numBillingCycles)
  )
}

/**
 * A length of time in one unit.
 *
 * @example
 * totalDuration(plan) // { count: 2, unit: "YEAR" }
 */
export interface Duration {
  readonly count: number
  readonly unit: BillingUnit
}

/**
 * How long a valid, finite plan runs: period × cycles, in the billing unit, or in years when that
 * is a whole number of years (SUBS-005) and `showInYears` is not false (the flag that forbids it).
 * Undefined for an indefinite plan (SUBS-002).
 *
 * @example
 * totalDuration({ billingPeriod: { value: 1, unit: "MONTH" }, numBillingCycles: 24 }) // { count: 2, unit: "YEAR" }
 * totalDuration({ billingPeriod: { value: 1, unit: "MONTH" }, numBillingCycles: 24 }, { showInYears: false }) // { count: 24, unit: "MONTH" }
 */
export const totalDuration = (
  plan: SubscriptionPlan,
  options: { readonly showInYears?: boolean } = {},
): Duration | undefined => {
  if (isIndefinite(plan)) return undefined
  const { value, unit } = plan.billingPeriod
  const count = value * plan.numBillingCycles
  const perYear = PERIODS_PER_YEAR[unit]
  if (options.showInYears !== false && count % perYear === 0) return { count: count / perYear, unit: "YEAR" }
  return { count, unit }
}

/**
 * The plan a product is sold on, or null when it is not a subscription: a product marked
 * subscribable, of a subscribable type (physical or service, SUBS-003), with a valid plan (SUBS-001).
 * The store sells a subscribable product only as a subscription (it has no one-off price of its own).
 *
 * @example
 * subscriptionPlanOf(coffee) // { billingPeriod: { value: 1, unit: "MONTH" }, numBillingCycles: 0 }
 */
export const subscriptionPlanOf = (
  product: Pick<Product, "productType" | "isSubscribable" | "subscriptionPlan">,
): SubscriptionPlan | null =>
  product.isSubscribable && isSubscribableType(product.productType) && isValidPlan(product.subscriptionPlan)
    ? product.subscriptionPlan
    : null
