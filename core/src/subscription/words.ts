import type { BillingUnit } from "./periods.ts"

// The English words of a subscription price, in one place: `subscriptionMessage` (the template
// engine's translatable message) and `subscriptionPriceText` (the storefront's text) both write them.

/**
 * The English words of each billing unit, singular and plural.
 *
 * @example
 * UNIT_WORDS.MONTH // ["month", "months"]
 */
export const UNIT_WORDS: { readonly [unit in BillingUnit]: readonly [one: string, many: string] } = {
  WEEK: ["week", "weeks"],
  MONTH: ["month", "months"],
  YEAR: ["year", "years"],
}

/**
 * The fallback wording when a plan or price cannot be read (SUBS-008).
 *
 * @example
 * subscriptionPriceText(price, null) // "Unavailable"
 */
export const SUBSCRIPTION_UNAVAILABLE = "Unavailable"

/** One text for one unit of a billing period or duration, one for several, by unit. */
type PerUnit = { readonly [unit in BillingUnit]: readonly [one: string, many: string] }

/**
 * The words a subscription price is written with, in one language: how often ("{price} every
 * week", "{price} every {billingPeriodValue} weeks"), for how long ("for 1 week", "for {duration}
 * weeks"; the two joined by a space), and the fallback (SUBS-008). A page in another language gives
 * its own, with the same placeholders.
 */
export interface SubscriptionWords {
  readonly every: PerUnit
  readonly for: PerUnit
  readonly unavailable: string
}

const perUnit = (words: (one: string, many: string) => readonly [string, string]): PerUnit => ({
  WEEK: words(...UNIT_WORDS.WEEK),
  MONTH: words(...UNIT_WORDS.MONTH),
  YEAR: words(...UNIT_WORDS.YEAR),
})

/**
 * The spec's English words (SUBS-006 to SUBS-008), which `subscriptionMessage`'s patterns are
 * made of.
 *
 * @example
 * SUBSCRIPTION_WORDS.every.MONTH // ["{price} every month", "{price} every {billingPeriodValue} months"]
 */
export const SUBSCRIPTION_WORDS: SubscriptionWords = {
  every: perUnit((one, many) => [`{price} every ${one}`, `{price} every {billingPeriodValue} ${many}`]),
  for: perUnit((one, many) => [`for 1 ${one}`, `for {duration} ${many}`]),
  unavailable: SUBSCRIPTION_UNAVAILABLE,
}
