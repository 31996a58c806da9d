import { assert, describe, it } from "@effect/vitest"
import { Effect, Option } from "effect"
import { makeProduct, makeVariant } from "../catalog/fixtures.test-support.ts"
import type { Product } from "../catalog/model.ts"
import { copyCartForVisitor, memberCart, mergeCartsAtSignIn } from "./merge-program.ts"
import type { Cart } from "./model.ts"
import { CartRepository } from "./port.ts"
import { add, markPurchased, seed, setCartCurrency, withMemory } from "./program.test-support.ts"

const signIn = (memberId: string, visitorCartId: string | null) =>
  mergeCartsAtSignIn({ websiteId: "site-1", memberId, visitorCartId })

const stocked = (title: string, qtyInStock: number): Product =>
  makeProduct({ title, variants: [makeVariant({ sku: `${title}-SKU`, qtyInStock })] })

/** A visitor's cart with these products and quantities. */
const visitorCart = (...lines: readonly (readonly [Product, number])[]) =>
  Effect.gen(function* () {
    let cartId: string | null = null
    for (const [product, quantity] of lines)
      cartId = (yield* add({ cartId, itemId: product.id, quantity })).cartId
    return cartId as string
  })

const quantities = (cart: Option.Option<Cart>) =>
  Option.getOrThrow(cart).entries.map((entry) => [entry.title, entry.quantity] as const)

