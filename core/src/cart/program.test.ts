import { assert, describe, it } from "@effect/vitest"
import { Effect, Option } from "effect"
import { makeOptionProduct, makeProduct, makeVariant } from "../catalog/fixtures.test-support.ts"
import { ProductType } from "../catalog/product-type.ts"
import { moneyFromMinor } from "../money/rules.ts"
import { add, markPurchased, seed, snapshot, withMemory } from "./program.test-support.ts"
import { getCart, stockOf } from "./program.ts"

const tee = () => makeOptionProduct({ Size: ["S", "M"], Colour: ["Red", "Blue"], Fit: ["Slim", "Loose"] })

describe("addToCart", () => {
  it.effect(
    "CART-001 CART-003 CART-007 the first add creates an open cart holding the line, every field filled",
    () =>
      withMemory(() =>
        Effect.gen(function* () {
          const image = { id: "img-m", url: "/m.jpg", altText: "" }
          const variant = makeVariant({ sku: "MUG", mainImageId: "img-m", priceMoney: moneyFromMinor(1250) })
          const mug = makeProduct({ title: "Mug", images: [image], variants: [variant] })
          yield* seed(mug)
          const result = yield* add({ itemId: mug.id, sku: "MUG", quantity: "2" })
          assert.strictEqual(result.cartId, result.cart.id)
          assert.deepStrictEqual(result.cart.entries, [result.newlyAdded])
          assert.deepInclude(result.newlyAdded, {
            itemId: mug.id,
            quantity: 2,
            title: "Mug",
            productType: ProductType.PHYSICAL,
            imageUrl: "/m.jpg",
            purchasePriceCents: 1250,
            additionalFields: null,
          })
          assert.deepStrictEqual(result.newlyAdded.chosenVariant, { sku: "MUG", attributes: {} })
          assert.deepStrictEqual(result.newlyAdded.subTotal, moneyFromMinor(2500))
          assert.deepInclude(result.cart, {
            websiteId: "site-1",
            currency: "USD",
            isPurchased: false,
            orderId: null,
          })
          assert.deepInclude(result.cart, { subtotalCents: 2500, grandTotalCents: 2500, totalQuantity: 2 })
          assert.strictEqual(result.cart.created, new Date(0).toISOString())
          const stored = yield* getCart(result.cartId)
          assert.deepStrictEqual(stored, Option.some(result.cart))
        }),
      ),
  )

  it.effect("adding the same variant again merges into its line", () =>
    withMemory(() =>
      Effect.gen(function* () {
        const product = tee()
        yield* seed(product)
        const first = yield* add({ itemId: product.id, sku: "S-Red-Slim", quantity: 2 })
        const second = yield* add({
          cartId: first.cartId,
          itemId: product.id,
          sku: "S-Red-Slim",
          quantity: 3,
        })
        assert.strictEqual(second.cartId, first.cartId)
        assert.strictEqual(second.cart.entries.length, 1)
        assert.strictEqual(second.newlyAdded.id, first.newlyAdded.id)
        assert.strictEqual(second.newlyAdded.quantity, 5)
        assert.strictEqual(second.cart.totalQuantity, 5)
      }),
    ),
  )

  it.effect("another variant, or other additional fields, make a new line", () =>
    withMemory(() =>
      Effect.gen(function* () {
        const product = tee()
        yield* seed(product)
        const first = yield* add({ itemId: product.id, sku: "S-Red-Slim" })
        const cartId = first.cartId
        const other = yield* add({ cartId, itemId: product.id, sku: "M-Red-Slim" })
        const fields = yield* add({
          cartId,
          itemId: product.id,
          sku: "S-Red-Slim",
          additionalFields: '{"name":"Ada"}',
        })
        const again = yield* add({
          cartId,
          itemId: product.id,
          sku: "S-Red-Slim",
          additionalFields: '{"name":"Ada"}',
        })
        assert.deepStrictEqual(
          again.cart.entries.map((entry) => [
            entry.chosenVariant.sku,
            entry.additionalFields,
            entry.quantity,
          ]),
          [
            ["S-Red-Slim", null, 1],
            ["M-Red-Slim", null, 1],
            ["S-Red-Slim", '{"name":"Ada"}', 2],
          ],
        )
        assert.notStrictEqual(other.newlyAdded.id, first.newlyAdded.id)
        assert.strictEqual(again.newlyAdded.id, fields.newlyAdded.id)
        assert.strictEqual(again.cart.subtotalCents, 4000)
      }),
    ),
  )

  it.effect("a line is priced at the sale price when the variant is on sale", () =>
    withMemory(() =>
      Effect.gen(function* () {
        const variant = makeVariant({
          onSale: true,
          priceMoney: moneyFromMinor(1000),
          salePriceMoney: moneyFromMinor(750),
        })
        const product = makeProduct({ variants: [variant] })
        yield* seed(product)
        const result = yield* add({ itemId: product.id, quantity: 2 })
        assert.strictEqual(result.newlyAdded.purchasePriceCents, 750)
        assert.strictEqual(result.cart.subtotalCents, 1500)
      }),
    ),
  )

  it.effect("the item may be named by its URL slug; the line keeps the product id", () =>
    withMemory(() =>
      Effect.gen(function* () {
        const product = makeProduct({ urlSlug: "linen-shirt" })
        yield* seed(product)
        const result = yield* add({ itemId: "linen-shirt" })
        assert.strictEqual(result.newlyAdded.itemId, product.id)
      }),
    ),
  )

  it.effect("an unknown cart id starts a new cart", () =>
    withMemory(() =>
      Effect.gen(function* () {
        const product = makeProduct()
        yield* seed(product)
        const result = yield* add({ cartId: "no-such-cart", itemId: product.id })
        assert.notStrictEqual(result.cartId, "no-such-cart")
        assert.strictEqual(result.cart.entries.length, 1)
      }),
    ),
  )

  it.effect("a purchased cart is never added to again", () =>
    withMemory((memory) =>
      Effect.gen(function* () {
        const product = makeProduct()
        yield* seed(product)
        const first = yield* add({ itemId: product.id, quantity: 4 })
        yield* markPurchased(memory, first.cartId)
        const next = yield* add({ cartId: first.cartId, itemId: product.id, quantity: 1 })
        assert.notStrictEqual(next.cartId, first.cartId)
        assert.strictEqual(next.cart.totalQuantity, 1)
        assert.isTrue(Option.isNone(yield* getCart(first.cartId)))
        const purchased = (yield* snapshot(memory)).carts.get(first.cartId)
        assert.strictEqual(purchased?.entries[0]?.quantity, 4)
      }),
    ),
  )

  it.effect("DISPLAY-004 digital products and gift cards are added whatever their stock", () =>
    withMemory(() =>
      Effect.gen(function* () {
        const ebook = makeProduct({
          productType: ProductType.DIGITAL,
          variants: [makeVariant({ qtyInStock: 0 })],
        })
        const card = makeProduct({
          productType: ProductType.GIFT_CARD,
          variants: [makeVariant({ qtyInStock: 0 })],
        })
        yield* seed(ebook, card)
        const first = yield* add({ itemId: ebook.id, quantity: 3 })
        const second = yield* add({ cartId: first.cartId, itemId: card.id })
        assert.deepInclude(second.cart, {
          totalQuantity: 4,
          hasDigital: true,
          purelyDigital: true,
          requiresShipping: false,
        })
      }),
    ),
  )

  it.effect("adding to a cart is not a reservation: stock is unchanged", () =>
    withMemory(() =>
      Effect.gen(function* () {
        const product = makeProduct({ variants: [makeVariant({ qtyInStock: 5 })] })
        yield* seed(product)
        yield* add({ itemId: product.id, quantity: 5 })
        const records = yield* stockOf(product.id)
        assert.strictEqual(records[0]?.qtyInStock, 5)
        assert.deepStrictEqual(yield* stockOf("no-such-item"), [])
      }),
    ),
  )

  it.effect("STOCK-002 concurrent adds to one cart never hold more than the stock", () =>
    withMemory(() =>
      Effect.gen(function* () {
        const product = makeProduct({ variants: [makeVariant({ qtyInStock: 3 })] })
        yield* seed(product)
        const { cartId } = yield* add({ itemId: product.id })
        const attempts = Array.from({ length: 6 }, () => Effect.exit(add({ cartId, itemId: product.id })))
        const exits = yield* Effect.all(attempts, { concurrency: "unbounded" })
        assert.strictEqual(exits.filter((exit) => exit._tag === "Success").length, 2)
        const cart = yield* getCart(cartId)
        assert.strictEqual(Option.getOrUndefined(cart)?.totalQuantity, 3)
      }),
    ),
  )
})
