/**
 * How the commerce plugins read prices from the storefront's JSON and write them into a page: a
 * product item's `structuredContent` as the catalogue's price rules want it (DISPLAY-001,
 * DISPLAY-002, MONEY-001), its subscription plan (SUBS-001), and an amount as markup. Reading is
 * lenient: a missing or malformed field takes its neutral default, never throws.
 */
import type { SubscriptionPlan } from "../../catalog/model.ts"
import type { PricedProduct, PricePoint } from "../../catalog/pricing.ts"
import { type CurrencyCode, DEFAULT_CURRENCY } from "../../money/currencies.ts"
import { formatMoney, formatMoneyAmount } from "../../money/format.ts"
import { readPageMoney } from "../../money/page-data.ts"
import { type Money, moneyFromMinor } from "../../money/rules.ts"
import { isSubscribableType } from "../../subscription/periods.ts"
import { asNumber, Kind, kindOf, type PluginContext, stepPath } from "../plugins.ts"
import { perRender } from "../render-memo.ts"
import { arrayOf, isFlagSet } from "./commerce-data.ts"

/**
 * A variant as the price rules read it, with its subscription pricing options.
 *
 * @example
 * const variant: PricedVariant = { onSale: false, priceMoney: moneyFromMinor(1000), pricingOptions: [] }
 */
export interface PricedVariant extends PricePoint {
  readonly pricingOptions: readonly PricePoint[]
}

/**
 * A product as the price and subscription wording read it.
 *
 * @example
 * priceDisplay(pricePoints(readPricing(item.structuredContent)))
 */
export interface PagePricing extends PricedProduct {
  readonly variants: readonly PricedVariant[]
  /** `isSubscribable` is set and the type can be subscribed to (SUBS-003). */
  readonly subscribable: boolean
  /** The plan as written; `isValidPlan` decides whether it can be worded (SUBS-008). */
  readonly subscriptionPlan: SubscriptionPlan | undefined
}

/** A number, or an integer written in digits; NaN for anything else. */
const numberField = (value: unknown): number => {
  const kind = kindOf(value)
  if (kind === Kind.Number) return value as number
  return kind === Kind.String && /^\s*-?\d+\s*$/.test(value as string) ? asNumber(value) : Number.NaN
}

/**
 * The older cents fields (`price`, `salePrice`: whole minor units, as a number or digits), read only
 * when the money field beside them is absent.
 */
const centsMoney = (value: unknown, currency: CurrencyCode): Money | undefined => {
  const kind = kindOf(value)
  if (kind === Kind.Number)
    return Number.isSafeInteger(value) ? moneyFromMinor(value as number, currency) : undefined
  const text = kind === Kind.String ? (value as string).trim() : ""
  return /^-?\d+$/.test(text) ? moneyFromMinor(BigInt(text), currency) : undefined
}

/**
 * A price point from a variant, a digital product or a pricing option: `priceMoney` and
 * `salePriceMoney` (see `readPageMoney`); when one of them is absent, the cents field beside it in
 * the other's currency (USD when neither has one, MONEY-003). A money field that is present but
 * unreadable (an unknown currency, a non-numeric value) leaves that price missing.
 *
 * @example
 * readPricePoint({ onSale: true, salePrice: 100 }) // { onSale: true, priceMoney: undefined, salePriceMoney: usd(100) }
 */
export const readPricePoint = (data: unknown): PricePoint => {
  const priceField = stepPath(data, "priceMoney")
  const saleField = stepPath(data, "salePriceMoney")
  const priceMoney = readPageMoney(priceField)
  const salePriceMoney = readPageMoney(saleField)
  const currency = priceMoney?.currency ?? salePriceMoney?.currency ?? DEFAULT_CURRENCY
  return {
    onSale: isFlagSet(stepPath(data, "onSale")),
    priceMoney: priceField === undefined ? centsMoney(stepPath(data, "price"), currency) : priceMoney,
    salePriceMoney:
      saleField === undefined ? centsMoney(stepPath(data, "salePrice"), currency) : salePriceMoney,
  }
}

const readPlan = (value: unknown): SubscriptionPlan | undefined => {
  const period = stepPath(value, "billingPeriod")
  const unit = stepPath(period, "unit")
  if (unit !== "WEEK" && unit !== "MONTH" && unit !== "YEAR") return undefined
  const cycles = stepPath(value, "numBillingCycles")
  return {
    billingPeriod: { value: numberField(stepPath(period, "value")), unit },
    // No count means no end: SUBS-002's 0.
    numBillingCycles: cycles === undefined || cycles === null ? 0 : numberField(cycles),
  }
}

/**
 * The pricing of an item's `structuredContent`. A product type that is not a number reads as none
 * of the five (so it has no price); anything that is not an object reads as a product with no price.
 *
 * @example
 * readPricing({ productType: 2, priceMoney: { value: "9" } }).priceMoney // { value: "900", currency: "USD" }
 */
export const readPricing = (content: unknown): PagePricing => {
  const own = readPricePoint(content)
  const productType = numberField(stepPath(content, "productType"))
  return {
    ...own,
    productType,
    variants: arrayOf(stepPath(content, "variants")).map((variant) => ({
      ...readPricePoint(variant),
      pricingOptions: arrayOf(stepPath(variant, "pricingOptions")).map(readPricePoint),
    })),
    subscribable: isFlagSet(stepPath(content, "isSubscribable")) && isSubscribableType(productType),
    subscriptionPlan: readPlan(stepPath(content, "subscriptionPlan")),
  }
}

/**
 * {@link readPricing} once per render (see `render-memo.ts`), shared by the price formatters and
 * predicates of a product. The result is shared: never change it.
 *
 * @example
 * priceDisplay(pricePoints(pricingOf(ctx, stepPath(item, "structuredContent"))))
 */
export const pricingOf: (ctx: PluginContext, content: unknown) => PagePricing = perRender(readPricing)

const CLDR_FLAG = ["website", "useCLDRMoneyFormat"] as const

/**
 * An amount as a page writes it. With the site's CLDR money format on (`website.useCLDRMoneyFormat`,
 * TPL-008): the money in the render locale's own pattern ("$2,500.00", "2.500,00 €"). Otherwise the
 * amount in the locale's separators inside a `sqs-money-native` span, which the page's script and
 * styles decorate with the store currency.
 *
 * @example
 * moneyMarkup(moneyFromMinor(10000), ctx) // '<span class="sqs-money-native">100.00</span>'
 */
export const moneyMarkup = (money: Money, ctx: PluginContext): string =>
  isFlagSet(ctx.resolvePath(CLDR_FLAG))
    ? formatMoney(money, { locale: ctx.locale, placement: "locale" })
    : `<span class="sqs-money-native">${formatMoneyAmount(money, { locale: ctx.locale })}</span>`
