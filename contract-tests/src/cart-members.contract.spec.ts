import { assert, layer } from "@effect/vitest"
import { CartRepository, type EntryDraft, mergeCartsAtSignIn, type StoredCart } from "@vitrine/core/cart"
import { CatalogEditor, type Product } from "@vitrine/core/catalog"
import { Transaction } from "@vitrine/core/transaction"
import { Deferred, Effect, Fiber, Option } from "effect"
import { TestClock } from "effect/testing"
import { aDraft, aProduct, aVariant, freshId } from "./setup/fixtures.ts"
import type { MakeLayer, SuiteOptions } from "./setup/suite.ts"

const repository = <A>(f: (carts: CartRepository["Service"]) => Effect.Effect<A>) => CartRepository.use(f)

/** A new cart on `websiteId` holding these lines. */
const cartWith = (websiteId: string, ...drafts: readonly EntryDraft[]) =>
  Effect.gen(function* () {
    const cart = yield* repository((carts) => carts.create({ websiteId, currency: "USD" }))
    for (const draft of drafts) yield* repository((carts) => carts.addEntry(cart.id, draft))
    return Option.getOrThrow(yield* repository((carts) => carts.find(cart.id)))
  })

/** A product with one variant of `qtyInStock`, saved, and a line of it. */
const stocked = (qtyInStock: number) =>
  Effect.gen(function* () {
    const product = aProduct({ variants: [aVariant({ qtyInStock })] })
    yield* CatalogEditor.use((editor) => editor.save(product))
    return product
  })
const lineOf = (product: Product, quantity: number): EntryDraft =>
  aDraft({
    itemId: product.id,
    quantity,
    chosenVariant: { sku: product.variants[0]?.sku ?? "", attributes: {} },
  })

const quantities = (cart: Option.Option<StoredCart>) =>
  Option.getOrThrow(cart).entries.map((entry) => [entry.itemId, entry.quantity] as const)

const lock = (websiteId: string, memberId: string, visitorCartId: string | null) =>
  repository((carts) => carts.lockForMerge({ websiteId, memberId, visitorCartId }))

/**
 * The member-cart contract of CartRepository: a member's one open cart, the carts a sign-in merges
 * (read and locked together), merged and copied carts — and the sign-in merge program on top of them,
 * raced.
 *
 * @example
 * suite("memory", memoryLayer)
 */
