import { assert, layer } from "@effect/vitest"
import { Inventory, type StockRecord } from "@vitrine/core/cart"
import { CatalogEditor } from "@vitrine/core/catalog"
import { Effect, Exit } from "effect"
import fc from "fast-check"
import { aProduct, aVariant, freshId } from "./setup/fixtures.ts"
import type { MakeLayer, SuiteOptions } from "./setup/suite.ts"

/** The current `qtyInStock` of one variant, read through `stockOf` of its product. */
const quantityOf = (itemId: string, variantId: string) =>
  Effect.map(
    Inventory.use((inventory) => inventory.stockOf(itemId)),
    (records) => records.find((record) => record.variantId === variantId)?.qtyInStock,
  )

const decrement = (variantId: string, quantity: number) =>
  Inventory.use((inventory) => inventory.decrement(variantId, quantity))
const release = (variantId: string, quantity: number) =>
  Inventory.use((inventory) => inventory.release(variantId, quantity))

/** A product with one variant of this stock; returns the product and variant ids. */
const oneVariant = (stock: { readonly qtyInStock: number; readonly unlimited?: boolean }) =>
  Effect.gen(function* () {
    const variant = aVariant({ qtyInStock: stock.qtyInStock, unlimited: stock.unlimited ?? false })
    const product = aProduct({ variants: [variant] })
    yield* CatalogEditor.use((editor) => editor.save(product))
    return { itemId: product.id, variantId: variant.id }
  })

/**
 * The Inventory contract: stock records, and the atomic moves checkout needs.
 *
 * @example
 * suite("memory", memoryLayer)
 */
