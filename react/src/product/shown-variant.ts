import { currentPrice, type Product, type Variant } from "@vitrine/core/catalog"
import { minorUnits } from "@vitrine/core/money"

const cheapest = (product: Product): Variant | undefined =>
  product.variants.reduce<Variant | undefined>(
    (low, variant) =>
      low === undefined || minorUnits(currentPrice(variant)) < minorUnits(currentPrice(low)) ? variant : low,
    undefined,
  )

/**
 * The variant whose price a product shows: the one given, else the cheapest.
 *
 * @example
 * currentPrice(shownVariant(product, undefined)) // the "From" price
 */
export const shownVariant = (product: Product, variant: Variant | undefined): Variant | undefined =>
  variant ?? cheapest(product)
