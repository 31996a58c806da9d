import { compareMoney } from "../money/arithmetic.ts"
import type { Money } from "../money/rules.ts"
import { ProductType } from "./product-type.ts"

/**
 * One way a product can be bought, as far as its price goes: a variant, a digital product's own
 * price, or a subscription pricing option. Prices may be missing in page data; a whole
 * {@link Variant} will do.
 *
 * @example
 * const point: PricePoint = { onSale: true, priceMoney: moneyFromMinor(2000), salePriceMoney: moneyFromMinor(1500) }
 */
export interface PricePoint {
  readonly onSale: boolean
  readonly priceMoney?: Money | undefined
  readonly salePriceMoney?: Money | undefined
}

/**
 * What the price rules read of a product (DISPLAY-001): its type, its own price and sale flag
 * (digital products) and its variants. A catalogue {@link Product} will do.
 *
 * @example
 * const ebook: PricedProduct = { productType: ProductType.DIGITAL, onSale: false, priceMoney: moneyFromMinor(900), variants: [] }
 */
export interface PricedProduct extends PricePoint {
  readonly productType: number
  readonly variants: readonly PricePoint[]
}

/**
 * How a product's price reads: nothing, one price, a sale price beside the original, or the lowest
 * of several ("from").
 *
 * @example
 * priceDisplay(pricePoints(product)).kind // "none" | "single" | "sale" | "from"
 */
export type PriceDisplay =
  | { readonly kind: "none" }
  | { readonly kind: "single" | "from"; readonly price: Money }
  | { readonly kind: "sale"; readonly price: Money; readonly original: Money }

/**
 * The price something sells at now: its sale price when it is on sale and has one, else its price.
 *
 * @example
 * sellingPrice({ onSale: true, priceMoney: usd(2000), salePriceMoney: usd(1500) }) // usd(1500)
 */
export const sellingPrice = (point: PricePoint): Money | undefined =>
  point.onSale && point.salePriceMoney !== undefined ? point.salePriceMoney : point.priceMoney

/**
 * The price points of a product. Physical and service products are priced by their variants; gift
 * cards too, never on sale (DISPLAY-005); a digital product by its own price and `onSale` flag
 * (DISPLAY-005), or, when it carries no price of its own (a catalogue product), by its variants under
 * that flag. Paywall and unknown types have no price a page can show.
 *
 * @example
 * pricePoints({ productType: ProductType.PAYWALL, onSale: false, variants: [variant] }) // []
 */
export const pricePoints = (product: PricedProduct): readonly PricePoint[] => {
  switch (product.productType) {
    case ProductType.PHYSICAL:
    case ProductType.SERVICE:
      return product.variants
    case ProductType.GIFT_CARD:
      return product.variants.map((variant) => ({ ...variant, onSale: false }))
    case ProductType.DIGITAL: {
      const { onSale, priceMoney, salePriceMoney } = product
      if (priceMoney !== undefined || salePriceMoney !== undefined)
        return [{ onSale, priceMoney, salePriceMoney }]
      return product.variants.map((variant) => ({ ...variant, onSale }))
    }
    default:
      return []
  }
}

/**
 * The points a subscription is priced by: each variant's first pricing option (the product's
 * default subscription option, which page data lists first). Variants without options add none.
 *
 * @example
 * subscriptionPricePoints({ variants: [{ pricingOptions: [weekly, monthly] }] }) // [weekly]
 */
export const subscriptionPricePoints = (product: {
  readonly variants: readonly { readonly pricingOptions?: readonly PricePoint[] | undefined }[]
}): readonly PricePoint[] => product.variants.flatMap((variant) => variant.pricingOptions?.[0] ?? [])

// Amounts in different currencies cannot be compared: the first amount's currency is the product's,
// and an amount in another one (a data error) is left out.
const inOneCurrency = (amounts: readonly (Money | undefined)[]): readonly Money[] => {
  const present = amounts.filter((amount): amount is Money => amount !== undefined)
  const first = present[0]
  return first === undefined ? [] : present.filter((amount) => amount.currency === first.currency)
}

const extreme = (amounts: readonly (Money | undefined)[], sign: -1 | 1): Money | undefined =>
  inOneCurrency(amounts).reduce<Money | undefined>(
    (best, amount) => (best === undefined || compareMoney(amount, best) === sign ? amount : best),
    undefined,
  )

/**
 * The lowest price the product sells at now ("from"); undefined when no point has a price.
 *
 * @example
 * lowestPrice([{ onSale: false, priceMoney: usd(100) }, { onSale: true, salePriceMoney: usd(50) }]) // usd(50)
 */
export const lowestPrice = (points: readonly PricePoint[]): Money | undefined =>
  extreme(points.map(sellingPrice), -1)

/**
 * The highest regular price, sales aside (the "normal" price).
 *
 * @example
 * highestPrice([{ onSale: false, priceMoney: usd(100) }, { onSale: false, priceMoney: usd(200) }]) // usd(200)
 */
export const highestPrice = (points: readonly PricePoint[]): Money | undefined =>
  extreme(
    points.map((point) => point.priceMoney),
    1,
  )

/**
 * The lowest sale price among the points on sale; undefined when none is on sale.
 *
 * @example
 * lowestSalePrice([{ onSale: false, priceMoney: usd(100), salePriceMoney: usd(10) }]) // undefined
 */
export const lowestSalePrice = (points: readonly PricePoint[]): Money | undefined =>
  extreme(
    points.filter((point) => point.onSale).map((point) => point.salePriceMoney),
    -1,
  )

/**
 * Whether the points sell at different prices now, so a page shows "from" the lowest.
 *
 * @example
 * hasVariedPrices([{ onSale: true, salePriceMoney: usd(100) }, { onSale: false, priceMoney: usd(200) }]) // true
 */
export const hasVariedPrices = (points: readonly PricePoint[]): boolean => {
  const [first, ...rest] = inOneCurrency(points.map(sellingPrice))
  return first !== undefined && rest.some((amount) => compareMoney(amount, first) !== 0)
}

/**
 * How the price reads: "from" the lowest when prices vary; otherwise the one price, shown as a sale
 * beside its original when a point selling at it is on sale and has an original price.
 *
 * @example
 * priceDisplay([{ onSale: true, priceMoney: usd(2000), salePriceMoney: usd(1500) }])
 * // { kind: "sale", price: usd(1500), original: usd(2000) }
 */
export const priceDisplay = (points: readonly PricePoint[]): PriceDisplay => {
  const price = lowestPrice(points)
  if (price === undefined) return { kind: "none" }
  if (hasVariedPrices(points)) return { kind: "from", price }
  const sale = points.find(
    (point) =>
      point.onSale &&
      point.priceMoney?.currency === price.currency &&
      point.salePriceMoney?.currency === price.currency,
  )
  return sale?.priceMoney === undefined
    ? { kind: "single", price }
    : { kind: "sale", price, original: sale.priceMoney }
}
