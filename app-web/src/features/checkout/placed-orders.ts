import type { Order } from "@vitrine/core/checkout"
import type { Load } from "../../components/use-load.ts"

// The order the checkout just placed, handed to its confirmation page so the page need not ask the
// server for what the place-order answer already said (one round trip fewer). Only the last one.
let last: Order | null = null

/**
 * Keeps the order a checkout placed for its confirmation page.
 *
 * @example
 * rememberPlacedOrder(result.value.order); navigate(orderPath(result.value.order.id))
 */
export const rememberPlacedOrder = (order: Order): void => {
  last = order
}

/**
 * The confirmation page's starting state: the order just placed when it is this one (taken once:
 * a later visit reads the order as it is then), else undefined (the page loads it).
 *
 * @example
 * useLoad(() => client.getOrder(orderId), orderId, takePlacedOrder(orderId))
 */
export const takePlacedOrder = (orderId: string): Load<{ order: Order }> | undefined => {
  if (last === null || last.id !== orderId) return undefined
  const order = last
  last = null
  return { status: "ready", value: { order } }
}
