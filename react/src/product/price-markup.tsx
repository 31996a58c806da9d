import { currentPrice, type Product, type Variant } from "@vitrine/core/catalog"
import { formatMoney, type Money } from "@vitrine/core/money"
import { VISUALLY_HIDDEN } from "../a11y/visually-hidden.ts"
import { withClass } from "../class-name.ts"
import { shownVariant } from "./shown-variant.ts"

/** What a price component is given: the product, the chosen variant if any, a class to add. */
export interface PriceProps {
  readonly product: Product
  readonly variant?: Variant | undefined
  readonly className?: string
}

/**
 * The markup `Price` and `OneTimePrice` share: the price of a variant (the lowest of the product
 * without one, "From …" when the variants differ), the regular price struck through beside it when
 * on sale. `text` words the current price; the regular price is always plain money.
 *
 * @example
 * <PriceMarkup product={tee} variant={chosen} text={(price) => formatMoney(price)} />
 */
export const PriceMarkup = ({
  product,
  variant,
  className,
  text,
}: PriceProps & { readonly text: (product: Product, price: Money) => string }) => {
  const shown = shownVariant(product, variant)
  if (shown === undefined) return null
  const now = currentPrice(shown)
  const varies =
    variant === undefined && new Set(product.variants.map((each) => currentPrice(each).value)).size > 1
  return (
    <p className={withClass("vitrine-price", className)} data-on-sale={shown.onSale || undefined}>
      {varies && <span className="vitrine-price-from">From </span>}
      <span className="vitrine-price-now">{text(product, now)}</span>
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
