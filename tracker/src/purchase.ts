import { type AdCall, adScript } from "./ads.ts"
import type { Tracker } from "./index.ts"

/**
 * The event a confirmed checkout is recorded as on the store's own analytics endpoint (TRACK-013:
 * the spec does not show its path; ours is RecordEvent, API-022, under this name).
 */
export const CHECKOUT_CONFIRMED_EVENT = "CommerceCheckoutConfirmed"

/**
 * A confirmed order as the page tells the tracker: its id, its grand total in the currency's major
 * units (what advertising tags take: 24.5 for $24.50, 2450 for ¥2450) and the currency code.
 */
export interface ConfirmedOrder {
  readonly orderId: string
  readonly value: number
  readonly currency: string
}

/**
 * A confirmed checkout, told to the advertising tag when the page has one (TRACK-012: the page's
 * own `tag`, else Google's `gtag`) and recorded on the store's analytics endpoint (TRACK-013), when
 * the page is tracked. Its own export, so pages that never confirm a checkout do not load it.
 *
 * @example
 * reportPurchase(tracker, { orderId: "o1", value: 24.5, currency: "USD" })
 */
export const reportPurchase = (tracker: Tracker, order: ConfirmedOrder, tag?: AdCall): void => {
  if (!tracker.tracked()) return
  const { orderId, value, currency } = order
  adScript(tag, "gtag", "event")?.("purchase", { transaction_id: orderId, value, currency })
  tracker.event(CHECKOUT_CONFIRMED_EVENT, order)
}
