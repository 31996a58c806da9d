import { assert, describe, it } from "@effect/vitest"
import { addToCart, CartRepository } from "@vitrine/core/cart"
import { CatalogEditor } from "@vitrine/core/catalog"
import type { FormRepository } from "@vitrine/core/form"
import { Transaction } from "@vitrine/core/transaction"
import { Effect, Exit, Layer, Option } from "effect"
import { pgliteOptions, serverOptions } from "../../../contract-tests/src/setup/database.ts"
import { aDraft, aProduct, aVariant } from "../../../contract-tests/src/setup/fixtures.ts"
import { type PostgresOptions, postgresLayer } from "../src/index.ts"

type Requirements = CartRepository | CatalogEditor | FormRepository | Transaction

const store = { websiteId: "site-1", currency: "USD" } as const

/** Runs `body` on a fresh layer over `options` that records every round trip. */
const counting = <A, E>(
  options: PostgresOptions,
  body: (trips: (readonly string[])[]) => Effect.Effect<A, E, Requirements>,
) => {
  const trips: (readonly string[])[] = []
  const layer = postgresLayer({ ...options, onRoundTrip: (statements) => trips.push(statements) })
  return body(trips).pipe(Effect.provide(Layer.fresh(layer)))
}

const aSavedProduct = Effect.gen(function* () {
  const variant = aVariant({ qtyInStock: 100 })
  const product = aProduct({ variants: [variant] })
  yield* CatalogEditor.use((editor) => editor.save(product))
  return { itemId: product.id, sku: variant.sku, quantity: 1, additionalFields: null, cartId: null }
})

const suite = (name: string, options: () => Promise<PostgresOptions>) =>
  describe(`add-to-cart batching on ${name}`, () => {
    const onFresh = <A, E>(body: (trips: (readonly string[])[]) => Effect.Effect<A, E, Requirements>) =>
      Effect.flatMap(Effect.promise(options), (opened) => counting(opened, body))

    it.effect("visitors adding at the same moment share one read and one write", () =>
      onFresh((trips) =>
        Effect.gen(function* () {
          const input = yield* aSavedProduct
          trips.length = 0
          const adds = yield* Effect.all(
            Array.from({ length: 8 }, () => addToCart(store, input)),
            { concurrency: "unbounded" },
          )
          assert.strictEqual(new Set(adds.map((added) => added.cartId)).size, 8)
          assert.strictEqual(trips.length, 2, "one read, one write for all eight")
        }),
      ),
    )

    it.effect("a request that fails inside a batch fails alone", () =>
      onFresh(() =>
        Effect.gen(function* () {
          const carts = yield* CartRepository
          const target = { _tag: "New", ...store } as const
          // quantity 0 breaks the lines' CHECK constraint: a defect for that request only.
          const drafts = [aDraft(), aDraft({ quantity: 0 }), aDraft()]
          const exits = yield* Effect.all(
            drafts.map((draft) => Effect.exit(carts.addEntryIfUnchanged(target, draft))),
            { concurrency: "unbounded" },
          )
          assert.deepStrictEqual(
            exits.map((exit) => (Exit.isSuccess(exit) ? Option.isSome(exit.value) : "died")),
            [true, "died", true],
          )
        }),
      ),
    )

    it.effect("inside a transaction each request goes alone on the transaction's connection", () =>
      onFresh((trips) =>
        Effect.gen(function* () {
          const input = yield* aSavedProduct
          trips.length = 0
          const added = yield* Transaction.use((transaction) => transaction.run(addToCart(store, input)))
          assert.strictEqual(added.cart.entries.length, 1)
          assert.deepStrictEqual(
            trips.map((statements) => statements.length),
            [2, 1, 1],
            "[BEGIN + read], [write], [COMMIT]",
          )
        }),
      ),
    )
  })

suite("PGlite", pgliteOptions)
describe.skipIf(serverOptions() === undefined)("on the Postgres server", () => {
  suite("the Postgres server", async () => serverOptions() ?? {})
})
