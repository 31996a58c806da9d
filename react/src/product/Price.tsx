import { currentPrice, type Product, type Variant } from "@vitrine/core/catalog"
import { formatMoney, type Money } from "@vitrine/core/money"
import { isSubscribableType, subscriptionPriceText } from "@vitrine/core/subscription"
import { VISUALLY_HIDDEN } from "../a11y/visually-hidden.ts"
import { withClass } from "../class-name.ts"
import { shownVariant } from "./shown-variant.ts"

/**
 * The price of a variant, the regular price struck through beside it when on sale. Without a variant
 * it shows the lowest price of the product, "From …" when the variants differ. A subscribable
 * product shows the subscription wording instead ("$18.00 every month", SUBS-006), or "Unavailable"
 * when its plan cannot be read (SUBS-008). Prices are shown in the currency they carry: the store's,
 * as the server sends them.
 *
 * @example
 * <Price product={tee} variant={chosen} />
 */
export const Price = ({
  product,
  variant,
  className,
}: {
  product: Product
  variant?: Variant | undefined
  className?: string
}) => {
  const shown = shownVariant(product, variant)
  if (shown === undefined) return null
  const now = currentPrice(shown)
  const varies =
    variant === undefined && new Set(product.variants.map((each) => currentPrice(each).value)).size > 1
  return (
    <p className={withClass("vitrine-price", className)} data-on-sale={shown.onSale || undefined}>
      {varies && <span className="vitrine-price-from">From </span>}
      <span className="vitrine-price-now">{priceText(product, now)}</span>
      {shown.onSale && (
        <>
          {" "}
          <s className="vitrine-price-was">
            <span style={VISUALLY_HIDDEN}>Regular price </span>
            {formatMoney(shown.priceMoney)}
          </s>
        </>
      )}
    </p>
  )
}

const priceText = (product: Product, price: Money): string =>
  product.isSubscribable && isSubscribableType(product.productType)
    ? subscriptionPriceText(price, product.subscriptionPlan)
    : formatMoney(price)
