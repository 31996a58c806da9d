// When a page loads the cart, apart from how the pill and the indicator show it (`indicator.ts`):
// a page's first load runs these rules, and the pill's and the indicator's come with their parts.

/**
 * The cookies the cart rules read. `CART_COOKIE` holds the cart id; the spec names no cart cookie
 * (CART-011), so ours is `vitrine_cart`. `hasCart` is "true" once a cart exists.
 */
export const CART_COOKIE = "vitrine_cart"
export const HAS_CART_COOKIE = "hasCart"

/**
 * Whether a page loads the cart: the visitor is signed in, or `hasCart` is "true", or a cart cookie
 * exists (CART-011). A page with none of these never asks the server for a cart.
 *
 * @example
 * shouldLoadCart({ authenticated: false, cookies: { hasCart: "true" } }) // true
 */
export const shouldLoadCart = (context: {
  readonly authenticated: boolean
  readonly cookies: { readonly [name: string]: string | undefined }
}): boolean =>
  context.authenticated ||
  context.cookies[HAS_CART_COOKIE] === "true" ||
  Boolean(context.cookies[CART_COOKIE])

/** Cart events (CART-012). */
export const CART_EVENTS = [
  "loading",
  "loaded",
  "item-added",
  "recalculate-start",
  "recalculate-end",
] as const
export type CartEvent = (typeof CART_EVENTS)[number]
