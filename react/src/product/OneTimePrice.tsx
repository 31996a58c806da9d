import { isSubscribableType, type Product } from "@vitrine/core/catalog"
import { formatMoney, type Money } from "@vitrine/core/money"
import { PriceMarkup, type PriceProps } from "./price-markup.tsx"

/**
 * Whether `Price` words a product's price as a subscription (SUBS-003: a subscribable physical
 * product or service; never a digital one), so a page can render `OneTimePrice` for the others
 * without loading the subscription wording.
 *
 * @example
 * showsSubscriptionPrice(coffeePlan) // true
 */
export const showsSubscriptionPrice = (product: Product): boolean =>
  product.isSubscribable && isSubscribableType(product.productType)

/**
 * `Price` without the subscription wording: the same markup and text for every product that
 * `showsSubscriptionPrice` says no to, at the cost of money formatting alone.
 *
 * @example
 * showsSubscriptionPrice(product) ? <Price product={product} /> : <OneTimePrice product={product} />
 */
export const OneTimePrice = (props: PriceProps) => <PriceMarkup {...props} text={plainText} />

const plainText = (_product: Product, price: Money): string => formatMoney(price)
