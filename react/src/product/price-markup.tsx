import { currentPrice, type Product, type Variant } from "@vitrine/core/catalog"
import { formatMoney, type Money } from "@vitrine/core/money"
import { VISUALLY_HIDDEN } from "../a11y/visually-hidden.ts"
import { withClass } from "../class-name.ts"
import { shownVariant } from "./shown-variant.ts"
import type { SubscriptionTexts } from "./subscription-words.ts"

/**
 * What a price component is given: the product, the chosen variant if any, a class to add, and the
 * locale that writes its numbers (the page's language, `fr`: "€12,00"; core's en-US when left
 * out). The currency stays the money's own, the store's: a locale never converts a price.
 */
export interface PriceProps {
  readonly product: Product
  readonly variant?: Variant | undefined
  readonly className?: string
  readonly locale?: string | undefined
  /** The words around the price in the page's language (a dictionary fits); English when left out. */
  readonly texts?: PriceTexts | undefined
}

/**
 * A price's words: "From" before a product's lowest price, "Regular price" for the struck-through
 * one, and a subscription's wording ("every month", "for 1 year"; English when left out).
 */
export interface PriceTexts extends SubscriptionTexts {
  readonly priceFrom: string
  readonly regularPrice: string
}

/** The words of a price in English. */
export const PRICE_TEXT: PriceTexts = { priceFrom: "From", regularPrice: "Regular price" }

/**
 * `formatMoney`'s options for a price's `locale` (none: core's default).
 *
 * @example
 * formatMoney(moneyFromMinor(1200, "USD"), inLocale("fr")) // "$US 12,00"
 */
export const inLocale = (locale: string | undefined): { readonly locale?: string } =>
  locale === undefined ? {} : { locale }

/**
 * The markup `Price` and `OneTimePrice` share: the price of a variant (the lowest of the product
 * without one, "From …" when the variants differ), the regular price struck through beside it when
 * on sale. `text` words the current price; the regular price is always plain money.
 *
 * @example
 * <PriceMarkup product={tee} variant={chosen} text={(_product, price) => formatMoney(price)} />
 */
export const PriceMarkup = ({
  product,
  variant,
  className,
  locale,
  texts = PRICE_TEXT,
  text,
}: PriceProps & {
  readonly text: (product: Product, price: Money, locale: string | undefined, texts: PriceTexts) => string
}) => {
  const shown = shownVariant(product, variant)
  if (shown === undefined) return null
  const now = currentPrice(shown)
  const varies =
    variant === undefined && new Set(product.variants.map((each) => currentPrice(each).value)).size > 1
  return (
    <p className={withClass("vitrine-price", className)} data-on-sale={shown.onSale || undefined}>
      {varies && <span className="vitrine-price-from">{texts.priceFrom} </span>}
      <span className="vitrine-price-now">{text(product, now, locale, texts)}</span>
      {shown.onSale && (
        <>
          {" "}
          <s className="vitrine-price-was">
            <span style={VISUALLY_HIDDEN}>{texts.regularPrice} </span>
            {formatMoney(shown.priceMoney, inLocale(locale))}
          </s>
        </>
      )}
    </p>
  )
}
