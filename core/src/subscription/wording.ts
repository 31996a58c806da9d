import type { SubscriptionPlan } from "../catalog/model.ts"
import { type FormatMoneyOptions, formatMoney } from "../money/format.ts"
import type { Money } from "../money/rules.ts"
import { fillMessage } from "./message.ts"
import { type BillingUnit, isValidPlan, totalDuration } from "./periods.ts"
import { SUBSCRIPTION_WORDS, type SubscriptionWords, UNIT_WORDS } from "./words.ts"

/**
 * "{n} weeks/months/years", singular for one: "1 year", "2 months". With `omitOne`, a count of one
 * is left out ("week"), which is how "every" reads.
 *
 * @example
 * unitText(1, "YEAR") // "1 year"
 * unitText(1, "WEEK", { omitOne: true }) // "week"
 */
export const unitText = (count: number, unit: BillingUnit, options: { readonly omitOne?: boolean } = {}) => {
  const [one, many] = UNIT_WORDS[unit]
  if (count === 1) return options.omitOne ? one : `1 ${one}`
  return `${count} ${many}`
}

/**
 * Options for {@link subscriptionPriceText}.
 *
 * @example
 * subscriptionPriceText(price, plan, { locale: "en-GB", showInYears: false })
 */
export interface SubscriptionWordingOptions extends FormatMoneyOptions {
  /** False forbids showing the duration in years (SUBS-005). */
  readonly showInYears?: boolean
  /** The words of the page's language; the spec's English (`SUBSCRIPTION_WORDS`) when left out. */
  readonly words?: SubscriptionWords | undefined
}

/**
 * The price wording of a subscription (SUBS-006): "{price} every {n} weeks/months/years for {d}
 * weeks/months/years". Decisions where the spec is silent:
 * - one period reads "every week" / "every month" / "every year", not "every 1 month";
 * - a duration of one unit is singular: "for 1 month";
 * - the one-year variant (SUBS-007) is the wording of a plan that runs exactly a year, whatever its
 *   period: "{price} every {n} {units} for 1 year" ("$10.00 every month for 1 year");
 * - an indefinite plan (SUBS-002) has no "for" part: "$10.00 every 2 weeks";
 * - the duration is in years whenever it is a whole number of years, unless `showInYears` is false
 *   (SUBS-005);
 * - a missing or invalid plan or price reads "Unavailable" (SUBS-008).
 *
 * @example
 * subscriptionPriceText(moneyFromMinor(1000), { billingPeriod: { value: 2, unit: "WEEK" }, numBillingCycles: 13 })
 * // "$10.00 every 2 weeks for 26 weeks"
 */
export const subscriptionPriceText = (
  price: Money | null | undefined,
  plan: SubscriptionPlan | null | undefined,
  options: SubscriptionWordingOptions = {},
): string => {
  const { showInYears, words = SUBSCRIPTION_WORDS, ...format } = options
  if (price == null || !isValidPlan(plan)) return words.unavailable
  const { value, unit } = plan.billingPeriod
  const length = totalDuration(plan, showInYears === undefined ? {} : { showInYears })
  const every = words.every[unit][value === 1 ? 0 : 1]
  const pattern =
    length === undefined ? every : `${every} ${words.for[length.unit][length.count === 1 ? 0 : 1]}`
  return fillMessage(pattern, {
    price: formatMoney(price, format),
    billingPeriodValue: value,
    duration: length?.count,
  })
}
