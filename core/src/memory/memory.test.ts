import { assert, describe, it } from "@effect/vitest"
import { Deferred, Effect, Fiber, Option, Ref } from "effect"
import { CartRepository, Inventory } from "../cart/port.ts"
import type { Product } from "../catalog/model.ts"
import { Catalog, CatalogEditor } from "../catalog/port.ts"
import { makeProduct, makeVariant } from "../catalog/testing.ts"
import { Transaction } from "../transaction/port.ts"
import { makeMemoryStore, memoryLayer, memoryLayerFor } from "./index.ts"

// What only the memory adapter promises (one program at a time, whole-state rollback, counter ids);
// the behaviour every adapter shares belongs to the contract suites.

const product = (id: string, stock: { qtyInStock: number; unlimited?: boolean }[]): Product =>
  makeProduct({
    id,
    variants: stock.map(({ qtyInStock, unlimited = false }, i) =>
      makeVariant({ id: `${id}-v${i}`, sku: `${id}-SKU${i}`, qtyInStock, unlimited }),
    ),
  })

const draft = (sku: string, quantity: number, additionalFields: string | null = null) => ({
  itemId: "p1",
  quantity,
  chosenVariant: { sku, attributes: {} },
  title: "P1",
  productType: 1 as const,
  imageUrl: null,
  purchasePriceCents: 1000,
  additionalFields,
})

/** The stock of variant "<productId>-v<n>". */
const qty = (variantId: string) =>
  Effect.flatMap(Inventory, (inventory) => inventory.stockOf(variantId.split("-v")[0] ?? "")).pipe(
    Effect.map((records) => records.find((record) => record.variantId === variantId)?.qtyInStock),
  )

