import { assert, describe, it } from "@effect/vitest"
import { Effect } from "effect"
import { makeOptionProduct, makeProduct, makeVariant } from "../catalog/fixtures.test-support.ts"
import { ProductType } from "../catalog/product-type.ts"
import { add, seed, snapshot, withMemory } from "./program.test-support.ts"

const shirt = makeOptionProduct({
  Size: ["S", "M"],
  Colour: ["Red", "Blue"],
  Fit: ["Slim"],
  Sleeve: ["Long"],
})
const giftCard = makeProduct({
  productType: ProductType.GIFT_CARD,
  variants: [makeVariant({ sku: "GC-25" }), makeVariant({ sku: "GC-50" })],
})
const limited = makeProduct({ variants: [makeVariant({ sku: "LTD", qtyInStock: 2 })] })
const soldOut = makeProduct({ variants: [makeVariant({ sku: "GONE", qtyInStock: 0 })] })

const rejections = [
  ["ADDCART-012 options not chosen", { itemId: shirt.id, sku: null }, "OptionsNotSelected"],
  ["ADDCART-015 an unknown SKU", { itemId: shirt.id, sku: "XL-Green" }, "VariantUnavailable"],
  ["ADDCART-019 a gift card without a denomination", { itemId: giftCard.id }, "GiftCardDenominationMissing"],
  [
    "ADDCART-017 a quantity that is not a number",
    { itemId: limited.id, quantity: "abc" },
    "QuantityNotNumber",
  ],
  ["ADDCART-017 an empty quantity", { itemId: limited.id, quantity: "" }, "QuantityNotNumber"],
  ["ADDCART-017 a null quantity", { itemId: limited.id, quantity: null }, "QuantityNotNumber"],
  ["ADDCART-017 a quantity in exponent form", { itemId: limited.id, quantity: "1e3" }, "QuantityNotNumber"],
  ["ADDCART-018 a fractional quantity", { itemId: limited.id, quantity: "2.5" }, "QuantityNotWhole"],
  ["DISPLAY-013 a zero quantity", { itemId: limited.id, quantity: 0 }, "QuantityOutOfRange"],
  ["DISPLAY-013 a negative quantity", { itemId: limited.id, quantity: -1 }, "QuantityOutOfRange"],
  ["DISPLAY-013 a quantity above 9999", { itemId: limited.id, quantity: 10000 }, "QuantityOutOfRange"],
  ["ADDCART-016 more than the stock", { itemId: limited.id, quantity: 3 }, "OutOfStock"],
  ["ADDCART-016 a sold-out variant", { itemId: soldOut.id }, "OutOfStock"],
] as const

describe("addToCart rejections", () => {
  it.effect.each(rejections)("%s is rejected, and no cart is made", ([, input, tag]) =>
    withMemory((memory) =>
      Effect.gen(function* () {
        yield* seed(shirt, giftCard, limited, soldOut)
        const before = yield* snapshot(memory)
        const error = yield* Effect.flip(add(input))
        assert.strictEqual(error._tag, "CartChangeRejected")
        if (error._tag === "CartChangeRejected") assert.strictEqual(error.problem._tag, tag)
        assert.deepStrictEqual(yield* snapshot(memory), before)
        assert.strictEqual(before.carts.size, 0)
      }),
    ),
  )

  // The wire carries a SKU, not a selection: without one, every option of a multi-variant product is unchosen.
  it.effect.each([
    [{ Size: ["S", "M"] }, "Please select the Size option."],
    [{ Size: ["S", "M"], Colour: ["Red"] }, "Please select the Size and Colour options."],
    [{ Size: ["S", "M"], Colour: ["Red"], Fit: ["Slim"] }, "Please select the Size, Colour and Fit options."],
  ] as const)("ADDCART-012..014 a product with options %j and no SKU fails with %j", ([options, message]) =>
    withMemory(() =>
      Effect.gen(function* () {
        const product = makeOptionProduct(options)
        yield* seed(product)
        const error = yield* Effect.flip(add({ itemId: product.id }))
        assert.strictEqual(error.message, message)
      }),
    ),
  )

  it.effect.each([
    [
      { itemId: shirt.id, sku: "XL" },
      "Sorry, that item variant is unavailable. Please select another variant.",
    ],
    [{ itemId: giftCard.id }, "Select a denomination for the Gift Card"],
    [{ itemId: limited.id, quantity: "x" }, "Quantity must be a number."],
    [{ itemId: limited.id, quantity: 1.5 }, "Quantity must be a whole number"],
    [{ itemId: limited.id, quantity: 5 }, "Sorry, we do not have enough of that item available."],
  ] as const)("ADDCART-015..019 %j fails with the spec's message %j", ([input, message]) =>
    withMemory(() =>
      Effect.gen(function* () {
        yield* seed(shirt, giftCard, limited)
        const error = yield* Effect.flip(add(input))
        assert.strictEqual(error.message, message)
      }),
    ),
  )

  it.effect("ADDCART-016 the stock the cart already holds counts", () =>
    withMemory((memory) =>
      Effect.gen(function* () {
        yield* seed(limited)
        const { cartId } = yield* add({ itemId: limited.id, quantity: 2 })
        const before = yield* snapshot(memory)
        const error = yield* Effect.flip(add({ cartId, itemId: limited.id, quantity: 1 }))
        assert.strictEqual(error.message, "Sorry, we do not have enough of that item available.")
        assert.deepStrictEqual(yield* snapshot(memory), before)
      }),
    ),
  )

  it.effect("ADDCART-016 a cart one below the stock takes exactly one more", () =>
    withMemory(() =>
      Effect.gen(function* () {
        yield* seed(limited)
        const { cartId } = yield* add({ itemId: limited.id, quantity: 1 })
        const result = yield* add({ cartId, itemId: limited.id, quantity: 1 })
        assert.strictEqual(result.cart.totalQuantity, 2)
      }),
    ),
  )

  it.effect.each(["no-such-product", ""])("ERR an unknown item %j fails with ProductNotFound", (itemId) =>
    withMemory((memory) =>
      Effect.gen(function* () {
        yield* seed(limited)
        const error = yield* Effect.flip(add({ itemId }))
        assert.strictEqual(error._tag, "ProductNotFound")
        assert.strictEqual(error.message, "Sorry, that item is no longer available.")
        assert.strictEqual((yield* snapshot(memory)).carts.size, 0)
      }),
    ),
  )

  it.effect("ADDCART-016 a rejected add to an existing cart leaves it as it was", () =>
    withMemory((memory) =>
      Effect.gen(function* () {
        yield* seed(shirt, limited)
        const { cartId } = yield* add({ itemId: limited.id })
        const before = yield* snapshot(memory)
        for (const input of [
          { sku: "nope" },
          { sku: "S-Red-Slim-Long", quantity: "2.5" },
          { quantity: 10_000 },
        ]) {
          yield* Effect.flip(add({ cartId, itemId: input.sku ? shirt.id : limited.id, ...input }))
        }
        assert.deepStrictEqual(yield* snapshot(memory), before)
      }),
    ),
  )
})
