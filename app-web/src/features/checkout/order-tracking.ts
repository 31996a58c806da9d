import {
  type CheckoutConfirmedEvent,
  checkoutConfirmedEvent,
  type Order,
  type PurchaseEvent,
  purchaseEvent,
  shouldTrackOrder,
} from "@vitrine/core/checkout"
import { createContext, useContext, useEffect } from "react"

/**
 * Where an order's tracking events go: the advertising tag (TRACK-012) and the internal analytics
 * endpoint (TRACK-013). The default sends nothing; the app provides the census client's sink when
 * visitor analytics is wired in (one `<OrderEventsContext value={sink}>` at the root).
 *
 * @example
 * const sink: OrderEventSink = { purchase: (e) => gtag("event", "purchase", e), confirmed: (e) => census.send(CHECKOUT_CONFIRMED_PATH, e) }
 */
export interface OrderEventSink {
  readonly purchase: (event: PurchaseEvent) => void
  readonly confirmed: (event: CheckoutConfirmedEvent) => void
}

const NO_SINK: OrderEventSink = { purchase: () => {}, confirmed: () => {} }

/** The sink the confirmation page sends to; a no-op until analytics provides one. */
export const OrderEventsContext = createContext<OrderEventSink>(NO_SINK)

// The orders this browser has already reported, so a reload of the page reports nothing again.
const SENT_KEY = "vitrine_tracked_orders"

const sentOrders = (): string[] => {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(SENT_KEY) ?? "[]")
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === "string") : []
  } catch {
    return []
  }
}

/**
 * Sends a confirmed order's events once per browser session (core's payload rules decide what is
 * due: nothing for an order awaiting payment, no purchase for a test-mode order).
 *
 * @example
 * useOrderTracking(loaded.status === "ready" ? loaded.value.order : null)
 */
export const useOrderTracking = (order: Order | null): void => {
  const sink = useContext(OrderEventsContext)
  useEffect(() => {
    if (order === null) return
    const confirmed = checkoutConfirmedEvent(order)
    if (confirmed === null || !shouldTrackOrder(sentOrders(), order.id)) return
    sessionStorage.setItem(SENT_KEY, JSON.stringify([...sentOrders(), order.id].slice(-50)))
    sink.confirmed(confirmed)
    const purchase = purchaseEvent(order)
    if (purchase !== null) sink.purchase(purchase)
  }, [order, sink])
}