export const suite = (name: string, makeLayer: MakeLayer, options: SuiteOptions = {}): void =>
  layer(makeLayer(), { timeout: "60 seconds" })(`Inventory contract (${name})`, (it) => {
    it.effect("STOCK-001 stockOf gives one record per variant, in the product's order", () =>
      Effect.gen(function* () {
        const variants = [aVariant({ qtyInStock: 3 }), aVariant({ qtyInStock: 0, unlimited: true })]
        const product = aProduct({ variants })
        yield* CatalogEditor.use((editor) => editor.save(product))
        const expected: StockRecord[] = variants.map((variant) => ({
          variantId: variant.id,
          sku: variant.sku,
          unlimited: variant.unlimited,
          qtyInStock: variant.qtyInStock,
        }))
        assert.deepStrictEqual(yield* Inventory.use((inventory) => inventory.stockOf(product.id)), expected)
      }),
    )

    it.effect("STOCK-001 stockOf is empty for an unknown item and for a product without variants", () =>
      Effect.gen(function* () {
        const product = aProduct({ variants: [] })
        yield* CatalogEditor.use((editor) => editor.save(product))
        assert.deepStrictEqual(yield* Inventory.use((inventory) => inventory.stockOf(freshId())), [])
        assert.deepStrictEqual(yield* Inventory.use((inventory) => inventory.stockOf(product.id)), [])
      }),
    )

    it.effect("decrement takes the units when there are enough, down to exactly zero", () =>
      Effect.gen(function* () {
        const { itemId, variantId } = yield* oneVariant({ qtyInStock: 5 })
        assert.isTrue(yield* decrement(variantId, 2))
        assert.strictEqual(yield* quantityOf(itemId, variantId), 3)
        assert.isTrue(yield* decrement(variantId, 3))
        assert.strictEqual(yield* quantityOf(itemId, variantId), 0)
      }),
    )

    it.effect("decrement returns false when short and leaves the stock as it was", () =>
      Effect.gen(function* () {
        const { itemId, variantId } = yield* oneVariant({ qtyInStock: 2 })
        assert.isFalse(yield* decrement(variantId, 3))
        assert.strictEqual(yield* quantityOf(itemId, variantId), 2)
        assert.isTrue(yield* decrement(variantId, 2))
        assert.isFalse(yield* decrement(variantId, 1))
        assert.strictEqual(yield* quantityOf(itemId, variantId), 0)
      }),
    )

    it.effect("decrement of unlimited stock always succeeds and changes nothing", () =>
      Effect.gen(function* () {
        const { itemId, variantId } = yield* oneVariant({ qtyInStock: 0, unlimited: true })
        assert.isTrue(yield* decrement(variantId, 9999))
        assert.isTrue(yield* decrement(variantId, 1))
        assert.strictEqual(yield* quantityOf(itemId, variantId), 0)
      }),
    )

    it.effect("decrement of an unknown variant returns false; releasing one is a no-op", () =>
      Effect.gen(function* () {
        assert.isFalse(yield* decrement(freshId(), 1))
        yield* release(freshId(), 1)
      }),
    )

    it.effect("release puts back what decrement took; on unlimited stock it changes nothing", () =>
      Effect.gen(function* () {
        const limited = yield* oneVariant({ qtyInStock: 4 })
        assert.isTrue(yield* decrement(limited.variantId, 3))
        yield* release(limited.variantId, 3)
        assert.strictEqual(yield* quantityOf(limited.itemId, limited.variantId), 4)
        const unlimited = yield* oneVariant({ qtyInStock: 2, unlimited: true })
        yield* release(unlimited.variantId, 5)
        assert.strictEqual(yield* quantityOf(unlimited.itemId, unlimited.variantId), 2)
      }),
    )

    it.effect("a negative or fractional move is a defect, not a stock answer", () =>
      Effect.gen(function* () {
        const { itemId, variantId } = yield* oneVariant({ qtyInStock: 4 })
        for (const quantity of [-1, 1.5, Number.NaN]) {
          const decremented = yield* Effect.exit(decrement(variantId, quantity))
          const released = yield* Effect.exit(release(variantId, quantity))
          assert.isTrue(Exit.hasDies(decremented), `decrement(${quantity})`)
          assert.isTrue(Exit.hasDies(released), `release(${quantity})`)
        }
        assert.strictEqual(yield* quantityOf(itemId, variantId), 4)
      }),
    )

    it.effect("stock follows a model under any sequence of moves and never goes below zero", () =>
      Effect.gen(function* () {
        const context = yield* Effect.context<Inventory | CatalogEditor>()
        const model = (
          initial: number,
          moves: ReadonlyArray<{ readonly take: boolean; readonly quantity: number }>,
        ) =>
          Effect.gen(function* () {
            const { itemId, variantId } = yield* oneVariant({ qtyInStock: initial })
            let expected = initial
            for (const move of moves) {
              if (move.take) {
                const taken = yield* decrement(variantId, move.quantity)
                assert.strictEqual(taken, move.quantity <= expected)
                if (taken) expected -= move.quantity
              } else {
                yield* release(variantId, move.quantity)
                expected += move.quantity
              }
            }
            assert.strictEqual(yield* quantityOf(itemId, variantId), expected)
          })
        const moves = fc.array(fc.record({ take: fc.boolean(), quantity: fc.nat({ max: 4 }) }), {
          maxLength: 8,
        })
        yield* Effect.promise(() =>
          fc.assert(
            fc.asyncProperty(fc.nat({ max: 6 }), moves, (initial, sequence) =>
              Effect.runPromise(Effect.provide(model(initial, sequence), context)),
            ),
            { numRuns: 25 },
          ),
        )
      }),
    )

    it.effect.runIf(options.severalConnections === true)(
      "50 parallel decrements of a stock of 10 take it to exactly 0 with exactly ten successes",
      () =>
        Effect.gen(function* () {
          const { itemId, variantId } = yield* oneVariant({ qtyInStock: 10 })
          const results = yield* Effect.all(
            Array.from({ length: 50 }, () => decrement(variantId, 1)),
            { concurrency: "unbounded" },
          )
          assert.strictEqual(results.filter(Boolean).length, 10)
          assert.strictEqual(yield* quantityOf(itemId, variantId), 0)
        }),
    )
  })
