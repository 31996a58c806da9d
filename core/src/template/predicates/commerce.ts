/**
 * Commerce predicates: sold out, on sale, variants, prices, subscriptions and product types, over
 * the catalogue's display and price rules. Each reads the `structuredContent` of the section's item.
 *
 * Written against the plugin interface in `../plugins.ts`; registered in `../registry.ts`.
 */
import { isSoldOut } from "../../catalog/display.ts"
import { hasVariedPrices, pricePoints } from "../../catalog/pricing.ts"
import { ProductType } from "../../catalog/product-type.ts"
import { isOnSale } from "../../catalog/status-label.ts"
import { arrayOf, productOf } from "../formatters/commerce-data.ts"
import { pricingOf } from "../formatters/commerce-prices.ts"
import { type PredicateTable, stepPath } from "../plugins.ts"

const contentOf = (node: unknown): unknown => stepPath(node, "structuredContent")

/** Type names a template may write (`{.product-type? gift-card}`), beside the codes themselves. */
const TYPE_NAMES: { readonly [name: string]: number } = {
  physical: ProductType.PHYSICAL,
  digital: ProductType.DIGITAL,
  service: ProductType.SERVICE,
  "gift-card": ProductType.GIFT_CARD,
  giftcard: ProductType.GIFT_CARD,
  paywall: ProductType.PAYWALL,
}

/**
 * The commerce predicates.
 *
 * @example
 * commercePredicates["sold-out?"]
 */
export const commercePredicates: PredicateTable = {
  /** `has-variants?`: the product has more than one variant to choose from. */
  "has-variants?": (_args, ctx) => arrayOf(stepPath(contentOf(ctx.node), "variants")).length > 1,
  /** `on-sale?`: a physical or service product with a variant on sale, or a digital product on sale (DISPLAY-005). */
  "on-sale?": (_args, ctx) => isOnSale(productOf(ctx, contentOf(ctx.node))),
  /** `sold-out?`: a physical or service product with no variant in stock (DISPLAY-003, DISPLAY-004). */
  "sold-out?": (_args, ctx) => isSoldOut(productOf(ctx, contentOf(ctx.node))),
  /** `varied-prices?`: the product sells at more than one price now, so its price reads "from". */
  "varied-prices?": (_args, ctx) => hasVariedPrices(pricePoints(pricingOf(ctx, contentOf(ctx.node)))),
  /** `subscribable?`: the product is sold by subscription: flagged so, and physical or service (SUBS-003). */
  "subscribable?": (_args, ctx) => pricingOf(ctx, contentOf(ctx.node)).subscribable,
  /**
   * `product-type? physical digital`: the product is of one of the named types (physical, digital,
   * service, gift-card, paywall) or codes (1 to 5). No argument, or an unknown name, never matches.
   */
  "product-type?": (args, ctx) => {
    const type = stepPath(contentOf(ctx.node), "productType")
    return args.some((arg) => {
      const name = arg.toLowerCase()
      const code = Object.hasOwn(TYPE_NAMES, name)
        ? TYPE_NAMES[name]
        : /^[1-5]$/.test(arg)
          ? Number(arg)
          : undefined
      return code !== undefined && (type === code || type === String(code))
    })
  },
}