export const suite = (name: string, makeLayer: MakeLayer, options: SuiteOptions = {}): void =>
  layer(makeLayer(), { timeout: "120 seconds" })(`CartRepository member carts contract (${name})`, (it) => {
    it.effect("assignToMember makes a cart the member's open cart on its website", () =>
      Effect.gen(function* () {
        const [websiteId, memberId] = [freshId(), freshId()]
        const cart = yield* cartWith(websiteId, aDraft())
        assert.isTrue(Option.isNone(yield* repository((carts) => carts.findMemberCart(websiteId, memberId))))
        yield* repository((carts) => carts.assignToMember(cart.id, memberId))
        yield* repository((carts) => carts.assignToMember(freshId(), memberId))
        assert.deepStrictEqual(
          yield* repository((carts) => carts.findMemberCart(websiteId, memberId)),
          Option.some(cart),
        )
        assert.isTrue(Option.isNone(yield* repository((carts) => carts.findMemberCart(freshId(), memberId))))
      }),
    )

    it.effect(
      "lockForMerge reads the member's cart and a visitor cart that nobody owns, with where it was copied from",
      () =>
        Effect.gen(function* () {
          const [websiteId, memberId] = [freshId(), freshId()]
          const saved = yield* cartWith(websiteId, aDraft())
          yield* repository((carts) => carts.assignToMember(saved.id, memberId))
          const anonymous = yield* cartWith(websiteId, aDraft({ quantity: 2 }))
          assert.deepStrictEqual(yield* lock(websiteId, memberId, anonymous.id), {
            member: Option.some(saved),
            visitor: Option.some({ cart: anonymous, copiedFrom: null }),
          })
          const copy = Option.getOrThrow(yield* repository((carts) => carts.copyForVisitor(saved.id)))
          const locked = yield* lock(websiteId, memberId, copy.id)
          assert.deepStrictEqual(locked.visitor, Option.some({ cart: copy, copiedFrom: saved.id }))
        }),
    )

    it.effect(
      "lockForMerge gives no visitor cart that is the member's own, another member's, merged, another website's or unknown",
      () =>
        Effect.gen(function* () {
          const [websiteId, memberId] = [freshId(), freshId()]
          const saved = yield* cartWith(websiteId, aDraft())
          yield* repository((carts) => carts.assignToMember(saved.id, memberId))
          const theirs = yield* cartWith(websiteId, aDraft())
          yield* repository((carts) => carts.assignToMember(theirs.id, freshId()))
          const merged = yield* cartWith(websiteId, aDraft())
          yield* repository((carts) => carts.markMerged(merged.id, saved.id))
          const elsewhere = yield* cartWith(freshId(), aDraft())
          for (const visitorCartId of [saved.id, theirs.id, merged.id, elsewhere.id, freshId(), null]) {
            const locked = yield* lock(websiteId, memberId, visitorCartId)
            assert.deepStrictEqual(
              locked,
              { member: Option.some(saved), visitor: Option.none() },
              String(visitorCartId),
            )
          }
        }),
    )

    it.effect("markMerged empties a cart and raises its revision; a merged cart is nobody's open cart", () =>
      Effect.gen(function* () {
        const [websiteId, memberId] = [freshId(), freshId()]
        const cart = yield* cartWith(websiteId, aDraft(), aDraft())
        yield* repository((carts) => carts.assignToMember(cart.id, memberId))
        const before = Option.getOrThrow(
          (yield* repository((carts) => carts.findForAdd(cart.id, freshId()))).cart,
        )
        yield* repository((carts) => carts.markMerged(cart.id, freshId()))
        const after = Option.getOrThrow(
          (yield* repository((carts) => carts.findForAdd(cart.id, freshId()))).cart,
        )
        assert.deepStrictEqual(after.stored.entries, [])
        assert.isAbove(after.revision, before.revision)
        assert.isTrue(Option.isNone(yield* repository((carts) => carts.findMemberCart(websiteId, memberId))))
      }),
    )

    it.effect(
      "copyForVisitor copies the lines in order into a new cart of nobody's; none for an unknown cart",
      () =>
        Effect.gen(function* () {
          yield* TestClock.setTime(Date.UTC(2025, 2, 14))
          const websiteId = freshId()
          const source = yield* cartWith(
            websiteId,
            aDraft({ quantity: 2 }),
            aDraft({ additionalFields: '{"a":1}' }),
          )
          yield* repository((carts) => carts.assignToMember(source.id, freshId()))
          const copy = Option.getOrThrow(yield* repository((carts) => carts.copyForVisitor(source.id)))
          assert.notStrictEqual(copy.id, source.id)
          assert.strictEqual(copy.created, "2025-03-14T00:00:00.000Z")
          assert.deepStrictEqual(
            copy.entries.map(({ id: _id, ...line }) => line),
            source.entries.map(({ id: _id, ...line }) => line),
          )
          assert.isTrue(copy.entries.every((line) => !source.entries.some((own) => own.id === line.id)))
          assert.deepStrictEqual(yield* repository((carts) => carts.find(copy.id)), Option.some(copy))
          assert.isTrue(Option.isSome((yield* lock(websiteId, freshId(), copy.id)).visitor))
          assert.isTrue(Option.isNone(yield* repository((carts) => carts.copyForVisitor(freshId()))))
        }),
    )

    it.effect.runIf(options.severalConnections === true)(
      "a sign-in holding the member's lock makes a second one for that member wait until it ends",
      () =>
        Effect.gen(function* () {
          const [websiteId, memberId] = [freshId(), freshId()]
          const locked = yield* Deferred.make<void>()
          const finish = yield* Deferred.make<void>()
          const events: string[] = []
          const first = yield* Effect.forkChild(
            Transaction.use((transaction) =>
              transaction.run(
                Effect.gen(function* () {
                  yield* lock(websiteId, memberId, null)
                  yield* Deferred.succeed(locked, undefined)
                  yield* Deferred.await(finish)
                  events.push("first ends")
                }),
              ),
            ),
          )
          yield* Deferred.await(locked)
          const second = yield* Effect.forkChild(
            Transaction.use((transaction) =>
              transaction.run(
                Effect.sync(() => events.push("second waits")).pipe(
                  Effect.andThen(lock(websiteId, memberId, null)),
                  Effect.andThen(Effect.sync(() => events.push("second locks"))),
                ),
              ),
            ),
          )
          yield* TestClock.withLive(Effect.sleep("300 millis"))
          assert.deepStrictEqual(events, ["second waits"])
          yield* Deferred.succeed(finish, undefined)
          yield* Fiber.join(first)
          yield* Fiber.join(second)
          assert.deepStrictEqual(events, ["second waits", "first ends", "second locks"])
        }),
    )

    it.effect(
      "two sign-ins of one member racing, with carts of the same items: no line lost, none above stock",
      () =>
        Effect.gen(function* () {
          for (let round = 0; round < 5; round++) {
            const [websiteId, memberId] = [freshId(), freshId()]
            const shirt = yield* stocked(5)
            const mug = yield* stocked(50)
            const socks = yield* stocked(2)
            // Every other round the member has a saved cart already; otherwise the first sign-in gives them one.
            if (round % 2 === 0) {
              const saved = yield* cartWith(websiteId, lineOf(shirt, 1))
              yield* repository((carts) => carts.assignToMember(saved.id, memberId))
            }
            const phone = yield* cartWith(websiteId, lineOf(shirt, 3), lineOf(mug, 1))
            const laptop = yield* cartWith(websiteId, lineOf(shirt, 4), lineOf(mug, 2), lineOf(socks, 2))
            const merges = [phone, laptop].map((cart) =>
              mergeCartsAtSignIn({ websiteId, memberId, visitorCartId: cart.id }),
            )
            yield* Effect.all(merges, { concurrency: "unbounded" })
            const member = yield* repository((carts) => carts.findMemberCart(websiteId, memberId))
            const expected = [
              [shirt.id, 5],
              [mug.id, 3],
              [socks.id, 2],
            ]
            const got = new Map(quantities(member))
            for (const [itemId, quantity] of expected)
              assert.strictEqual(got.get(itemId as string), quantity, `round ${round}`)
            assert.strictEqual(got.size, 3)
            const left = [phone, laptop].filter((cart) => cart.id !== Option.getOrThrow(member).id)
            for (const cart of left) {
              assert.deepStrictEqual(
                Option.map(yield* repository((carts) => carts.find(cart.id)), (c) => c.entries),
                Option.some([]),
              )
            }
          }
        }),
    )
  })
