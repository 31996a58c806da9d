import { assert, describe, it } from "@effect/vitest"
import { Effect, Option } from "effect"
import { makeProduct, makeVariant } from "../catalog/fixtures.test-support.ts"
import { ProductType } from "../catalog/product-type.ts"
import { add, markPurchased, seed, snapshot, withMemory } from "./program.test-support.ts"
import { changeQuantity, getCart, removeEntry } from "./program.ts"

const stocked = (qtyInStock: number, productType: ProductType = ProductType.PHYSICAL) =>
  makeProduct({ productType, variants: [makeVariant({ sku: "ONE", qtyInStock })] })

/** A cart holding `quantity` of a product with `stock` units. */
const cartWith = (stock: number, quantity: number, productType: ProductType = ProductType.PHYSICAL) =>
  Effect.gen(function* () {
    const product = stocked(stock, productType)
    yield* seed(product)
    const { cartId, newlyAdded } = yield* add({ itemId: product.id, quantity })
    return { product, cartId, entryId: newlyAdded.id }
  })

describe("changeQuantity", () => {
  it.effect.each([1, "3", " 5 ", 5])("sets the quantity to %j", (quantity) =>
    withMemory(() =>
      Effect.gen(function* () {
        const { cartId, entryId } = yield* cartWith(5, 2)
        const cart = yield* changeQuantity(cartId, entryId, quantity)
        assert.strictEqual(cart.entries[0]?.quantity, Number(quantity))
        assert.strictEqual(cart.totalQuantity, Number(quantity))
        assert.strictEqual(cart.subtotalCents, Number(quantity) * 1000)
        assert.deepStrictEqual(yield* getCart(cartId), Option.some(cart))
      }),
    ),
  )

  it.effect.each([
    ["abc", "Quantity must be a number."],
    ["2.5", "Quantity must be a whole number"],
    [null, "Quantity must be a number."],
    [0, "Quantity must be at least 1."],
    ["10000", "Quantity must be 9999 or less."],
    [6, "Sorry, we do not have enough of that item available."],
  ])("ADDCART-016..018 a change to %j is refused with %j and changes nothing", ([quantity, message]) =>
    withMemory((memory) =>
      Effect.gen(function* () {
        const { cartId, entryId } = yield* cartWith(5, 2)
        const before = yield* snapshot(memory)
        const error = yield* Effect.flip(changeQuantity(cartId, entryId, quantity))
        assert.strictEqual(error._tag, "CartChangeRejected")
        assert.strictEqual(error.message, message)
        assert.deepStrictEqual(yield* snapshot(memory), before)
      }),
    ),
  )

  it.effect("STOCK-002 the line's own units do not count against it; other lines of the variant do", () =>
    withMemory(() =>
      Effect.gen(function* () {
        const { product, cartId, entryId } = yield* cartWith(5, 2)
        const other = yield* add({ cartId, itemId: product.id, quantity: 1, additionalFields: "{}" })
        const error = yield* Effect.flip(changeQuantity(cartId, entryId, 5))
        assert.strictEqual(error._tag, "CartChangeRejected")
        const cart = yield* changeQuantity(cartId, entryId, 4)
        assert.strictEqual(cart.totalQuantity, 5)
        const otherCart = yield* changeQuantity(cartId, other.newlyAdded.id, 1)
        assert.strictEqual(otherCart.totalQuantity, 5)
      }),
    ),
  )

  it.effect.each([ProductType.DIGITAL, ProductType.GIFT_CARD])(
    "DISPLAY-004 a line of product type %s is not limited by stock",
    (productType) =>
      withMemory(() =>
        Effect.gen(function* () {
          const { cartId, entryId } = yield* cartWith(0, 1, productType)
          const cart = yield* changeQuantity(cartId, entryId, 40)
          assert.strictEqual(cart.totalQuantity, 40)
        }),
      ),
  )

  it.effect("STOCK-002 unlimited stock allows any quantity up to 9999", () =>
    withMemory(() =>
      Effect.gen(function* () {
        const product = makeProduct({ variants: [makeVariant({ qtyInStock: 0, unlimited: true })] })
        yield* seed(product)
        const { cartId, newlyAdded } = yield* add({ itemId: product.id })
        const cart = yield* changeQuantity(cartId, newlyAdded.id, 9999)
        assert.strictEqual(cart.totalQuantity, 9999)
      }),
    ),
  )

  it.effect.each([null, "no-such-cart"])("ERR changing a line of cart %j fails with CartNotFound", (cartId) =>
    withMemory(() =>
      Effect.gen(function* () {
        const { entryId } = yield* cartWith(5, 1)
        const error = yield* Effect.flip(changeQuantity(cartId, entryId, 2))
        assert.strictEqual(error._tag, "CartNotFound")
      }),
    ),
  )

  it.effect("ERR-001 an unknown line, or another cart's line, fails with 'Unable to update quantity'", () =>
    withMemory(() =>
      Effect.gen(function* () {
        const mine = yield* cartWith(5, 1)
        const theirs = yield* cartWith(5, 1)
        for (const entryId of ["no-such-entry", theirs.entryId]) {
          const error = yield* Effect.flip(changeQuantity(mine.cartId, entryId, 2))
          assert.strictEqual(error._tag, "CartEntryNotFound")
          assert.strictEqual(error.message, "Unable to update quantity")
        }
      }),
    ),
  )

  it.effect("a purchased cart can no longer be changed", () =>
    withMemory((memory) =>
      Effect.gen(function* () {
        const { cartId, entryId } = yield* cartWith(5, 1)
        yield* markPurchased(memory, cartId)
        assert.strictEqual((yield* Effect.flip(changeQuantity(cartId, entryId, 2)))._tag, "CartNotFound")
        assert.strictEqual((yield* Effect.flip(removeEntry(cartId, entryId)))._tag, "CartNotFound")
      }),
    ),
  )
})

