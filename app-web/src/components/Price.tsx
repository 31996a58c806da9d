import { currentPrice, type Product, type Variant } from "@vitrine/core/catalog"
import { formatMoney, minorUnits } from "@vitrine/core/money"

/**
 * The price of a variant, the regular price struck through beside it when on sale. Without a variant
 * it shows the lowest price of the product, "From …" when the variants differ.
 *
 * @example
 * <Price product={tee} variant={chosen} />
 */
export const Price = ({ product, variant }: { product: Product; variant?: Variant | undefined }) => {
  const shown = variant ?? cheapest(product)
  if (shown === undefined) return null
  const now = currentPrice(shown)
  const varies =
    variant === undefined && new Set(product.variants.map((each) => currentPrice(each).value)).size > 1
  return (
    <p className="price">
      {varies && <span className="price-from">From </span>}
      <span className={shown.onSale ? "price-now price-sale" : "price-now"}>{formatMoney(now)}</span>
      {shown.onSale && (
        <>
          {" "}
          <s className="price-was">
            <span className="visually-hidden">Regular price </span>
            {formatMoney(shown.priceMoney)}
          </s>
        </>
      )}
    </p>
  )
}

const cheapest = (product: Product): Variant | undefined =>
  product.variants.reduce<Variant | undefined>(
    (low, variant) =>
      low === undefined || minorUnits(currentPrice(variant)) < minorUnits(currentPrice(low)) ? variant : low,
    undefined,
  )
