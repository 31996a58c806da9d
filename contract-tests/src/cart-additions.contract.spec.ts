import { assert, layer } from "@effect/vitest"
import {
  type AddTarget,
  addToCart,
  CartRepository,
  type CheckedAgainst,
  type EntryDraft,
  Inventory,
} from "@vitrine/core/cart"
import { CatalogEditor, type Product } from "@vitrine/core/catalog"
import { moneyFromMinor } from "@vitrine/core/money"
import { Effect, Option } from "effect"
import { TestClock } from "effect/testing"
import { aDraft, aProduct, aVariant, freshId } from "./setup/fixtures.ts"
import type { MakeLayer, SuiteOptions } from "./setup/suite.ts"

const readForAdd = (cartId: string | null, itemIdOrSlug: string) =>
  CartRepository.use((carts) => carts.findForAdd(cartId, itemIdOrSlug))
const revisionOf = (cartId: string) =>
  Effect.map(readForAdd(cartId, freshId()), (seen) => Option.getOrThrow(seen.cart).revision)
const addIfUnchanged = (target: AddTarget, draft: EntryDraft) =>
  CartRepository.use((carts) => carts.addEntryIfUnchanged(target, draft))
const NEW: AddTarget = { _tag: "New", websiteId: "site-1", currency: "USD" }
const at = (cartId: string, revision: number): AddTarget => ({ _tag: "Existing", cartId, revision })

const STORE = { websiteId: "site-1", currency: "USD" } as const
/** A visitor's add of one unit of the product's first variant, through core's program. */
const addOne = (product: Product, cartId: string | null = null) =>
  Effect.exit(
    addToCart(STORE, {
      cartId,
      itemId: product.id,
      sku: product.variants[0]?.sku ?? null,
      quantity: 1,
      additionalFields: null,
    }),
  )
/** What a check of the product as `findForAdd` gives it now sees: the product and its first variant's stock. */
const checkedNow = (product: Product) =>
  Effect.map(
    readForAdd(null, product.id),
    (seen): CheckedAgainst => ({
      product: Option.getOrThrow(seen.product),
      stock: seen.stock[0],
    }),
  )
/** A new cart as target, checked against the product as it reads now. */
const checkedNew = (product: Product) =>
  Effect.map(checkedNow(product), (checked): AddTarget => ({ ...NEW, checked }))
const saved = (product: Product) => CatalogEditor.use((editor) => editor.save(product))

/** A new cart holding one line of `draft`, and its revision. */
const cartWith = (draft: EntryDraft) =>
  Effect.gen(function* () {
    const added = Option.getOrThrow(yield* addIfUnchanged(NEW, draft))
    return { ...added, revision: yield* revisionOf(added.cart.id) }
  })

/**
 * The CartRepository contract for add-to-cart's two operations: the snapshot read, and the write that
 * lands only on the cart as it was read.
 *
 * @example
 * suite("memory", memoryLayer)
 */
