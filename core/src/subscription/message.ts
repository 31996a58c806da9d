import type { SubscriptionPlan } from "../catalog/model.ts"
import { type BillingUnit, totalDuration } from "./periods.ts"
import { SUBSCRIPTION_WORDS } from "./words.ts"

const UNIT_KEYS: { readonly [unit in BillingUnit]: readonly [every: string, one: string, many: string] } = {
  WEEK: ["Weekly", "Week", "Weeks"],
  MONTH: ["Monthly", "Month", "Months"],
  YEAR: ["Yearly", "Year", "Years"],
}

/**
 * The subscription price wording as a message a site can translate (SUBS-006, SUBS-007): a key, the
 * English pattern, and the values of its placeholders. `{price}` is left to the caller, who may put
 * plain text or markup there.
 *
 * @example
 * const { key, pattern } = subscriptionMessage(plan) // pattern "{price} every {billingPeriodValue} weeks"
 */
export interface SubscriptionMessage {
  /**
   * `productPrice__{singlePrice|fromPrice}__{1|n}{Weekly|Monthly|Yearly}__{indefinite|limited__{1|n}
   * {Week(s)|Month(s)|Year(s)}}`, e.g. `productPrice__singlePrice__nWeekly__limited__nWeeks`: the
   * name a site's `localizedStrings` gives its own wording under.
   */
  readonly key: string
  /** English, with `{price}`, `{billingPeriodValue}` and `{duration}` placeholders. */
  readonly pattern: string
  /** The billing period's length in its unit (the 2 of "every 2 weeks"). */
  readonly billingPeriodValue: number
  /** How many units the plan runs for; undefined when it runs until cancelled (SUBS-002). */
  readonly duration: number | undefined
}

/**
 * Options for {@link subscriptionMessage}.
 *
 * @example
 * subscriptionMessage(plan, { from: true, showInYears: false })
 */
export interface SubscriptionMessageOptions {
  /** The price is the lowest of several: "from {price} every …". */
  readonly from?: boolean
  /** False forbids showing the duration in years (SUBS-005). */
  readonly showInYears?: boolean
}

/**
 * The message for a valid plan (check it with `isValidPlan`): one period reads "every week", several
 * "every {billingPeriodValue} weeks"; the duration is in years when it is a whole number of years
 * (SUBS-005); one unit reads "for 1 year"; an indefinite plan has no "for" part (SUBS-002).
 *
 * @example
 * subscriptionMessage({ billingPeriod: { value: 5, unit: "WEEK" }, numBillingCycles: 3 })
 * // { key: "productPrice__singlePrice__nWeekly__limited__nWeeks",
 * //   pattern: "{price} every {billingPeriodValue} weeks for {duration} weeks", billingPeriodValue: 5, duration: 15 }
 */
export const subscriptionMessage = (
  plan: SubscriptionPlan,
  options: SubscriptionMessageOptions = {},
): SubscriptionMessage => {
  const { value, unit } = plan.billingPeriod
  const [everyKey] = UNIT_KEYS[unit]
  const every = SUBSCRIPTION_WORDS.every[unit][value === 1 ? 0 : 1]
  const lead = options.from === true ? `from ${every}` : every
  const head = `productPrice__${options.from === true ? "fromPrice" : "singlePrice"}__${value === 1 ? "1" : "n"}${everyKey}`
  const length = totalDuration(
    plan,
    options.showInYears === undefined ? {} : { showInYears: options.showInYears },
  )
  if (length === undefined) {
    return { key: `${head}__indefinite`, pattern: lead, billingPeriodValue: value, duration: undefined }
  }
  const [, one, many] = UNIT_KEYS[length.unit]
  const single = length.count === 1
  return {
    key: `${head}__limited__${single ? `1${one}` : `n${many}`}`,
    pattern: `${lead} ${SUBSCRIPTION_WORDS.for[length.unit][single ? 0 : 1]}`,
    billingPeriodValue: value,
    duration: length.count,
  }
}

/**
 * A message pattern with its `{name}` placeholders replaced; a placeholder without a value stays as
 * written, so a translation with a typo shows the typo rather than losing text.
 *
 * @example
 * fillMessage("{price} every {billingPeriodValue} weeks", { price: "$5.00", billingPeriodValue: 2 })
 * // "$5.00 every 2 weeks"
 */
export const fillMessage = (
  pattern: string,
  values: { readonly [name: string]: string | number | undefined },
): string =>
  pattern.replace(/\{(\w+)\}/g, (placeholder, name: string) => {
    const value = Object.hasOwn(values, name) ? values[name] : undefined
    return value === undefined ? placeholder : String(value)
  })
