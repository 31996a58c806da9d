import { ProductType } from "../catalog/product-type.ts"
import { compareMoney, splitMoney } from "../money/arithmetic.ts"
import type { CurrencyCode } from "../money/currencies.ts"
import { type Money, moneyFromDecimal } from "../money/rules.ts"
import type { PayLaterContext } from "./model.ts"

/**
 * The default number of instalments (PAYLATER-007).
 *
 * @example
 * payLaterOffer({ productType: 1, price, context }) // count: DEFAULT_INSTALMENTS (4)
 */
export const DEFAULT_INSTALMENTS = 4

/**
 * The order limits used when product data carries none (PAYLATER-008 leaves the values open): over
 * 35 and up to 1,000 in the store currency's major units, the range most Afterpay merchants in the
 * United States start with. Product data always wins.
 *
 * @example
 * defaultPayLaterLimits("USD") // { minimum: $35.00, maximum: $1,000.00 }
 */
export const defaultPayLaterLimits = (currency: CurrencyCode) => ({
  minimum: moneyFromDecimal("35", currency) as Money,
  maximum: moneyFromDecimal("1000", currency) as Money,
})

/**
 * Whether a cart may be paid later: it holds something and every item is a physical product
 * (PAYLATER-002). Takes cart entries, which keep their product type.
 *
 * @example
 * isCartPayLaterEligible([{ productType: ProductType.PHYSICAL }]) // true
 * isCartPayLaterEligible([]) // false
 */
export const isCartPayLaterEligible = (items: readonly { readonly productType: number }[]): boolean =>
  items.length > 0 && items.every((item) => item.productType === ProductType.PHYSICAL)

/**
 * What a product page says about pay-later for one price.
 *
 * @example
 * if (offer._tag === "Offered") offer.instalment // the regular instalment
 */
export type PayLaterOffer =
  /** Offered: the price split into instalments; `instalment` is the regular one shown in the text. */
  | {
      readonly _tag: "Offered"
      readonly instalments: readonly Money[]
      readonly instalment: Money
      readonly count: number
    }
  /** The price is above the maximum: "available for orders up to {maximum}". */
  | { readonly _tag: "AboveMaximum"; readonly maximum: Money }
  /** The price is not above the minimum: "available for orders over {minimum}". */
  | { readonly _tag: "NotAboveMinimum"; readonly minimum: Money }
  /** Nothing is shown. */
  | { readonly _tag: "NotOffered" }

/**
 * What {@link payLaterOffer} needs to know.
 *
 * @example
 * payLaterOffer({ productType: ProductType.PHYSICAL, price: variant.priceMoney, context, instalments: 4 })
 */
export interface PayLaterOfferInput {
  readonly productType: number
  /** The price the visitor would pay: the chosen variant's current price. */
  readonly price: Money
  readonly context: Pick<PayLaterContext, "afterPayAvailable" | "afterPayMin" | "afterPayMax">
  /** Default 4 (PAYLATER-007); anything but a whole number from 1 up falls back to it. */
  readonly instalments?: number
}

/**
 * The pay-later offer of a product page (PAYLATER-003, PAYLATER-004): offered for a physical
 * product whose price is above the minimum and not above the maximum; otherwise the out-of-range
 * message, "up to" above the maximum (checked first) and "over" at or below the minimum. Nothing at
 * all for a product that is not physical, when the merchant has no pay-later
 * (`afterPayAvailable` false), or when a limit is in another currency than the price: an
 * out-of-range message there would promise something pay-later cannot do.
 *
 * @example
 * payLaterOffer({ productType: 1, price: moneyFromMinor(10000), context }) // { _tag: "Offered", ... }
 */
export const payLaterOffer = (input: PayLaterOfferInput): PayLaterOffer => {
  const { price, context } = input
  const defaults = defaultPayLaterLimits(price.currency)
  const minimum = context.afterPayMin ?? defaults.minimum
  const maximum = context.afterPayMax ?? defaults.maximum
  const usable = input.productType === ProductType.PHYSICAL && context.afterPayAvailable
  if (!usable || minimum.currency !== price.currency || maximum.currency !== price.currency) {
    return { _tag: "NotOffered" }
  }
  if (compareMoney(price, maximum) > 0) return { _tag: "AboveMaximum", maximum }
  if (compareMoney(price, minimum) <= 0) return { _tag: "NotAboveMinimum", minimum }
  const count = validCount(input.instalments)
  const instalments = splitMoney(price, count)
  return { _tag: "Offered", instalments, instalment: instalments[count - 1] ?? price, count }
}

const validCount = (count: number | undefined) =>
  count !== undefined && Number.isSafeInteger(count) && count >= 1 ? count : DEFAULT_INSTALMENTS
