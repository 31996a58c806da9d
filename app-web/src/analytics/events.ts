import type { Cart, CartEntry } from "@vitrine/core/cart"
import type { CheckoutConfirmedEvent, PurchaseEvent } from "@vitrine/core/checkout"
import { whenSession } from "./analytics.ts"

// The events the app's pages, the cart client and the analytics island record, queued like the
// rest until the session has loaded (`analytics.ts`). Apart from that module: a product page's
// first load records only the product visit, and carries none of these.

/**
 * A page view after an in-app navigation, with its visitor-analytics event (VisitPLP, ViewCart).
 *
 * @example
 * trackPage("/cart")
 */
export const trackPage = (path: string): void => whenSession((s) => s.page(path))

/**
 * A line was added to the cart (AddToCart with the add-to-cart metric), from the page at `path`.
 *
 * @example
 * trackAdded(cart, newlyAdded, location.pathname)
 */
export const trackAdded = (cart: Cart, entry: CartEntry, path: string): void =>
  whenSession((s) => s.added(cart, entry, path))

/**
 * A line was removed from the cart (RemoveFromCart).
 *
 * @example
 * trackRemoved(cart, "hat")
 */
export const trackRemoved = (cart: Cart, itemId: string | undefined): void =>
  whenSession((s) => s.removed(cart, itemId))

/**
 * Where the confirmation page's order events go (TRACK-012 to the advertising tag, TRACK-013 to the
 * store's analytics): the shape of the checkout feature's `OrderEventSink`, given at the app's root.
 *
 * @example
 * <OrderEventsContext value={orderEvents}>…</OrderEventsContext>
 */
export const orderEvents = {
  purchase: (event: PurchaseEvent): void => whenSession((s) => s.purchase(event)),
  confirmed: (event: CheckoutConfirmedEvent): void => whenSession((s) => s.confirmed(event)),
}
