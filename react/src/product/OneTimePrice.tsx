import type { Product } from "@vitrine/core/catalog"
import { formatMoney, type Money } from "@vitrine/core/money"
import { inLocale, PriceMarkup, type PriceProps } from "./price-markup.tsx"

/**
 * `Price` without the subscription wording: the same markup and text for every product that
 * `showsSubscriptionPrice` says no to, at the cost of money formatting alone.
 *
 * @example
 * showsSubscriptionPrice(product) ? <Price product={product} /> : <OneTimePrice product={product} />
 */
export const OneTimePrice = (props: PriceProps) => <PriceMarkup {...props} text={plainText} />

const plainText = (_product: Product, price: Money, locale: string | undefined): string =>
  formatMoney(price, inLocale(locale))
