import type { CheckoutConfirmedEvent, PurchaseEvent } from "@vitrine/core/checkout"
import { createContext } from "react"

// Its own module, apart from the tracking hook: the app's root provides the sink without loading
// core's checkout rules on the first load.

/**
 * Where an order's tracking events go: the advertising tag (TRACK-012) and the internal analytics
 * endpoint (TRACK-013). The default sends nothing (a page without analytics, a test); the app
 * provides the visitor analytics' sink at its root (`<OrderEventsContext value={orderEvents}>`).
 *
 * @example
 * const sink: OrderEventSink = { purchase: (e) => reportPurchase(tracker, e), confirmed: (e) => reportCheckoutConfirmed(tracker, e) }
 */
export interface OrderEventSink {
  readonly purchase: (event: PurchaseEvent) => void
  readonly confirmed: (event: CheckoutConfirmedEvent) => void
}

const NO_SINK: OrderEventSink = { purchase: () => {}, confirmed: () => {} }

/** The sink the confirmation page sends to; a no-op until analytics provides one. */
export const OrderEventsContext = createContext<OrderEventSink>(NO_SINK)
