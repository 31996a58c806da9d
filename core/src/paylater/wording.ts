import { type FormatMoneyOptions, formatMoney } from "../money/format.ts"
import type { Money } from "../money/rules.ts"
import type { PayLaterOffer } from "./eligibility.ts"

/**
 * Every pay-later wording of spec 000 §8, with its placeholders (PAYLATER-004 to PAYLATER-006).
 *
 * @example
 * PAY_LATER_WORDING.instalments // "{n} interest-free payments of {amount}"
 */
export const PAY_LATER_WORDING = {
  instalments: "{n} interest-free payments of {amount}",
  instalmentsWithProvider: "or {n} interest-free payments of {amount} with",
  upTo: "available for orders up to {amount}",
  over: "available for orders over {amount}",
} as const

/**
 * The pay-later templates a line is worded with: the spec's English (`PAY_LATER_WORDING`) unless a
 * page in another language gives its own, with the same placeholders.
 */
export type PayLaterWording = { readonly [Key in keyof typeof PAY_LATER_WORDING]: string }

/** Formatting options of the pay-later texts: the money's locale and, optionally, the wording. */
export type PayLaterTextOptions = FormatMoneyOptions & { readonly wording?: PayLaterWording | undefined }

const fill = (template: string, values: { readonly n?: number; readonly amount: string }) =>
  template.replace("{n}", String(values.n ?? "")).replace("{amount}", values.amount)

/**
 * "{n} interest-free payments of {amount}" (PAYLATER-005), or with `withProvider` the pill's
 * "or {n} interest-free payments of {amount} with", which the provider's logo follows
 * (PAYLATER-006). The instalment keeps its cents ("$8.75"); `options` chooses the locale.
 *
 * @example
 * instalmentText(4, moneyFromMinor(2500)) // "4 interest-free payments of $25.00"
 */
export const instalmentText = (
  count: number,
  instalment: Money,
  options: PayLaterTextOptions & { readonly withProvider?: boolean } = {},
): string => {
  const { withProvider, wording = PAY_LATER_WORDING, ...format } = options
  const template = withProvider ? wording.instalmentsWithProvider : wording.instalments
  return fill(template, { n: count, amount: formatMoney(instalment, format) })
}

/**
 * The out-of-range wording (PAYLATER-004): "available for orders up to {amount}" when the price is
 * above the maximum, "available for orders over {amount}" when it is not above the minimum. Limits
 * are round figures, so a zero fraction is trimmed ("over $35").
 *
 * @example
 * outOfRangeText("up to", moneyFromMinor(100000)) // "available for orders up to $1,000"
 */
export const outOfRangeText = (bound: "up to" | "over", limit: Money, options: PayLaterTextOptions = {}) => {
  const { wording = PAY_LATER_WORDING, ...format } = options
  return fill(bound === "up to" ? wording.upTo : wording.over, {
    amount: formatMoney(limit, { trimZeroFraction: true, ...format }),
  })
}

/**
 * The text a product page shows for an offer; empty when nothing is offered.
 *
 * @example
 * payLaterText(payLaterOffer(input), { withProvider: true }) // "or 4 interest-free payments of $25.00 with"
 */
export const payLaterText = (
  offer: PayLaterOffer,
  options: PayLaterTextOptions & { readonly withProvider?: boolean } = {},
): string => {
  const { withProvider: _, ...format } = options
  switch (offer._tag) {
    case "Offered":
      return instalmentText(offer.count, offer.instalment, options)
    case "AboveMaximum":
      return outOfRangeText("up to", offer.maximum, format)
    case "NotAboveMinimum":
      return outOfRangeText("over", offer.minimum, format)
    case "NotOffered":
      return ""
  }
}