describe("removeEntry", () => {
  it.effect("removing the last line leaves an empty cart", () =>
    withMemory(() =>
      Effect.gen(function* () {
        const { product, cartId, entryId } = yield* cartWith(5, 2)
        const kept = yield* add({ cartId, itemId: product.id, additionalFields: "{}" })
        const cart = yield* removeEntry(cartId, entryId)
        assert.deepStrictEqual(
          cart.entries.map((entry) => entry.id),
          [kept.newlyAdded.id],
        )
        const empty = yield* removeEntry(cartId, kept.newlyAdded.id)
        assert.deepInclude(empty, {
          totalQuantity: 0,
          subtotalCents: 0,
          hasDigital: false,
          requiresShipping: false,
        })
        assert.strictEqual(Option.getOrUndefined(yield* getCart(cartId))?.entries.length, 0)
      }),
    ),
  )

  it.effect("ERR-001 removing a line twice, or another cart's line, fails with 'Unable to remove item'", () =>
    withMemory(() =>
      Effect.gen(function* () {
        const mine = yield* cartWith(5, 1)
        const theirs = yield* cartWith(5, 1)
        yield* removeEntry(mine.cartId, mine.entryId)
        for (const entryId of [mine.entryId, theirs.entryId, "no-such-entry"]) {
          const error = yield* Effect.flip(removeEntry(mine.cartId, entryId))
          assert.strictEqual(error._tag, "CartEntryNotFound")
          assert.strictEqual(error.message, "Unable to remove item")
        }
        assert.strictEqual(Option.getOrUndefined(yield* getCart(theirs.cartId))?.entries.length, 1)
      }),
    ),
  )

  it.effect.each([null, "no-such-cart"])("ERR removing from cart %j fails with CartNotFound", (cartId) =>
    withMemory(() =>
      Effect.gen(function* () {
        const { entryId } = yield* cartWith(5, 1)
        const error = yield* Effect.flip(removeEntry(cartId, entryId))
        assert.strictEqual(error._tag, "CartNotFound")
        assert.strictEqual(error.message, "Your cart is empty.")
      }),
    ),
  )
})

describe("getCart", () => {
  it.effect.each([null, "no-such-cart", ""])("cart %j is none", (cartId) =>
    withMemory(() =>
      Effect.gen(function* () {
        assert.isTrue(Option.isNone(yield* getCart(cartId)))
      }),
    ),
  )
})
