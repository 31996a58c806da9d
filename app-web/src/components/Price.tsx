import { currentPrice, type Product, type Variant } from "@vitrine/core/catalog"
import { formatMoney, type Money, minorUnits } from "@vitrine/core/money"
import { isSubscribableType, subscriptionPriceText } from "@vitrine/core/subscription"

/**
 * The price of a variant, the regular price struck through beside it when on sale. Without a variant
 * it shows the lowest price of the product, "From …" when the variants differ. A subscribable
 * product shows the subscription wording instead ("$18.00 every month", SUBS-006), or "Unavailable"
 * when its plan cannot be read (SUBS-008). Prices arrive in the store currency.
 *
 * @example
 * <Price product={tee} variant={chosen} />
 */
export const Price = ({ product, variant }: { product: Product; variant?: Variant | undefined }) => {
  const shown = shownVariant(product, variant)
  if (shown === undefined) return null
  const now = currentPrice(shown)
  const varies =
    variant === undefined && new Set(product.variants.map((each) => currentPrice(each).value)).size > 1
  return (
    <p className="price">
      {varies && <span className="price-from">From </span>}
      <span className={shown.onSale ? "price-now price-sale" : "price-now"}>{priceText(product, now)}</span>
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

/**
 * The variant whose price a product shows: the one given, else the cheapest.
 *
 * @example
 * currentPrice(shownVariant(product, undefined)) // the "From" price
 */
export const shownVariant = (product: Product, variant: Variant | undefined): Variant | undefined =>
  variant ?? cheapest(product)

const priceText = (product: Product, price: Money): string =>
  product.isSubscribable && isSubscribableType(product.productType)
    ? subscriptionPriceText(price, product.subscriptionPlan)
    : formatMoney(price)

const cheapest = (product: Product): Variant | undefined =>
  product.variants.reduce<Variant | undefined>(
    (low, variant) =>
      low === undefined || minorUnits(currentPrice(variant)) < minorUnits(currentPrice(low)) ? variant : low,
    undefined,
  )