describe("mergeCartsAtSignIn", () => {
  it.effect("a visitor's cart becomes the member's when they have none", () =>
    withMemory(() =>
      Effect.gen(function* () {
        const shirt = stocked("Linen Shirt", 5)
        yield* seed(shirt)
        const cartId = yield* visitorCart([shirt, 2])
        const merged = yield* signIn("member-1", cartId)
        assert.strictEqual(Option.getOrThrow(merged.cart).id, cartId)
        assert.deepStrictEqual(merged.adjustments, [])
        assert.deepStrictEqual(
          Option.map(yield* memberCart("site-1", "member-1"), (cart) => cart.id),
          Option.some(cartId),
        )
      }),
    ),
  )

  it.effect(
    "the visitor's lines join the member's saved cart, re-checked against stock; the visitor's cart is emptied",
    () =>
      withMemory(() =>
        Effect.gen(function* () {
          const shirt = stocked("Linen Shirt", 3)
          const mug = stocked("Mug", 10)
          yield* seed(shirt, mug)
          const saved = yield* visitorCart([shirt, 2])
          yield* signIn("member-1", saved)
          const anonymous = yield* visitorCart([shirt, 2], [mug, 1])
          const merged = yield* signIn("member-1", anonymous)
          assert.strictEqual(Option.getOrThrow(merged.cart).id, saved)
          assert.deepStrictEqual(quantities(merged.cart), [
            ["Linen Shirt", 3],
            ["Mug", 1],
          ])
          assert.deepStrictEqual(
            merged.adjustments.map((adjustment) => adjustment.message),
            ["Only 3 left: we changed Linen Shirt to 3."],
          )
          const emptied = Option.getOrThrow(yield* CartRepository.use((carts) => carts.find(anonymous)))
          assert.deepStrictEqual(emptied.entries, [])
          const again = yield* signIn("member-1", anonymous)
          assert.deepStrictEqual(quantities(again.cart), quantities(merged.cart))
        }),
      ),
  )

  it.effect("the member's cart alone is re-checked at sign-in when stock has fallen", () =>
    withMemory(() =>
      Effect.gen(function* () {
        const shirt = stocked("Linen Shirt", 4)
        yield* seed(shirt)
        yield* signIn("member-1", yield* visitorCart([shirt, 4]))
        yield* seed({
          ...shirt,
          variants: [{ ...shirt.variants[0], qtyInStock: 0 } as Product["variants"][number]],
        })
        const merged = yield* signIn("member-1", null)
        assert.deepStrictEqual(Option.getOrThrow(merged.cart).entries, [])
        assert.deepStrictEqual(
          merged.adjustments.map((adjustment) => adjustment.message),
          ["Linen Shirt is sold out: we removed it from your cart."],
        )
      }),
    ),
  )

  it.effect("with no cart on either side there is nothing to do", () =>
    withMemory(() =>
      Effect.gen(function* () {
        assert.deepStrictEqual(yield* signIn("member-1", null), { cart: Option.none(), adjustments: [] })
        assert.deepStrictEqual(yield* signIn("member-1", "no-such-cart"), {
          cart: Option.none(),
          adjustments: [],
        })
      }),
    ),
  )

  it.effect("another member's cart, or a purchased one, is never merged", () =>
    withMemory((memory) =>
      Effect.gen(function* () {
        const shirt = stocked("Linen Shirt", 9)
        yield* seed(shirt)
        const theirs = yield* visitorCart([shirt, 1])
        yield* signIn("member-2", theirs)
        const purchased = yield* visitorCart([shirt, 1])
        yield* markPurchased(memory, purchased)
        for (const cartId of [theirs, purchased]) {
          assert.deepStrictEqual(yield* signIn("member-1", cartId), { cart: Option.none(), adjustments: [] })
        }
        assert.deepStrictEqual(quantities(yield* memberCart("site-1", "member-2")), [["Linen Shirt", 1]])
      }),
    ),
  )

  it.effect(
    "carts in different currencies: the visitor's becomes the member's, the old lines are dropped and said so",
    () =>
      withMemory((memory) =>
        Effect.gen(function* () {
          const shirt = stocked("Linen Shirt", 9)
          const mug = stocked("Mug", 9)
          yield* seed(shirt, mug)
          const saved = yield* visitorCart([shirt, 1])
          yield* signIn("member-1", saved)
          const anonymous = yield* visitorCart([mug, 1])
          yield* setCartCurrency(memory, anonymous, "EUR")
          const merged = yield* signIn("member-1", anonymous)
          assert.strictEqual(Option.getOrThrow(merged.cart).id, anonymous)
          assert.deepStrictEqual(quantities(merged.cart), [["Mug", 1]])
          assert.deepStrictEqual(
            merged.adjustments.map((adjustment) => adjustment.message),
            ["Linen Shirt was priced in another currency: we removed it from your cart."],
          )
          assert.deepStrictEqual(
            Option.map(yield* memberCart("site-1", "member-1"), (cart) => cart.id),
            Option.some(anonymous),
          )
        }),
      ),
  )

  it.effect("a signed-out member's copy does not double the cart when they sign back in", () =>
    withMemory(() =>
      Effect.gen(function* () {
        const shirt = stocked("Linen Shirt", 9)
        const mug = stocked("Mug", 9)
        yield* seed(shirt, mug)
        const saved = yield* visitorCart([shirt, 2])
        yield* signIn("member-1", saved)
        const copy = Option.getOrThrow(yield* copyCartForVisitor(saved))
        assert.notStrictEqual(copy.id, saved)
        assert.deepStrictEqual(quantities(Option.some(copy)), [["Linen Shirt", 2]])
        yield* add({ cartId: copy.id, itemId: mug.id, quantity: 1 })
        const merged = yield* signIn("member-1", copy.id)
        assert.deepStrictEqual(quantities(merged.cart), [
          ["Linen Shirt", 2],
          ["Mug", 1],
        ])
      }),
    ),
  )

  it.effect(
    "two sign-ins of one member at once, with carts of the same items: no line lost, nothing above stock",
    () =>
      withMemory(() =>
        Effect.gen(function* () {
          const shirt = stocked("Linen Shirt", 5)
          const mug = stocked("Mug", 50)
          yield* seed(shirt, mug)
          const phone = yield* visitorCart([shirt, 3], [mug, 1])
          const laptop = yield* visitorCart([shirt, 4], [mug, 2])
          yield* Effect.all([signIn("member-1", phone), signIn("member-1", laptop)], { concurrency: 2 })
          assert.deepStrictEqual(quantities(yield* memberCart("site-1", "member-1")), [
            ["Linen Shirt", 5],
            ["Mug", 3],
          ])
        }),
      ),
  )
})
