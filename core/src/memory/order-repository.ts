import { Clock, Effect, Layer, Option } from "effect"
import { stockTakes } from "../checkout/lines.ts"
import type { Order } from "../checkout/model.ts"
import { type OrderDraft, type OrderPlacement, type OrderQuery, OrderRepository } from "../checkout/port.ts"
import { takeStock } from "./inventory.ts"
import { withQueued } from "./outbox.ts"
import { type MemoryState, type MemoryStore, nextId, read, type StoredOrder, write } from "./store.ts"

const withCart = (state: MemoryState, cartId: string, orderId: string | null): MemoryState => {
  const cart = state.carts.get(cartId)
  if (cart === undefined) return state
  return {
    ...state,
    carts: new Map(state.carts).set(cartId, { ...cart, isPurchased: orderId !== null, orderId }),
    revisions: new Map(state.revisions).set(cartId, (state.revisions.get(cartId) ?? 0) + 1),
  }
}

const withOrder = (state: MemoryState, stored: StoredOrder): MemoryState => ({
  ...state,
  orders: new Map(state.orders).set(stored.order.id, stored),
})

// The order and its stock in one state change: a key taken, then a short line, then a cart gone or
// purchased each write nothing (the precedence the port states).
const place = (store: MemoryStore, draft: OrderDraft, takes: ReturnType<typeof stockTakes>) =>
  Effect.flatMap(nextId(store), (id) =>
    write(store, (state): readonly [OrderPlacement, MemoryState] => {
      const taken = [...state.orders.values()].some(
        (stored) =>
          stored.order.websiteId === draft.websiteId && stored.order.idempotencyKey === draft.idempotencyKey,
      )
      if (taken) return [{ _tag: "Duplicate" }, state]
      const stock = takeStock(state, takes)
      if ("short" in stock) return [{ _tag: "OutOfStock", sku: stock.short }, state]
      const cart = stock.state.carts.get(draft.purchasedCartId)
      if (cart === undefined || cart.isPurchased) return [{ _tag: "CartTaken" }, state]
      const order: Order = { ...draft, id }
      return [{ _tag: "Inserted", order }, withOrder(withCart(stock.state, cart.id, id), { order })]
    }),
  )

/** Whether an order matches a merchant's search: its id, e-mail, shopper's name or a SKU, ignoring case. */
export const matchesSearch = (order: Order, search: string): boolean => {
  const needle = search.trim().toLowerCase()
  if (needle === "") return true
  const { firstName, lastName } = order.shippingAddress
  const haystack = [order.id, order.email, `${firstName} ${lastName}`, ...order.items.map((item) => item.sku)]
  return haystack.some((text) => text.toLowerCase().includes(needle))
}

// Newest first; the cursor is the last order of the previous page.
const page = (state: MemoryState, query: OrderQuery) => {
  const all = [...state.orders.values()]
    .map((stored) => stored.order)
    .filter((order) => order.websiteId === query.websiteId)
    .filter((order) => query.status === null || order.status === query.status)
    .filter((order) => matchesSearch(order, query.search))
    .reverse()
  const after = query.cursor === null ? -1 : all.findIndex((order) => order.id === query.cursor)
  // An unknown cursor (stale or forged) is past the end, as on Postgres.
  if (query.cursor !== null && after === -1) return { orders: [], nextCursor: null }
  const start = after + 1
  const orders = all.slice(start, start + query.limit)
  const more = start + query.limit < all.length
  return { orders, nextCursor: more ? (orders.at(-1)?.id ?? null) : null }
}

/**
 * OrderRepository over a memory store: orders live in the store's state beside the carts and the
 * stock, so a failed memory Transaction takes back the order with the stock it took. Ids come from
 * the store's counter; a page's cursor is the id of its last order.
 *
 * @example
 * Layer.provide(program, memoryOrderRepository(makeMemoryStore()))
 */
export const memoryOrderRepository = (store: MemoryStore): Layer.Layer<OrderRepository> =>
  Layer.succeed(
    OrderRepository,
    OrderRepository.of({
      place: (draft) => place(store, draft, stockTakes(draft.items)),
      findByKey: (websiteId, key) =>
        read(store, (state) =>
          Option.fromNullishOr(
            [...state.orders.values()].find(
              (s) => s.order.websiteId === websiteId && s.order.idempotencyKey === key,
            )?.order,
          ),
        ),
      find: (orderId) => read(store, (state) => Option.fromNullishOr(state.orders.get(orderId)?.order)),
      recordPayment: (orderId, paymentId, paid) =>
        write(store, (state) => {
          const stored = state.orders.get(orderId)
          if (stored === undefined || stored.order.status !== "awaiting_payment") return [false, state]
          const order: Order = { ...stored.order, paymentId, status: paid ? "paid" : "awaiting_payment" }
          return [true, withOrder(state, { ...stored, order })]
        }),
      recordPaid: (orderId, paymentId, mail) =>
        Effect.flatMap(Clock.currentTimeMillis, (now) =>
          write(store, (state) => {
            const stored = state.orders.get(orderId)
            if (stored === undefined || stored.order.status !== "awaiting_payment") return [false, state]
            const order: Order = { ...stored.order, paymentId, status: "paid" }
            return [true, withQueued(withOrder(state, { ...stored, order }), [mail], now)]
          }),
        ),
      transition: (orderId, from, to) =>
        write(store, (state) => {
          const stored = state.orders.get(orderId)
          if (stored === undefined || stored.order.status !== from) return [false, state]
          return [true, withOrder(state, { ...stored, order: { ...stored.order, status: to } })]
        }),
      discard: (orderId) =>
        write(store, (state) => {
          const stored = state.orders.get(orderId)
          if (stored === undefined || stored.order.status !== "awaiting_payment")
            return [Option.none(), state]
          const orders = new Map(state.orders)
          orders.delete(orderId)
          return [
            Option.some(stored.order),
            withCart({ ...state, orders }, stored.order.purchasedCartId, null),
          ]
        }),
      list: (query) => read(store, (state) => page(state, query)),
    }),
  )
