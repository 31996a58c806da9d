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
 * The confirmation page's starting state: the order just placed when it is this one, else undefined
 * (the page loads it). Only reads: React may render a page more than once before it shows it (a
 * sibling part still loading its chunk), and each render must find the order; the page forgets it
 * once shown (`forgetPlacedOrder`).
 *
 * @example
 * useLoad(() => client.getOrder(orderId), orderId, takePlacedOrder(orderId))
 */
export const takePlacedOrder = (orderId: string): Load<{ order: Order }> | undefined =>
  last === null || last.id !== orderId ? undefined : { status: "ready", value: { order: last } }

/**
 * Forgets the order just placed once its page showed it: a later visit reads the order as it is then.
 *
 * @example
 * useEffect(() => forgetPlacedOrder(orderId), [orderId])
 */
export const forgetPlacedOrder = (orderId: string): void => {
  if (last?.id === orderId) last = null
}