describe("memory adapter", () => {
  it.effect("each memoryLayer() starts empty", () =>
    Effect.gen(function* () {
      yield* Effect.flatMap(CatalogEditor, (editor) => editor.save(product("p1", [{ qtyInStock: 1 }]))).pipe(
        Effect.provide(memoryLayer()),
      )
      const list = yield* Effect.flatMap(Catalog, (catalog) => catalog.list).pipe(
        Effect.provide(memoryLayer()),
      )
      assert.deepStrictEqual(list, [])
    }),
  )

  it.effect("Catalog reads the stock Inventory changes, by id or slug, in the order first saved", () =>
    Effect.gen(function* () {
      const editor = yield* CatalogEditor
      const catalog = yield* Catalog
      const inventory = yield* Inventory
      yield* editor.save(product("p1", [{ qtyInStock: 3 }]))
      yield* editor.save(product("p2", [{ qtyInStock: 1 }]))
      yield* editor.save(product("p1", [{ qtyInStock: 5 }, { qtyInStock: 0, unlimited: true }]))
      assert.deepStrictEqual(
        (yield* catalog.list).map((p) => p.id),
        ["p1", "p2"],
      )
      assert.isTrue(yield* inventory.decrement("p1-v0", 2))
      const found = yield* catalog.find("slug-p1")
      assert.strictEqual(Option.getOrUndefined(found)?.variants[0]?.qtyInStock, 3)
      assert.isTrue(Option.isNone(yield* catalog.find("nope")))
    }).pipe(Effect.provide(memoryLayer())),
  )

  it.effect("decrement never goes below zero; release puts units back; unlimited never moves", () =>
    Effect.gen(function* () {
      const inventory = yield* Inventory
      yield* Effect.flatMap(CatalogEditor, (editor) =>
        editor.save(product("p1", [{ qtyInStock: 2 }, { qtyInStock: 0, unlimited: true }])),
      )
      assert.isFalse(yield* inventory.decrement("p1-v0", 3))
      assert.isTrue(yield* inventory.decrement("p1-v0", 2))
      assert.isFalse(yield* inventory.decrement("p1-v0", 1))
      assert.strictEqual(yield* qty("p1-v0"), 0)
      yield* inventory.release("p1-v0", 2)
      assert.strictEqual(yield* qty("p1-v0"), 2)
      assert.isTrue(yield* inventory.decrement("p1-v1", 1_000_000))
      yield* inventory.release("p1-v1", 5)
      assert.strictEqual(yield* qty("p1-v1"), 0)
      assert.isFalse(yield* inventory.decrement("nope", 1))
      yield* inventory.release("nope", 1)
      const exit = yield* Effect.exit(inventory.decrement("p1-v0", -1))
      assert.isTrue(exit._tag === "Failure")
    }).pipe(Effect.provide(memoryLayer())),
  )

  it.effect("concurrent decrements take exactly the stock", () =>
    Effect.gen(function* () {
      const inventory = yield* Inventory
      yield* Effect.flatMap(CatalogEditor, (editor) => editor.save(product("p1", [{ qtyInStock: 5 }])))
      const taken = yield* Effect.all(
        Array.from({ length: 20 }, () => inventory.decrement("p1-v0", 1)),
        { concurrency: "unbounded" },
      )
      assert.strictEqual(taken.filter(Boolean).length, 5)
      assert.strictEqual(yield* qty("p1-v0"), 0)
    }).pipe(Effect.provide(memoryLayer())),
  )

  it.effect("addEntry merges by item, SKU and additional fields; ids are fresh UUIDs", () =>
    Effect.gen(function* () {
      const carts = yield* CartRepository
      const cart = yield* carts.create({ websiteId: "w", currency: "EUR" })
      assert.match(cart.id, /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-8[0-9a-f]{3}-[0-9a-f]{12}$/)
      assert.deepInclude(cart, {
        websiteId: "w",
        currency: "EUR",
        isPurchased: false,
        orderId: null,
        entries: [],
      })
      assert.strictEqual(cart.created, "1970-01-01T00:00:00.000Z")
      const a = Option.getOrThrow(yield* carts.addEntry(cart.id, draft("S", 1)))
      const b = Option.getOrThrow(yield* carts.addEntry(cart.id, draft("S", 2)))
      const c = Option.getOrThrow(yield* carts.addEntry(cart.id, draft("S", 1, "{}")))
      const d = Option.getOrThrow(yield* carts.addEntry(cart.id, draft("M", 1)))
      assert.strictEqual(b.entryId, a.entryId)
      assert.deepStrictEqual(
        d.cart.entries.map((e) => [e.chosenVariant.sku, e.additionalFields, e.quantity]),
        [
          ["S", null, 3],
          ["S", "{}", 1],
          ["M", null, 1],
        ],
      )
      assert.strictEqual(new Set([cart.id, a.entryId, c.entryId, d.entryId]).size, 4)
      assert.isTrue(Option.isNone(yield* carts.addEntry("nope", draft("S", 1))))
      assert.isTrue(Option.isNone(yield* carts.setQuantity(cart.id, "nope", 2)))
      assert.isTrue(Option.isNone(yield* carts.removeEntry("nope", a.entryId)))
      const set = Option.getOrThrow(yield* carts.setQuantity(cart.id, a.entryId, 7))
      assert.strictEqual(set.entries[0]?.quantity, 7)
      const removed = Option.getOrThrow(yield* carts.removeEntry(cart.id, a.entryId))
      assert.strictEqual(removed.entries.length, 2)
      assert.deepStrictEqual(yield* carts.find(cart.id), Option.some(removed))
    }).pipe(Effect.provide(memoryLayer())),
  )

  it.effect("a failed, dying or interrupted transaction leaves nothing behind", () =>
    Effect.gen(function* () {
      const transaction = yield* Transaction
      const carts = yield* CartRepository
      const catalog = yield* Catalog
      const writes = Effect.gen(function* () {
        yield* carts.create({ websiteId: "w", currency: "USD" })
        yield* Effect.flatMap(CatalogEditor, (editor) => editor.save(product("p9", [{ qtyInStock: 1 }])))
      })
      yield* Effect.exit(transaction.run(Effect.andThen(writes, Effect.fail("boom"))))
      yield* Effect.exit(transaction.run(Effect.andThen(writes, Effect.die("bang"))))
      const written = yield* Deferred.make<void>()
      const fiber = yield* Effect.forkChild(
        transaction.run(
          writes.pipe(Effect.andThen(Deferred.succeed(written, undefined)), Effect.andThen(Effect.never)),
        ),
      )
      yield* Deferred.await(written)
      yield* Fiber.interrupt(fiber)
      assert.deepStrictEqual(yield* catalog.list, [])
      const kept = yield* transaction.run(
        Effect.andThen(writes, carts.create({ websiteId: "w", currency: "USD" })),
      )
      assert.isTrue(Option.isSome(yield* carts.find(kept.id)))
      assert.strictEqual((yield* catalog.list).length, 1)
    }).pipe(Effect.provide(memoryLayer())),
  )

  it.effect("a nested run joins the outer one; the outer failure undoes both", () => {
    const store = makeMemoryStore()
    return Effect.gen(function* () {
      const transaction = yield* Transaction
      const editor = yield* CatalogEditor
      const inner = transaction.run(editor.save(product("inner", [])))
      const result = yield* Effect.exit(
        transaction.run(
          Effect.andThen(inner, Effect.andThen(editor.save(product("outer", [])), Effect.fail("no"))),
        ),
      )
      assert.strictEqual(result._tag, "Failure")
      assert.strictEqual((yield* Ref.get(store.state)).products.size, 0)
      yield* transaction.run(Effect.andThen(inner, transaction.run(editor.save(product("outer", [])))))
      assert.deepStrictEqual([...(yield* Ref.get(store.state)).products.keys()], ["inner", "outer"])
    }).pipe(Effect.provide(memoryLayerFor(store)))
  })

  it.effect("programs run one at a time: a lone call waits for the running transaction", () =>
    Effect.gen(function* () {
      const transaction = yield* Transaction
      const editor = yield* CatalogEditor
      const catalog = yield* Catalog
      const started = yield* Deferred.make<void>()
      const finish = yield* Deferred.make<void>()
      const seen = yield* Ref.make<string[]>([])
      const slow = transaction.run(
        Effect.gen(function* () {
          yield* editor.save(product("half-done", []))
          yield* Deferred.succeed(started, undefined)
          yield* Deferred.await(finish)
          return yield* Effect.fail("rolled back")
        }),
      )
      const fiber = yield* Effect.forkChild(Effect.exit(slow))
      yield* Deferred.await(started)
      const reader = yield* Effect.forkChild(
        Effect.tap(catalog.list, (list) => Ref.update(seen, (s) => [...s, ...list.map((p) => p.id)])),
      )
      yield* Effect.yieldNow
      assert.isUndefined(reader.pollUnsafe())
      yield* Deferred.succeed(finish, undefined)
      yield* Fiber.join(fiber)
      yield* Fiber.join(reader)
      assert.deepStrictEqual(yield* Ref.get(seen), [])
    }).pipe(Effect.provide(memoryLayer())),
  )
})
