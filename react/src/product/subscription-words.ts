import { type StorefrontStrings, type StringKey, translate } from "@vitrine/core/site"
import type { BillingUnit, SubscriptionWords } from "@vitrine/core/subscription"

// Each billing unit's dictionary keys: how often (one period, several), for how long (one, several).
const KEYS = {
  WEEK: ["subscriptionEveryWeek", "subscriptionEveryWeeks", "subscriptionForWeek", "subscriptionForWeeks"],
  MONTH: [
    "subscriptionEveryMonth",
    "subscriptionEveryMonths",
    "subscriptionForMonth",
    "subscriptionForMonths",
  ],
  YEAR: ["subscriptionEveryYear", "subscriptionEveryYears", "subscriptionForYear", "subscriptionForYears"],
} as const satisfies { readonly [unit in BillingUnit]: readonly [StringKey, StringKey, StringKey, StringKey] }

/** The dictionary keys of the subscription wording. */
export type SubscriptionTextKey = (typeof KEYS)[BillingUnit][number] | "subscriptionUnavailable"

/** The subscription wording's texts of a page's dictionary (any left out read English). */
export type SubscriptionTexts = Partial<Pick<StorefrontStrings, SubscriptionTextKey>>

/**
 * Core's subscription words (SUBS-006 to SUBS-008) in `texts`' language.
 *
 * @example
 * subscriptionWords(dictionaryFor("fr")).every.MONTH[0] // "{price} par mois"
 */
export const subscriptionWords = (texts: SubscriptionTexts | undefined): SubscriptionWords => {
  const pair = (one: StringKey, many: StringKey) => [translate(texts, one), translate(texts, many)] as const
  const every = (unit: BillingUnit) => pair(KEYS[unit][0], KEYS[unit][1])
  const length = (unit: BillingUnit) => pair(KEYS[unit][2], KEYS[unit][3])
  return {
    every: { WEEK: every("WEEK"), MONTH: every("MONTH"), YEAR: every("YEAR") },
    for: { WEEK: length("WEEK"), MONTH: length("MONTH"), YEAR: length("YEAR") },
    unavailable: translate(texts, "subscriptionUnavailable"),
  }
}
