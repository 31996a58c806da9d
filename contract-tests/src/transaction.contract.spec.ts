import { assert, layer } from "@effect/vitest"
import { CartRepository, Inventory } from "@vitrine/core/cart"
import { Catalog, CatalogEditor, type Product } from "@vitrine/core/catalog"
import { Transaction } from "@vitrine/core/transaction"
import { Deferred, Effect, Exit, Fiber, Option } from "effect"
import { aDraft, aProduct, aVariant, freshId } from "./setup/fixtures.ts"
import type { MakeLayer, SuiteOptions } from "./setup/suite.ts"

const atomically = <A, E, R>(effect: Effect.Effect<A, E, R>) =>
  Transaction.use((transaction) => transaction.run(effect))
const saved = (product: Product) => CatalogEditor.use((editor) => editor.save(product))
const found = (id: string) => Catalog.use((catalog) => catalog.find(id))
const quantityOf = (itemId: string) =>
  Effect.map(
    Inventory.use((inventory) => inventory.stockOf(itemId)),
    (records) => records[0]?.qtyInStock,
  )

/** What `writeEverywhere` wrote, to look for afterwards. */
interface Written {
  readonly productId: string
  readonly cartId: string
  readonly stockId: string
}

/** A product saved with a stock of 5, whose decrements the tests watch. */
const stocked = Effect.gen(function* () {
  const stock = aProduct({ variants: [aVariant({ qtyInStock: 5 })] })
  yield* saved(stock)
  return stock
})

/** Writes through every port: a product, a cart with a line, and a decrement of 2 from `stock`. */
const writeEverywhere = (
  stock: Product,
): Effect.Effect<Written, never, CatalogEditor | CartRepository | Inventory> =>
  Effect.gen(function* () {
    const product = aProduct()
    yield* saved(product)
    const carts = yield* CartRepository
    const cart = yield* carts.create({ websiteId: "site-1", currency: "USD" })
    yield* carts.addEntry(cart.id, aDraft({ itemId: product.id }))
    const inventory = yield* Inventory
    assert.isTrue(yield* inventory.decrement(stock.variants[0]?.id ?? "", 2))
    return { productId: product.id, cartId: cart.id, stockId: stock.id }
  })

/** None of the writes of `writeEverywhere` is there. */
const nothingLanded = (written: Written) =>
  Effect.gen(function* () {
    assert.isTrue(Option.isNone(yield* found(written.productId)), "the product was rolled back")
    assert.isTrue(
      Option.isNone(yield* CartRepository.use((carts) => carts.find(written.cartId))),
      "the cart too",
    )
    assert.strictEqual(yield* quantityOf(written.stockId), 5, "the decrement too")
  })

/** Runs `writeEverywhere` in a transaction that then ends with `ending`, and checks nothing landed. */
const rolledBackBy = (ending: Effect.Effect<never, string>) =>
  Effect.gen(function* () {
    const stock = yield* stocked
    let written: Written | undefined
    const exit = yield* Effect.exit(
      atomically(
        Effect.gen(function* () {
          written = yield* writeEverywhere(stock)
          return yield* ending
        }),
      ),
    )
    assert.isTrue(Exit.isFailure(exit))
    if (written === undefined) return assert.fail("the writes never ran")
    yield* nothingLanded(written)
    return exit
  })

/**
 * The Transaction contract: a program's writes all land, or none do; nesting joins the outer unit.
 *
 * @example
 * suite("memory", memoryLayer)
 */
