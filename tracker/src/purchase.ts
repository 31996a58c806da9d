import type { CheckoutConfirmedEvent, PurchaseEvent } from "@vitrine/core/checkout"
import { type AdCall, adScript } from "./ads.ts"
import type { Tracker } from "./index.ts"

/**
 * The event a confirmed checkout is recorded as on the store's own analytics endpoint (TRACK-013:
 * the spec does not show its path; ours is RecordEvent, API-022, under this name). Core's
 * `checkoutConfirmedEvent` builds its payload; the type below ties the two names together.
 */
export const CHECKOUT_CONFIRMED_EVENT: CheckoutConfirmedEvent["event"] = "CommerceCheckoutConfirmed"

/**
 * A paid order told to the advertising tag when the page has one (TRACK-012: the page's own `tag`,
 * else Google's `gtag`), as core's `purchaseEvent` built it, when the page is tracked. Its own
 * export, so pages that never confirm a checkout do not load it.
 *
 * @example
 * const purchase = purchaseEvent(order)
 * if (purchase) reportPurchase(tracker, purchase)
 */
export const reportPurchase = (tracker: Tracker, purchase: PurchaseEvent, tag?: AdCall): void => {
  if (!tracker.tracked()) return
  const { event, ...fields } = purchase
  adScript(tag, "gtag", "event")?.(event, fields)
}

/**
 * A confirmed checkout recorded on the store's analytics endpoint (TRACK-013), as core's
 * `checkoutConfirmedEvent` built it (the tracker's `event`: only when the page is tracked).
 *
 * @example
 * const confirmed = checkoutConfirmedEvent(order)
 * if (confirmed) reportCheckoutConfirmed(tracker, confirmed)
 */
export const reportCheckoutConfirmed = (tracker: Tracker, confirmed: CheckoutConfirmedEvent): void =>
  tracker.event(CHECKOUT_CONFIRMED_EVENT, confirmed)
