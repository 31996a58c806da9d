import { assert, describe, it } from "@effect/vitest"
import { addToCart } from "@vitrine/core/cart"
import { CatalogEditor } from "@vitrine/core/catalog"
import { Effect, Layer } from "effect"
import { pgliteOptions, serverOptions } from "../../../contract-tests/src/setup/database.ts"
import { aProduct, aVariant } from "../../../contract-tests/src/setup/fixtures.ts"
import { type PostgresOptions, postgresLayer } from "../src/index.ts"

const store = { websiteId: "site-1", currency: "USD" } as const

/**
 * The round trips of a first add-to-cart (which creates the cart) and of a second one, on a database
 * that records every trip. The numbers are the adapter's budget: one statement reads the product, its
 * stock and the cart; one writes the line (and the new cart), with no transaction around them.
 */
const tripsOfAddToCart = (options: PostgresOptions) =>
  Effect.gen(function* () {
    const trips: (readonly string[])[] = []
    const layer = postgresLayer({ ...options, onRoundTrip: (statements) => trips.push(statements) })
    return yield* Effect.gen(function* () {
      const variant = aVariant({ qtyInStock: 10 })
      const product = aProduct({ variants: [variant] })
      yield* CatalogEditor.use((editor) => editor.save(product))
      const input = { itemId: product.id, sku: variant.sku, quantity: 1, additionalFields: null }
      trips.length = 0
      const first = yield* addToCart(store, { ...input, cartId: null })
      const firstTrips = trips.splice(0)
      yield* addToCart(store, { ...input, cartId: first.cartId })
      return { first: firstTrips, second: trips.splice(0) }
    }).pipe(Effect.provide(Layer.fresh(layer)))
  })

const expectBudget = (trips: { first: (readonly string[])[]; second: (readonly string[])[] }) => {
  for (const add of [trips.first, trips.second]) {
    assert.strictEqual(add.length, 2, "[product, stock and cart], [line (and new cart)]")
    assert.isTrue(
      add.every((statements) => statements.length === 1),
      "one statement a trip, no BEGIN or COMMIT",
    )
  }
}

describe("SQL round trips of add-to-cart", () => {
  it.effect("on PGlite: 2 for a new cart, 2 for an existing one", () =>
    Effect.flatMap(Effect.flatMap(Effect.promise(pgliteOptions), tripsOfAddToCart), (trips) =>
      Effect.sync(() => expectBudget(trips)),
    ),
  )

  it.effect.skipIf(serverOptions() === undefined)("on the Postgres server: the same", () =>
    Effect.flatMap(tripsOfAddToCart(serverOptions() ?? {}), (trips) =>
      Effect.sync(() => expectBudget(trips)),
    ),
  )
})
