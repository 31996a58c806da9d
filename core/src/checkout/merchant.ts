import { Effect, Option } from "effect"
import { Inventory } from "../cart/port.ts"
import { Transaction } from "../transaction/port.ts"
import { OrderNotFound, OrderOutOfStock, OrderStateConflict } from "./errors.ts"
import { stockTakes } from "./lines.ts"
import type { OrderStatus } from "./model.ts"
import { type OrderQuery, OrderRepository } from "./port.ts"

/** The most orders one page of the merchant's list holds. */
export const ORDER_PAGE_LIMIT = 50

/**
 * A page of the website's orders for the merchant, newest first; the limit is clamped to 1..50.
 *
 * @example
 * listOrders({ websiteId: "site-1", status: "paid", search: "", cursor: null, limit: 20 })
 */
export const listOrders = Effect.fn("listOrders")(function* (query: OrderQuery) {
  const orders = yield* OrderRepository
  return yield* orders.list({
    ...query,
    limit: Math.min(Math.max(Math.trunc(query.limit) || 1, 1), ORDER_PAGE_LIMIT),
  })
})

const loadFor = (websiteId: string, orderId: string) =>
  Effect.flatMap(
    OrderRepository.use((orders) => orders.find(orderId)),
    (found) =>
      Option.isSome(found) && found.value.websiteId === websiteId
        ? Effect.succeed(found.value)
        : Effect.fail(new OrderNotFound({ orderId })),
  )

/**
 * One order of the website, for the merchant or the confirmation page.
 *
 * @example
 * getOrder("site-1", "order-1")
 */
export const getOrder = Effect.fn("getOrder")(function* (websiteId: string, orderId: string) {
  return yield* loadFor(websiteId, orderId)
})

/**
 * Marks a paid order fulfilled (shipped); an order in any other state is a conflict.
 *
 * @example
 * fulfilOrder("site-1", "order-1")
 */
export const fulfilOrder = Effect.fn("fulfilOrder")(function* (websiteId: string, orderId: string) {
  const order = yield* loadFor(websiteId, orderId)
  const orders = yield* OrderRepository
  if (!(yield* orders.transition(orderId, "paid", "fulfilled"))) {
    return yield* new OrderStateConflict({ orderId, status: order.status, wanted: "fulfilled" })
  }
  return { ...order, status: "fulfilled" as OrderStatus }
})

/**
 * Cancels a paid order that has not shipped, and puts its stock back, in one transaction. Refunding
 * the payment is the merchant's, in the provider's dashboard (not automated yet).
 *
 * @example
 * cancelOrder("site-1", "order-1")
 */
export const cancelOrder = Effect.fn("cancelOrder")(function* (websiteId: string, orderId: string) {
  const order = yield* loadFor(websiteId, orderId)
  const [transaction, inventory, orders] = yield* Effect.all([Transaction, Inventory, OrderRepository])
  const cancelled = yield* transaction.run(
    Effect.gen(function* () {
      if (!(yield* orders.transition(orderId, "paid", "cancelled"))) return false
      for (const take of stockTakes(order.items)) yield* inventory.release(take.variantId, take.quantity)
      return true
    }),
  )
  if (!cancelled) return yield* new OrderStateConflict({ orderId, status: order.status, wanted: "cancelled" })
  return { ...order, status: "cancelled" as OrderStatus }
})

/**
 * The undo of {@link fulfilOrder}: a fulfilled order goes back to paid (marked shipped by mistake).
 *
 * @example
 * unfulfilOrder("site-1", "order-1")
 */
export const unfulfilOrder = Effect.fn("unfulfilOrder")(function* (websiteId: string, orderId: string) {
  const order = yield* loadFor(websiteId, orderId)
  const orders = yield* OrderRepository
  if (!(yield* orders.transition(orderId, "fulfilled", "paid"))) {
    return yield* new OrderStateConflict({ orderId, status: order.status, wanted: "unfulfilled" })
  }
  return { ...order, status: "paid" as OrderStatus }
})

/**
 * The undo of {@link cancelOrder}: a cancelled order is paid again and takes its stock back, in one
 * transaction, with the same conditional decrement as placing it — if a unit it released has been
 * sold since, it fails with OrderOutOfStock and stays cancelled (all lines or none).
 *
 * @example
 * reinstateOrder("site-1", "order-1")
 */
export const reinstateOrder = Effect.fn("reinstateOrder")(function* (websiteId: string, orderId: string) {
  const order = yield* loadFor(websiteId, orderId)
  const [transaction, inventory, orders] = yield* Effect.all([Transaction, Inventory, OrderRepository])
  const reinstated = yield* transaction.run(
    Effect.gen(function* () {
      if (!(yield* orders.transition(orderId, "cancelled", "paid"))) return false
      for (const take of stockTakes(order.items)) {
        if (!(yield* inventory.decrement(take.variantId, take.quantity))) {
          return yield* new OrderOutOfStock({ sku: take.sku })
        }
      }
      return true
    }),
  )
  if (!reinstated) {
    return yield* new OrderStateConflict({ orderId, status: order.status, wanted: "reinstated" })
  }
  return { ...order, status: "paid" as OrderStatus }
})
