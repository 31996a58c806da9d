import { assert, describe, it } from "@effect/vitest"
import { Effect, Layer, Ref } from "effect"
import { Inventory } from "../cart/port.ts"
import { seed } from "../cart/program.test-support.ts"
import { makeMemoryStore, memoryLayerFor } from "../memory/index.ts"
import { cancelOrder, fulfilOrder, getOrder, listOrders, reinstateOrder, unfulfilOrder } from "./merchant.ts"
import { placeOrder } from "./place-order.ts"
import type { ChargeRequest } from "./port.ts"
import { addLine, CHECKOUT_STORE, orderInput, scriptedPayments, stocked } from "./program.test-support.ts"

const layer = () =>
  Layer.merge(
    memoryLayerFor(makeMemoryStore()),
    scriptedPayments(Ref.makeUnsafe<readonly ChargeRequest[]>([])),
  )

const stockLeft = (itemId: string) =>
  Effect.map(
    Inventory.use((inventory) => inventory.stockOf(itemId)),
    (records) => records[0]?.qtyInStock,
  )

describe("merchant order programs", () => {
  it.effect("cancelling a paid order puts its stock back; a cancelled order cannot be fulfilled", () =>
    Effect.gen(function* () {
      const mug = stocked(4)
      yield* seed(mug)
      const { order } = yield* placeOrder(CHECKOUT_STORE, orderInput(yield* addLine(mug, 3)))
      assert.strictEqual(yield* stockLeft(mug.id), 1)
      const cancelled = yield* cancelOrder("site-1", order.id)
      assert.strictEqual(cancelled.status, "cancelled")
      assert.strictEqual(yield* stockLeft(mug.id), 4)
      const conflict = yield* Effect.flip(fulfilOrder("site-1", order.id))
      assert.strictEqual(conflict.message, "This order is cancelled and cannot be fulfilled.")
      const again = yield* Effect.flip(cancelOrder("site-1", order.id))
      assert.strictEqual(again._tag, "OrderStateConflict")
      assert.strictEqual(yield* stockLeft(mug.id), 4)
    }).pipe(Effect.provide(layer())),
  )

  it.effect("another website's order is not found; the list pages newest first and searches", () =>
    Effect.gen(function* () {
      const mug = stocked(10)
      yield* seed(mug)
      const ids: string[] = []
      for (let i = 0; i < 3; i++) {
        const email = i === 1 ? "grace@example.com" : "ada@example.com"
        const input = orderInput(yield* addLine(mug, 1))
        ids.push(
          (yield* placeOrder(CHECKOUT_STORE, { ...input, address: { ...input.address, email } })).order.id,
        )
      }
      assert.strictEqual((yield* Effect.flip(getOrder("site-2", ids[0] ?? ""))).message, "Order not found.")
      const first = yield* listOrders({
        websiteId: "site-1",
        status: null,
        search: "",
        cursor: null,
        limit: 2,
      })
      assert.deepStrictEqual(
        first.orders.map((o) => o.id),
        [ids[2], ids[1]],
      )
      const second = yield* listOrders({
        websiteId: "site-1",
        status: null,
        search: "",
        cursor: first.nextCursor,
        limit: 2,
      })
      assert.deepStrictEqual(
        second.orders.map((o) => o.id),
        [ids[0]],
      )
      assert.isNull(second.nextCursor)
      const found = yield* listOrders({
        websiteId: "site-1",
        status: "paid",
        search: "GRACE",
        cursor: null,
        limit: 50,
      })
      assert.deepStrictEqual(
        found.orders.map((o) => o.id),
        [ids[1]],
      )
      yield* fulfilOrder("site-1", ids[1] ?? "")
      const fulfilled = yield* listOrders({
        websiteId: "site-1",
        status: "fulfilled",
        search: "",
        cursor: null,
        limit: 50,
      })
      assert.deepStrictEqual(
        fulfilled.orders.map((o) => o.id),
        [ids[1]],
      )
    }).pipe(Effect.provide(layer())),
  )

  it.effect(
    "each merchant step has its undo: fulfil ↔ unfulfil, cancel ↔ reinstate (stock taken again)",
    () =>
      Effect.gen(function* () {
        const mug = stocked(4)
        yield* seed(mug)
        const { order } = yield* placeOrder(CHECKOUT_STORE, orderInput(yield* addLine(mug, 3)))
        assert.strictEqual((yield* fulfilOrder("site-1", order.id)).status, "fulfilled")
        assert.strictEqual((yield* unfulfilOrder("site-1", order.id)).status, "paid")
        assert.strictEqual((yield* Effect.flip(unfulfilOrder("site-1", order.id)))._tag, "OrderStateConflict")
        yield* cancelOrder("site-1", order.id)
        assert.strictEqual(yield* stockLeft(mug.id), 4)
        assert.strictEqual((yield* reinstateOrder("site-1", order.id)).status, "paid")
        assert.strictEqual(yield* stockLeft(mug.id), 1)
        assert.strictEqual((yield* getOrder("site-1", order.id)).status, "paid")
        assert.strictEqual(
          (yield* Effect.flip(reinstateOrder("site-1", order.id)))._tag,
          "OrderStateConflict",
        )
      }).pipe(Effect.provide(layer())),
  )

  it.effect(
    "reinstating a cancelled order whose units were sold since fails with the stock message and stays cancelled",
    () =>
      Effect.gen(function* () {
        const mug = stocked(3)
        yield* seed(mug)
        const { order } = yield* placeOrder(CHECKOUT_STORE, orderInput(yield* addLine(mug, 2)))
        yield* cancelOrder("site-1", order.id)
        yield* placeOrder(CHECKOUT_STORE, orderInput(yield* addLine(mug, 2)))
        const refused = yield* Effect.flip(reinstateOrder("site-1", order.id))
        assert.strictEqual(refused._tag, "OrderOutOfStock")
        assert.strictEqual((yield* getOrder("site-1", order.id)).status, "cancelled")
        assert.strictEqual(yield* stockLeft(mug.id), 1)
      }).pipe(Effect.provide(layer())),
  )
})
