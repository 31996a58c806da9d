import { checkoutConfirmedEvent, type Order, purchaseEvent, shouldTrackOrder } from "@vitrine/core/checkout"
import { useContext, useEffect } from "react"
import { OrderEventsContext } from "./order-events.ts"

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
