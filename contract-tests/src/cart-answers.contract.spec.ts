import { assert, layer } from "@effect/vitest"
import { CartRepository, type EntryDraft, type StoredCart } from "@vitrine/core/cart"
import { Effect, Option } from "effect"
import { aDraft, freshId } from "./setup/fixtures.ts"
import type { MakeLayer, SuiteOptions } from "./setup/suite.ts"

const created = () => CartRepository.use((carts) => carts.create({ websiteId: "site-1", currency: "USD" }))
const added = (cartId: string, draft: EntryDraft) =>
  Effect.map(
    CartRepository.use((carts) => carts.addEntry(cartId, draft)),
    Option.getOrThrow,
  )
const answer = (cartId: string, entryId: string, line: EntryDraft, additionalFields: string | null) =>
  CartRepository.use((carts) => carts.setAdditionalFields(cartId, entryId, { ...line, additionalFields }))
const lines = (cart: StoredCart) =>
  cart.entries.map((entry) => [entry.id, entry.quantity, entry.additionalFields] as const)

/**
 * The CartRepository contract for editing a line's additional-field answers (API-002): the answers
 * replaced in place, a line that comes to match another joins it, and a line of another item, SKU or
 * cart is never touched.
 *
 * @example
 * suite("memory", memoryLayer)
 */
export const suite = (name: string, makeLayer: MakeLayer, _options: SuiteOptions = {}): void =>
  layer(makeLayer(), { timeout: "60 seconds" })(`CartRepository answers contract (${name})`, (it) => {
    it.effect("API-002 setAdditionalFields replaces one line's answers, quantity and order kept", () =>
      Effect.gen(function* () {
        const cart = yield* created()
        const draft = aDraft({ quantity: 2, additionalFields: '{"a":1}' })
        const first = yield* added(cart.id, draft)
        const second = yield* added(cart.id, aDraft())
        const result = Option.getOrThrow(yield* answer(cart.id, first.entryId, draft, '{"a":2}'))
        assert.strictEqual(result.entryId, first.entryId)
        assert.deepStrictEqual(lines(result.cart), [
          [first.entryId, 2, '{"a":2}'],
          [second.entryId, 1, null],
        ])
        assert.deepStrictEqual(
          yield* CartRepository.use((carts) => carts.find(cart.id)),
          Option.some(result.cart),
        )
        // The line now answers as '{"a":2}': adding those answers again adds to it, the old ones make a new line.
        const again = yield* added(cart.id, { ...draft, quantity: 1, additionalFields: '{"a":2}' })
        assert.strictEqual(again.entryId, first.entryId)
        const old = yield* added(cart.id, { ...draft, quantity: 1 })
        assert.notStrictEqual(old.entryId, first.entryId)
      }),
    )

    it.effect(
      "API-002 a line given another line's answers joins it: quantities add, the other keeps its place",
      () =>
        Effect.gen(function* () {
          const cart = yield* created()
          const base = aDraft()
          const kept = yield* added(cart.id, { ...base, quantity: 3, additionalFields: "x" })
          const edited = yield* added(cart.id, { ...base, quantity: 2, additionalFields: "y" })
          const result = Option.getOrThrow(yield* answer(cart.id, edited.entryId, base, "x"))
          assert.strictEqual(result.entryId, kept.entryId)
          assert.deepStrictEqual(lines(result.cart), [[kept.entryId, 5, "x"]])
        }),
    )

    it.effect(
      "API-002 setAdditionalFields is none for an unknown cart or line, another cart's line, or another item or SKU",
      () =>
        Effect.gen(function* () {
          const [cart, other] = [yield* created(), yield* created()]
          const draft = aDraft({ additionalFields: "before" })
          const line = yield* added(cart.id, draft)
          const refused = [
            yield* answer(freshId(), line.entryId, draft, "after"),
            yield* answer(cart.id, freshId(), draft, "after"),
            yield* answer(other.id, line.entryId, draft, "after"),
            yield* answer(cart.id, line.entryId, { ...draft, itemId: freshId() }, "after"),
            yield* answer(
              cart.id,
              line.entryId,
              { ...draft, chosenVariant: { sku: "OTHER", attributes: {} } },
              "after",
            ),
          ]
          assert.isTrue(refused.every(Option.isNone))
          const stored = Option.getOrThrow(yield* CartRepository.use((carts) => carts.find(cart.id)))
          assert.deepStrictEqual(lines(stored), [[line.entryId, 1, "before"]])
        }),
    )
  })
