import { assert, layer } from "@effect/vitest"
import { CartRepository, type EntryDraft, type StoredCart } from "@vitrine/core/cart"
import { Effect, Option } from "effect"
import { TestClock } from "effect/testing"
import { aDraft, freshId } from "./setup/fixtures.ts"
import type { MakeLayer, SuiteOptions } from "./setup/suite.ts"

const created = (currency: StoredCart["currency"] = "USD") =>
  CartRepository.use((carts) => carts.create({ websiteId: "site-1", currency }))
const found = (cartId: string) => CartRepository.use((carts) => carts.find(cartId))
const added = (cartId: string, draft: EntryDraft) =>
  Effect.map(
    CartRepository.use((carts) => carts.addEntry(cartId, draft)),
    Option.getOrThrowWith(() => new Error(`addEntry found no cart ${cartId}`)),
  )
const quantities = (cart: StoredCart) => cart.entries.map((entry) => entry.quantity)

/**
 * The CartRepository contract: carts, their lines in the order added, and the merge rule.
 *
 * @example
 * suite("memory", memoryLayer)
 */
export const suite = (name: string, makeLayer: MakeLayer, _options: SuiteOptions = {}): void =>
  layer(makeLayer(), { timeout: "60 seconds" })(`CartRepository contract (${name})`, (it) => {
    it.effect("CART-001 CART-003 create gives an empty open cart with a fresh id and the clock's time", () =>
      Effect.gen(function* () {
        yield* TestClock.setTime(Date.UTC(2025, 2, 14, 9, 26, 53, 589))
        const cart = yield* created("EUR")
        assert.deepStrictEqual(cart, {
          id: cart.id,
          websiteId: "site-1",
          orderId: null,
          created: "2025-03-14T09:26:53.589Z",
          currency: "EUR",
          isPurchased: false,
          entries: [],
        })
        assert.notStrictEqual((yield* created()).id, cart.id)
        assert.deepStrictEqual(yield* found(cart.id), Option.some(cart))
      }),
    )

    it.effect("find returns none for an unknown cart", () =>
      Effect.gen(function* () {
        assert.isTrue(Option.isNone(yield* found(freshId())))
        assert.isTrue(Option.isNone(yield* found("")))
      }),
    )

    it.effect("CART-007 addEntry adds a line with every field as drafted and returns its id", () =>
      Effect.gen(function* () {
        const cart = yield* created()
        const draft = aDraft({
          quantity: 2,
          productType: 2,
          imageUrl: "https://example.com/tee.png",
          chosenVariant: { sku: "TEE-M-SAND", attributes: { Size: "M", Colour: "Sand" } },
          additionalFields: '{"engraving":"Ada"}',
        })
        const result = yield* added(cart.id, draft)
        assert.deepStrictEqual(result.cart, { ...cart, entries: [{ ...draft, id: result.entryId }] })
        assert.deepStrictEqual(yield* found(cart.id), Option.some(result.cart))
      }),
    )

    it.effect(
      "addEntry adds to the line with the same item, SKU and fields, keeping its place, price and title",
      () =>
        Effect.gen(function* () {
          const cart = yield* created()
          const first = yield* added(cart.id, aDraft({ quantity: 2, purchasePriceCents: 2500 }))
          const line = first.cart.entries[0] as StoredCart["entries"][number]
          const other = yield* added(cart.id, aDraft())
          const again = yield* added(cart.id, {
            ...line,
            quantity: 3,
            purchasePriceCents: 1999,
            title: "Renamed",
          })
          assert.strictEqual(again.entryId, first.entryId)
          assert.deepStrictEqual(
            again.cart.entries.map((entry) => entry.id),
            [first.entryId, other.entryId],
          )
          assert.deepStrictEqual(again.cart.entries[0], { ...line, quantity: 5 })
        }),
    )

    it.effect(
      'addEntry keeps lines apart when the SKU or the additional fields differ (null is not "")',
      () =>
        Effect.gen(function* () {
          const cart = yield* created()
          const base = aDraft()
          const variants: EntryDraft[] = [
            base,
            { ...base, chosenVariant: { sku: "OTHER", attributes: {} } },
            { ...base, additionalFields: "" },
            { ...base, additionalFields: '{"a":1}' },
            { ...base, itemId: freshId() },
          ]
          const ids: string[] = []
          for (const draft of variants) ids.push((yield* added(cart.id, draft)).entryId)
          assert.strictEqual(new Set(ids).size, variants.length)
          const stored = Option.getOrThrow(yield* found(cart.id))
          assert.deepStrictEqual(
            stored.entries.map((entry) => entry.id),
            ids,
          )
        }),
    )

    it.effect("addEntry returns none for an unknown cart and stores nothing", () =>
      Effect.gen(function* () {
        const cartId = freshId()
        const result = yield* CartRepository.use((carts) => carts.addEntry(cartId, aDraft()))
        assert.isTrue(Option.isNone(result))
        assert.isTrue(Option.isNone(yield* found(cartId)))
      }),
    )

    it.effect("carts are separate: a line added to one is not in another", () =>
      Effect.gen(function* () {
        const [one, two] = [yield* created(), yield* created()]
        const draft = aDraft()
        const inOne = yield* added(one.id, draft)
        const inTwo = yield* added(two.id, draft)
        assert.notStrictEqual(inOne.entryId, inTwo.entryId)
        assert.deepStrictEqual(quantities(Option.getOrThrow(yield* found(one.id))), [1])
        assert.deepStrictEqual(quantities(Option.getOrThrow(yield* found(two.id))), [1])
      }),
    )

    it.effect("setQuantity sets one line's quantity and returns the whole cart, order kept", () =>
      Effect.gen(function* () {
        const cart = yield* created()
        const first = yield* added(cart.id, aDraft())
        const second = yield* added(cart.id, aDraft({ quantity: 4 }))
        const result = yield* CartRepository.use((carts) => carts.setQuantity(cart.id, first.entryId, 7))
        assert.deepStrictEqual(Option.map(result, quantities), Option.some([7, 4]))
        assert.deepStrictEqual(yield* found(cart.id), result)
        assert.deepStrictEqual(
          Option.getOrThrow(result).entries.map((entry) => entry.id),
          [first.entryId, second.entryId],
        )
      }),
    )

    it.effect("setQuantity returns none for an unknown cart, an unknown line, or another cart's line", () =>
      Effect.gen(function* () {
        const [cart, other] = [yield* created(), yield* created()]
        const line = yield* added(cart.id, aDraft())
        const set = (cartId: string, entryId: string) =>
          CartRepository.use((carts) => carts.setQuantity(cartId, entryId, 3))
        assert.isTrue(Option.isNone(yield* set(freshId(), line.entryId)))
        assert.isTrue(Option.isNone(yield* set(cart.id, freshId())))
        assert.isTrue(Option.isNone(yield* set(other.id, line.entryId)))
        assert.deepStrictEqual(Option.map(yield* found(cart.id), quantities), Option.some([1]))
      }),
    )

    it.effect(
      "removeEntry removes one line, keeps the others in order, and returns none the second time",
      () =>
        Effect.gen(function* () {
          const cart = yield* created()
          const ids: string[] = []
          for (const quantity of [1, 2, 3]) ids.push((yield* added(cart.id, aDraft({ quantity }))).entryId)
          const remove = (entryId: string) =>
            CartRepository.use((carts) => carts.removeEntry(cart.id, entryId))
          const result = yield* remove(ids[1] as string)
          assert.deepStrictEqual(Option.map(result, quantities), Option.some([1, 3]))
          assert.deepStrictEqual(yield* found(cart.id), result)
          assert.isTrue(Option.isNone(yield* remove(ids[1] as string)))
          const emptied = yield* Effect.flatMap(remove(ids[0] as string), () => remove(ids[2] as string))
          assert.deepStrictEqual(
            Option.map(emptied, (stored) => stored.entries),
            Option.some([]),
          )
        }),
    )

    it.effect("removeEntry returns none for an unknown cart or another cart's line, removing nothing", () =>
      Effect.gen(function* () {
        const [cart, other] = [yield* created(), yield* created()]
        const line = yield* added(cart.id, aDraft())
        const remove = (cartId: string) =>
          CartRepository.use((carts) => carts.removeEntry(cartId, line.entryId))
        assert.isTrue(Option.isNone(yield* remove(freshId())))
        assert.isTrue(Option.isNone(yield* remove(other.id)))
        assert.deepStrictEqual(Option.map(yield* found(cart.id), quantities), Option.some([1]))
      }),
    )
  })
