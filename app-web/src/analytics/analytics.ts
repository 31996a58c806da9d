import type { Cart, CartEntry } from "@vitrine/core/cart"
import type { CheckoutConfirmedEvent, PurchaseEvent } from "@vitrine/core/checkout"
import { whenIdle } from "../app/when-idle.ts"
import type { AnalyticsSession } from "./session.ts"

/**
 * The storefront's analytics as the page's code calls it, in the first load: calls are queued until
 * the session (the tracker, the merchant's settings, the consent banner's logic) has loaded, after
 * the page's first paint and once the browser is idle, so the census never costs a visitor's first
 * interaction. Nothing of `@vitrine/tracker`, web-vitals or Effect is in this module.
 */
type Command = (session: AnalyticsSession) => void

const queue: Command[] = []
let session: AnalyticsSession | undefined
let loading: Promise<AnalyticsSession> | undefined
// Starts loading the session now instead of when idle.
let wake: (() => void) | undefined

const run = (command: Command) => {
  if (session) command(session)
  else queue.push(command)
}

/**
 * Loads the session once the page is idle, then runs what was queued. Returns the session, for the
 * consent banner.
 *
 * @example
 * useEffect(() => void startAnalytics().then(setSession), [])
 */
export const startAnalytics = (): Promise<AnalyticsSession> => {
  loading ??= new Promise<void>((resolve) => {
    wake = resolve
    whenIdle(resolve)
  })
    .then(() => import("./session.ts"))
    .then((module) => module.startSession(location.pathname))
    .then((started) => {
      session = started
      for (const command of queue.splice(0)) command(started)
      return started
    })
  return loading
}

/**
 * The visitor's answer on the consent banner, from the first click on: stored and applied by the
 * session (which writes `ss_performanceCookiesAllowed` and, accepted, starts tracking this page),
 * loaded at once rather than when idle, so an answer given before it arrived is kept and a visitor
 * leaving soon after answering is not asked again.
 *
 * @example
 * answerConsent(true)
 */
export const answerConsent = (accepted: boolean): void => {
  run((s) => s.consent(accepted))
  void startAnalytics()
  wake?.()
}

/**
 * A page view after an in-app navigation, with its visitor-analytics event (VisitPLP, ViewCart).
 *
 * @example
 * trackPage("/cart")
 */
export const trackPage = (path: string): void => run((s) => s.page(path))

/**
 * A product page showed a product (VisitPDP).
 *
 * @example
 * trackProductVisit(product.id)
 */
export const trackProductVisit = (productId: string): void => run((s) => s.productVisit(productId))

/**
 * A line was added to the cart (AddToCart with the add-to-cart metric), from the page at `path`.
 *
 * @example
 * trackAdded(cart, newlyAdded, location.pathname)
 */
export const trackAdded = (cart: Cart, entry: CartEntry, path: string): void =>
  run((s) => s.added(cart, entry, path))

/**
 * A line was removed from the cart (RemoveFromCart).
 *
 * @example
 * trackRemoved(cart, "hat")
 */
export const trackRemoved = (cart: Cart, itemId: string | undefined): void =>
  run((s) => s.removed(cart, itemId))

/**
 * Where the confirmation page's order events go (TRACK-012 to the advertising tag, TRACK-013 to the
 * store's analytics): the shape of the checkout feature's `OrderEventSink`, given at the app's root.
 *
 * @example
 * <OrderEventsContext value={orderEvents}>…</OrderEventsContext>
 */
export const orderEvents = {
  purchase: (event: PurchaseEvent): void => run((s) => s.purchase(event)),
  confirmed: (event: CheckoutConfirmedEvent): void => run((s) => s.confirmed(event)),
}