export const suite = (name: string, makeLayer: MakeLayer, _options: SuiteOptions = {}): void =>
  layer(makeLayer(), { timeout: "60 seconds" })(`CartRepository add-to-cart contract (${name})`, (it) => {
    it.effect("findForAdd reads the product by id or slug, its stock, and the cart as stored", () =>
      Effect.gen(function* () {
        const product = aProduct({ variants: [aVariant({ qtyInStock: 3 }), aVariant({ unlimited: true })] })
        yield* CatalogEditor.use((editor) => editor.save(product))
        const { cart } = yield* cartWith(aDraft({ itemId: product.id }))
        const stock = yield* Inventory.use((inventory) => inventory.stockOf(product.id))
        for (const itemIdOrSlug of [product.id, product.urlSlug]) {
          const seen = yield* readForAdd(cart.id, itemIdOrSlug)
          assert.deepStrictEqual(seen.product, Option.some(product))
          assert.deepStrictEqual(seen.stock, stock)
          assert.deepStrictEqual(
            Option.map(seen.cart, (found) => found.stored),
            Option.some(cart),
          )
        }
      }),
    )

    it.effect(
      "findForAdd gives none and no stock for an unknown item, and no cart for none or an unknown id",
      () =>
        Effect.gen(function* () {
          for (const cartId of [null, freshId()]) {
            const seen = yield* readForAdd(cartId, freshId())
            assert.deepStrictEqual(seen, { product: Option.none(), stock: [], cart: Option.none() })
          }
        }),
    )

    it.effect(
      "every change to a cart's lines raises its revision; a change that finds nothing does not",
      () =>
        Effect.gen(function* () {
          const carts = yield* CartRepository
          const cart = yield* carts.create({ websiteId: "site-1", currency: "USD" })
          const revisions = [yield* revisionOf(cart.id)]
          const line = Option.getOrThrow(yield* carts.addEntry(cart.id, aDraft()))
          revisions.push(yield* revisionOf(cart.id))
          yield* carts.setQuantity(cart.id, line.entryId, 4)
          revisions.push(yield* revisionOf(cart.id))
          yield* carts.setQuantity(cart.id, freshId(), 4)
          yield* carts.removeEntry(cart.id, freshId())
          revisions.push(yield* revisionOf(cart.id))
          yield* carts.removeEntry(cart.id, line.entryId)
          revisions.push(yield* revisionOf(cart.id))
          const [created, added, set, unchanged, removed] = revisions as [
            number,
            number,
            number,
            number,
            number,
          ]
          assert.isTrue(
            created < added && added < set && set === unchanged && unchanged < removed,
            `${revisions}`,
          )
        }),
    )

    it.effect("CART-001 CART-007 a new cart is created with its first line, at the clock's time", () =>
      Effect.gen(function* () {
        yield* TestClock.setTime(Date.UTC(2025, 2, 14, 9, 26, 53, 589))
        const draft = aDraft({ quantity: 2, additionalFields: '{"engraving":"Ada"}' })
        const { cart, entryId } = Option.getOrThrow(yield* addIfUnchanged(NEW, draft))
        assert.deepStrictEqual(cart, {
          id: cart.id,
          websiteId: "site-1",
          orderId: null,
          created: "2025-03-14T09:26:53.589Z",
          currency: "USD",
          isPurchased: false,
          entries: [{ ...draft, id: entryId }],
        })
        const found = yield* CartRepository.use((carts) => carts.find(cart.id))
        assert.deepStrictEqual(found, Option.some(cart))
      }),
    )

    it.effect("at the revision read, a line is added or merged and the revision raised", () =>
      Effect.gen(function* () {
        const draft = aDraft()
        const first = yield* cartWith(draft)
        const other = Option.getOrThrow(yield* addIfUnchanged(at(first.cart.id, first.revision), aDraft()))
        const revision = yield* revisionOf(first.cart.id)
        assert.isAbove(revision, first.revision)
        const merged = Option.getOrThrow(
          yield* addIfUnchanged(at(first.cart.id, revision), { ...draft, quantity: 2 }),
        )
        assert.strictEqual(merged.entryId, first.entryId)
        assert.deepStrictEqual(
          merged.cart.entries.map((entry) => [entry.id, entry.quantity]),
          [
            [first.entryId, 3],
            [other.entryId, 1],
          ],
        )
      }),
    )

    it.effect("at an old revision, or to an unknown cart, nothing is written and none returned", () =>
      Effect.gen(function* () {
        const first = yield* cartWith(aDraft())
        yield* addIfUnchanged(at(first.cart.id, first.revision), aDraft())
        const before = yield* CartRepository.use((carts) => carts.find(first.cart.id))
        assert.isTrue(Option.isNone(yield* addIfUnchanged(at(first.cart.id, first.revision), aDraft())))
        assert.isTrue(Option.isNone(yield* addIfUnchanged(at(freshId(), 0), aDraft())))
        assert.deepStrictEqual(yield* CartRepository.use((carts) => carts.find(first.cart.id)), before)
      }),
    )

    it.effect("of concurrent adds at one revision, exactly one lands", () =>
      Effect.gen(function* () {
        const draft = aDraft()
        const first = yield* cartWith(draft)
        const results = yield* Effect.all(
          Array.from({ length: 6 }, () => addIfUnchanged(at(first.cart.id, first.revision), draft)),
          { concurrency: "unbounded" },
        )
        assert.strictEqual(results.filter(Option.isSome).length, 1)
        const found = Option.getOrThrow(yield* CartRepository.use((carts) => carts.find(first.cart.id)))
        assert.deepStrictEqual(
          found.entries.map((entry) => entry.quantity),
          [2],
        )
      }),
    )
    it.effect(
      "checked against the product as read, a new cart is made; against a product saved since, none",
      () =>
        Effect.gen(function* () {
          const product = aProduct({ variants: [aVariant({ qtyInStock: 5 })] })
          yield* saved(product)
          const draft = aDraft({ itemId: product.id })
          assert.isTrue(Option.isSome(yield* addIfUnchanged(yield* checkedNew(product), draft)))
          const stale = yield* checkedNew(product)
          yield* saved({ ...product, title: "Linen shirt, washed" })
          assert.isTrue(Option.isNone(yield* addIfUnchanged(stale, draft)))
          assert.isTrue(Option.isSome(yield* addIfUnchanged(yield* checkedNew(product), draft)))
        }),
    )

    it.effect("checked against the chosen variant's stock, an add lands only while it reads the same", () =>
      Effect.gen(function* () {
        const variant = aVariant({ qtyInStock: 5 })
        const product = aProduct({ variants: [variant] })
        yield* saved(product)
        const draft = aDraft({ itemId: product.id })
        const existing = yield* cartWith(draft)
        const staleCheck = yield* checkedNow(product)
        const stale: AddTarget = { ...NEW, checked: staleCheck }
        const staleOnCart: AddTarget = { ...at(existing.cart.id, existing.revision), checked: staleCheck }
        assert.isTrue(yield* Inventory.use((inventory) => inventory.decrement(variant.id, 2)))
        assert.isTrue(Option.isNone(yield* addIfUnchanged(stale, draft)))
        assert.isTrue(Option.isNone(yield* addIfUnchanged(staleOnCart, draft)))
        const found = Option.getOrThrow(yield* CartRepository.use((carts) => carts.find(existing.cart.id)))
        assert.deepStrictEqual(found.entries, existing.cart.entries)
        const fresh = yield* checkedNow(product)
        assert.isTrue(
          Option.isSome(
            yield* addIfUnchanged({ ...at(existing.cart.id, existing.revision), checked: fresh }, draft),
          ),
        )
      }),
    )

    it.effect(
      "the program refuses only on a current read: stock put back after a refusal is added at once",
      () =>
        Effect.gen(function* () {
          const variant = aVariant({ qtyInStock: 0 })
          const product = aProduct({ variants: [variant] })
          yield* saved(product)
          const refused = yield* addOne(product)
          assert.isTrue(refused._tag === "Failure")
          yield* Inventory.use((inventory) => inventory.release(variant.id, 3))
          const added = yield* addOne(product)
          assert.isTrue(added._tag === "Success")
        }),
    )

    it.effect("stock taken after a visitor's add is checked again for the next visitor", () =>
      Effect.gen(function* () {
        const variant = aVariant({ qtyInStock: 1 })
        const product = aProduct({ variants: [variant] })
        yield* saved(product)
        assert.isTrue((yield* addOne(product))._tag === "Success")
        assert.isTrue(yield* Inventory.use((inventory) => inventory.decrement(variant.id, 1)))
        const next = yield* addOne(product)
        assert.isTrue(next._tag === "Failure")
      }),
    )

    it.effect("a product saved after a visitor's add reaches the next visitor's line (its new price)", () =>
      Effect.gen(function* () {
        const variant = aVariant({ unlimited: true, priceMoney: moneyFromMinor(1000, "USD") })
        const product = aProduct({ variants: [variant] })
        yield* saved(product)
        assert.isTrue((yield* addOne(product))._tag === "Success")
        yield* saved({ ...product, variants: [{ ...variant, priceMoney: moneyFromMinor(2000, "USD") }] })
        const next = yield* addOne(product)
        assert.isTrue(next._tag === "Success")
        if (next._tag === "Success") assert.strictEqual(next.value.newlyAdded.purchasePriceCents, 2000)
      }),
    )
  })
