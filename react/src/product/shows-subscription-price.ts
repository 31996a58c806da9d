import { isSubscribableType, type Product } from "@vitrine/core/catalog"

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