export const suite = (name: string, makeLayer: MakeLayer, _options: SuiteOptions = {}): void =>
  layer(makeLayer(), { timeout: "60 seconds" })(`Transaction contract (${name})`, (it) => {
    it.effect("run commits every write of a program that succeeds, and returns its value", () =>
      Effect.gen(function* () {
        const written = yield* atomically(Effect.flatMap(stocked, writeEverywhere))
        assert.isTrue(Option.isSome(yield* found(written.productId)))
        const cart = yield* CartRepository.use((carts) => carts.find(written.cartId))
        assert.strictEqual(Option.getOrThrow(cart).entries.length, 1)
        assert.strictEqual(yield* quantityOf(written.stockId), 3)
      }),
    )

    it.effect("run rolls back every write when the program fails, and fails with its error", () =>
      Effect.gen(function* () {
        const exit = yield* rolledBackBy(Effect.fail("out of stock"))
        assert.deepStrictEqual(exit, Exit.fail("out of stock"))
      }),
    )

    it.effect("run rolls back every write when the program dies", () =>
      Effect.gen(function* () {
        const exit = yield* rolledBackBy(Effect.die(new Error("bug")))
        assert.isTrue(Exit.hasDies(exit))
      }),
    )

    it.effect("run rolls back every write when the program is interrupted", () =>
      Effect.gen(function* () {
        const stock = yield* stocked
        const wrote = yield* Deferred.make<Written>()
        const fiber = yield* Effect.forkChild(
          atomically(
            Effect.flatMap(writeEverywhere(stock), (written) =>
              Effect.andThen(Deferred.succeed(wrote, written), Effect.never),
            ),
          ),
        )
        const written = yield* Deferred.await(wrote)
        yield* Fiber.interrupt(fiber)
        yield* nothingLanded(written)
      }),
    )

    it.effect("a run inside a run joins it: the inner writes roll back with the outer", () =>
      Effect.gen(function* () {
        const product = aProduct()
        const exit = yield* Effect.exit(
          atomically(Effect.andThen(atomically(saved(product)), Effect.fail("later"))),
        )
        assert.deepStrictEqual(exit, Exit.fail("later"))
        assert.isTrue(Option.isNone(yield* found(product.id)))
        const committed = aProduct()
        yield* atomically(Effect.andThen(atomically(saved(committed)), atomically(found(committed.id))))
        assert.isTrue(Option.isSome(yield* found(committed.id)))
      }),
    )

    it.effect("a program reads its own writes before they are committed", () =>
      Effect.gen(function* () {
        const product = aProduct()
        const read = yield* atomically(Effect.andThen(saved(product), found(product.id)))
        assert.deepStrictEqual(read, Option.some(product))
      }),
    )

    it.effect("a call outside never sees a transaction's writes that are then rolled back", () =>
      Effect.gen(function* () {
        const product = aProduct()
        const savedIt = yield* Deferred.make<void>()
        const finish = yield* Deferred.make<void>()
        const program = yield* Effect.forkChild(
          Effect.exit(
            atomically(
              Effect.gen(function* () {
                yield* saved(product)
                yield* Deferred.succeed(savedIt, undefined)
                yield* Deferred.await(finish)
                return yield* Effect.fail("rolled back")
              }),
            ),
          ),
        )
        yield* Deferred.await(savedIt)
        // Depending on the adapter this read waits for the transaction or runs beside it; either way
        // it must not see the product.
        const outside = yield* Effect.forkChild(found(product.id))
        yield* Deferred.succeed(finish, undefined)
        assert.deepStrictEqual(yield* Fiber.join(program), Exit.fail("rolled back"))
        assert.isTrue(Option.isNone(yield* Fiber.join(outside)))
      }),
    )

    it.effect("programs on different data commit independently", () =>
      Effect.gen(function* () {
        const products = [aProduct(), aProduct(), aProduct(), aProduct()]
        yield* Effect.all(
          products.map((product, index) =>
            Effect.exit(
              atomically(Effect.andThen(saved(product), index % 2 === 0 ? Effect.void : Effect.fail("no"))),
            ),
          ),
          { concurrency: "unbounded" },
        )
        const present = yield* Effect.forEach(products, (product) =>
          Effect.map(found(product.id), Option.isSome),
        )
        assert.deepStrictEqual(present, [true, false, true, false])
        assert.isTrue(Option.isNone(yield* found(freshId())))
      }),
    )
  })
