import { checkoutConfirmedEvent, type Order, purchaseEvent, shouldTrackOrder } from "@vitrine/core/checkout"
import { useContext, useEffect } from "react"
import { browserStorage } from "../../components/browser-storage.ts"
import { OrderEventsContext } from "./order-events.ts"

// The orders this browser has already reported, so neither a reload nor the confirmation reopened
// later (from the history, or the e-mail's link in a new tab) reports a purchase twice. Kept in
// local storage for 30 days, the last 50 orders: long enough for any revisit of a confirmation,
// short enough that the list does not outlive its use. Where storage fails, an order may be reported
// again on a reload; the page itself never fails for it.
const SENT_KEY = "vitrine_tracked_orders"
const KEPT_MS = 30 * 24 * 60 * 60 * 1000
const KEPT_ORDERS = 50
const storage = browserStorage(() => localStorage)

const sentOrders = (): string[] => {
  const stored = storage.read(SENT_KEY)
  return Array.isArray(stored) ? stored.filter((id): id is string => typeof id === "string") : []
}

/**
 * Sends a confirmed order's events once per browser (core's payload rules decide what is
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
    storage.write(SENT_KEY, [...sentOrders(), order.id].slice(-KEPT_ORDERS), Date.now() + KEPT_MS)
    sink.confirmed(confirmed)
    const purchase = purchaseEvent(order)
    if (purchase !== null) sink.purchase(purchase)
  }, [order, sink])
}
