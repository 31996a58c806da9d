/**
 * Commerce price formatters: a product's price block (one price, a sale, "from", subscription
 * wording) and its prices as numbers, over the catalogue's price rules, the money formatting and the
 * subscription wording of core. Merged into the commerce table by `commerce.ts`.
 */
import type { SubscriptionPlan } from "../../catalog/model.ts"
import {
  highestPrice,
  lowestPrice,
  lowestSalePrice,
  type PriceDisplay,
  priceDisplay,
  pricePoints,
  subscriptionPricePoints,
} from "../../catalog/pricing.ts"
import { type Money, minorUnits } from "../../money/rules.ts"
import { fillMessage, subscriptionMessage } from "../../subscription/message.ts"
import { isValidPlan } from "../../subscription/periods.ts"
import { SUBSCRIPTION_UNAVAILABLE } from "../../subscription/words.ts"
import { type FormatterTable, type PluginContext, stepPath } from "../plugins.ts"
import { translation } from "./commerce-data.ts"
import { moneyMarkup, pricingOf } from "./commerce-prices.ts"

/** Puts the words around an amount's markup; `from` when the amount is the lowest of several. */
type Wording = (price: string, from: boolean) => string

/** The site's translation of a text (`localizedStrings.<key>`), else core's English. */
const localizedText = (ctx: PluginContext, key: string, english: string): string =>
  translation(ctx, key) ?? english

const hidden = (text: string) => `<span class="visually-hidden v6-visually-hidden">${text}</span>`

/**
 * The inside of a price block. "from" and sale prices end with a line break, as the reference
 * engine's blocks do (the conformance cases keep it).
 */
const priceBody = (display: PriceDisplay, wording: Wording, ctx: PluginContext): string => {
  switch (display.kind) {
    case "none":
      return ""
    case "single":
      return wording(moneyMarkup(display.price, ctx), false)
    case "from":
      return `${wording(moneyMarkup(display.price, ctx), true)}\n`
    case "sale": {
      const sale = hidden(localizedText(ctx, "productSalePriceText", "Sale Price:"))
      const original = hidden(localizedText(ctx, "productOriginalPriceText", "Original Price:"))
      const was = wording(moneyMarkup(display.original, ctx), false)
      return `${sale}${wording(moneyMarkup(display.price, ctx), false)} ${original}<span class="original-price">${was}</span>\n`
    }
  }
}

/** One-off purchases: the amount alone, or "from {price}" (`localizedStrings.productPrice__fromPrice`). */
const oneTimeWording =
  (ctx: PluginContext): Wording =>
  (price, from) =>
    from ? fillMessage(localizedText(ctx, "productPrice__fromPrice", "from {price}"), { price }) : price

/** Subscriptions: core's wording (SUBS-006), or the site's translation under the message key. */
const subscriptionWording =
  (plan: SubscriptionPlan, ctx: PluginContext): Wording =>
  (price, from) => {
    const { key, pattern, billingPeriodValue, duration } = subscriptionMessage(plan, { from })
    return fillMessage(localizedText(ctx, key, pattern), { price, billingPeriodValue, duration })
  }

const minorOrZero = (money: Money | undefined): number =>
  money === undefined ? 0 : Number(minorUnits(money))

// The reference engine's price blocks start with three line breaks (its block templates set
// variables first, one line each); we print the same bytes so pages render alike.
const BLOCK_LEAD = "\n\n\n"

const itemPricing = (value: unknown, ctx: PluginContext) =>
  pricingOf(ctx, stepPath(value, "structuredContent"))

/**
 * The price formatters.
 *
 * @example
 * commercePriceFormatters["product-price"]
 */
export const commercePriceFormatters: FormatterTable = {
  /**
   * `{item|product-price}`: the price block of a product item: its one price, a sale price beside
   * the original, or "from" the lowest when prices vary (`priceDisplay`). A subscribable product
   * (SUBS-003) adds the plan's wording to each amount ("… every 2 weeks for 1 year", SUBS-006), or
   * reads "Unavailable" when its plan or price cannot be read (SUBS-008). Every text can be
   * translated through `localizedStrings` (`productPriceUnavailable`, `productSalePriceText`,
   * `productOriginalPriceText`, `productPrice__fromPrice`, the subscription message keys).
   */
  "product-price": (value, _args, ctx) => {
    const product = itemPricing(value, ctx)
    const display = priceDisplay(pricePoints(product))
    const plan = product.subscriptionPlan
    let body: string
    if (!product.subscribable) body = priceBody(display, oneTimeWording(ctx), ctx)
    else if (isValidPlan(plan) && display.kind !== "none")
      body = priceBody(display, subscriptionWording(plan, ctx), ctx)
    else body = `${localizedText(ctx, "productPriceUnavailable", SUBSCRIPTION_UNAVAILABLE)}\n`
    return `${BLOCK_LEAD}<div class="product-price">\n${body}\n</div>`
  },
  /**
   * `{item|subscription-price}`: the price block of a product's subscription option (each variant's
   * first pricing option, `subscriptionPricePoints`), shown like `product-price` without wording.
   */
  "subscription-price": (value, _args, ctx) => {
    const display = priceDisplay(subscriptionPricePoints(itemPricing(value, ctx)))
    return `${BLOCK_LEAD}<div class="subscription-price">\n${priceBody(display, oneTimeWording(ctx), ctx)}\n</div>`
  },
  /** `{item|from-price}`: the lowest price the product sells at now, in minor units; 0 when none. */
  "from-price": (value, _args, ctx) => minorOrZero(lowestPrice(pricePoints(itemPricing(value, ctx)))),
  /** `{item|normal-price}`: the highest regular price, sales aside, in minor units; 0 when none. */
  "normal-price": (value, _args, ctx) => minorOrZero(highestPrice(pricePoints(itemPricing(value, ctx)))),
  /** `{item|sale-price}`: the lowest sale price of what is on sale, in minor units; 0 when nothing is. */
  "sale-price": (value, _args, ctx) => minorOrZero(lowestSalePrice(pricePoints(itemPricing(value, ctx)))),
}
