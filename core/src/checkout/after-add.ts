import type { Product } from "../catalog/model.ts"
import { ProductType } from "../catalog/product-type.ts"

/**
 * The checkout page's address in the reference store (page type "checkout" 201; the spec gives no
 * path). Express checkout goes here after an add (ADDCART-005).
 */
export const CHECKOUT_PAGE_PATH = "/checkout"

/**
 * Where a subscription goes after it is added (ADDCART-006 leaves the address open): the checkout
 * page for that subscription cart, named by the `cartToken` API-004 returns.
 *
 * @example
 * subscriptionCheckoutPath("tok_1") // "/checkout/subscription?cartToken=tok_1"
 */
export const subscriptionCheckoutPath = (cartToken: string): string =>
  `${CHECKOUT_PAGE_PATH}/subscription?cartToken=${encodeURIComponent(cartToken)}`

/** Where a gift card goes after it is added (ADDCART-007 leaves the address open). */
export const GIFT_CARD_CHECKOUT_PATH = `${CHECKOUT_PAGE_PATH}/gift-card`

/**
 * What follows a successful add (spec 000 §4): the button's added state, or a page instead of it.
 * A gift card goes to its own checkout (ADDCART-007) and a subscribable product to the
 * subscription checkout with its cart token (ADDCART-006), whatever the store's mode; otherwise
 * express checkout skips the added state and goes to the checkout page (ADDCART-005).
 */
export type AfterAdd =
  | { readonly _tag: "Added" }
  | { readonly _tag: "Checkout"; readonly path: string }
  | { readonly _tag: "SubscriptionCheckout"; readonly path: string }
  | { readonly _tag: "GiftCardCheckout"; readonly path: string }

/**
 * What follows an add of this product in this store; `cartToken` is the subscription cart's token
 * (API-004), null for anything else.
 *
 * @example
 * afterAdd(product, { expressCheckout: true, cartToken: null }) // { _tag: "Checkout", path: "/checkout" }
 */
export const afterAdd = (
  product: Pick<Product, "productType" | "isSubscribable">,
  context: { readonly expressCheckout: boolean; readonly cartToken: string | null },
): AfterAdd => {
  if (product.productType === ProductType.GIFT_CARD)
    return { _tag: "GiftCardCheckout", path: GIFT_CARD_CHECKOUT_PATH }
  if (product.isSubscribable && context.cartToken !== null) {
    return { _tag: "SubscriptionCheckout", path: subscriptionCheckoutPath(context.cartToken) }
  }
  return context.expressCheckout ? { _tag: "Checkout", path: CHECKOUT_PAGE_PATH } : { _tag: "Added" }
}
