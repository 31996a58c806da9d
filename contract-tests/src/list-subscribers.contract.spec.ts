import { assert, layer } from "@effect/vitest"
import { ListSubscribers } from "@vitrine/core/site"
import { Transaction } from "@vitrine/core/transaction"
import { Effect, Option } from "effect"
import { freshId } from "./setup/fixtures.ts"
import type { MakeLayer, SuiteOptions } from "./setup/suite.ts"

const draft = (websiteId: string, email: string, confirmed: boolean, at: number) =>
  ({ websiteId, listId: "newsletter", email, confirmed, at }) as const

/**
 * The ListSubscribers contract: an address kept once per website and list, pending until confirmed
 * (idempotently), listed newest first, removed by its website only, and a link key that never
 * changes; a join inside a transaction that fails leaves nothing.
 *
 * @example
 * suite("memory", memoryLayer)
 */
export const suite = (name: string, makeLayer: MakeLayer, _options: SuiteOptions = {}): void =>
  layer(makeLayer(), { timeout: "60 seconds" })(`ListSubscribers contract (${name})`, (it) => {
    it.effect(
      "a new address joins pending or confirmed as asked; the same address again keeps one subscriber",
      () =>
        Effect.gen(function* () {
          const subscribers = yield* ListSubscribers
          const website = freshId()
          const pending = yield* subscribers.join(draft(website, "ada@example.com", false, 1_000))
          assert.deepStrictEqual(
            [
              pending.websiteId,
              pending.listId,
              pending.email,
              pending.status,
              pending.signedUpAt,
              pending.confirmedAt,
            ],
            [website, "newsletter", "ada@example.com", "pending", 1_000, null],
          )
          const again = yield* subscribers.join(draft(website, "ada@example.com", false, 2_000))
          assert.deepStrictEqual(again, pending)
          const confirmed = yield* subscribers.join(draft(website, "ada@example.com", true, 3_000))
          assert.deepStrictEqual(confirmed, { ...pending, status: "confirmed", confirmedAt: 3_000 })
          const stays = yield* subscribers.join(draft(website, "ada@example.com", false, 4_000))
          assert.deepStrictEqual(stays, confirmed)
          const bob = yield* subscribers.join(draft(website, "bob@example.com", true, 5_000))
          assert.deepStrictEqual([bob.status, bob.confirmedAt], ["confirmed", 5_000])
          assert.notStrictEqual(bob.id, pending.id)
        }),
    )

    it.effect("an address is kept per website and per list", () =>
      Effect.gen(function* () {
        const subscribers = yield* ListSubscribers
        const website = freshId()
        const one = yield* subscribers.join(draft(website, "ada@example.com", true, 1))
        const otherList = yield* subscribers.join({
          ...draft(website, "ada@example.com", false, 2),
          listId: "restock",
        })
        const otherSite = yield* subscribers.join(draft(freshId(), "ada@example.com", false, 3))
        assert.strictEqual(new Set([one.id, otherList.id, otherSite.id]).size, 3)
        assert.deepStrictEqual(yield* subscribers.list(website, "newsletter"), [one])
        assert.deepStrictEqual(yield* subscribers.list(website, "restock"), [otherList])
      }),
    )

    it.effect("confirming is idempotent and keeps the first time; an unknown id is none", () =>
      Effect.gen(function* () {
        const subscribers = yield* ListSubscribers
        const joined = yield* subscribers.join(draft(freshId(), "ada@example.com", false, 1))
        const first = yield* subscribers.confirm(joined.id, 10)
        assert.deepStrictEqual(first, Option.some({ ...joined, status: "confirmed", confirmedAt: 10 }))
        assert.deepStrictEqual(yield* subscribers.confirm(joined.id, 20), first)
        assert.isTrue(Option.isNone(yield* subscribers.confirm(freshId(), 30)))
      }),
    )

    it.effect(
      "finds a subscriber by id as stored, pending or confirmed; a removed or unknown one is none",
      () =>
        Effect.gen(function* () {
          const subscribers = yield* ListSubscribers
          const website = freshId()
          const joined = yield* subscribers.join(draft(website, "ada@example.com", false, 1))
          assert.deepStrictEqual(yield* subscribers.find(joined.id), Option.some(joined))
          const confirmed = yield* subscribers.confirm(joined.id, 10)
          assert.deepStrictEqual(yield* subscribers.find(joined.id), confirmed)
          yield* subscribers.remove(website, joined.id)
          assert.isTrue(Option.isNone(yield* subscribers.find(joined.id)))
          assert.isTrue(Option.isNone(yield* subscribers.find(freshId())))
        }),
    )

    it.effect("lists newest sign-up first, the greater id first within a millisecond", () =>
      Effect.gen(function* () {
        const subscribers = yield* ListSubscribers
        const website = freshId()
        const a = yield* subscribers.join(draft(website, "a@example.com", true, 5))
        const b = yield* subscribers.join(draft(website, "b@example.com", false, 9))
        const c = yield* subscribers.join(draft(website, "c@example.com", false, 5))
        const [first, second] = a.id > c.id ? [a, c] : [c, a]
        assert.deepStrictEqual(yield* subscribers.list(website, "newsletter"), [b, first, second])
        assert.deepStrictEqual(yield* subscribers.list(freshId(), "newsletter"), [])
      }),
    )

    it.effect(
      "pages: every size's pages, in turn, are the list; past the end is empty; the counts are the whole list's by status",
      () =>
        Effect.gen(function* () {
          const subscribers = yield* ListSubscribers
          const website = freshId()
          for (let index = 0; index < 7; index++)
            yield* subscribers.join(draft(website, `p${index}@example.com`, index % 3 === 0, index % 4))
          yield* subscribers.join({ ...draft(website, "other@example.com", true, 1), listId: "restock" })
          const all = yield* subscribers.list(website, "newsletter")
          assert.strictEqual(all.length, 7)
          for (const limit of [1, 2, 3, 7, 10]) {
            const pages: (typeof all)[number][] = []
            for (let offset = 0; offset < all.length; offset += limit)
              pages.push(...(yield* subscribers.page(website, "newsletter", { offset, limit })))
            assert.deepStrictEqual(pages, all, `pages of ${limit}`)
          }
          assert.deepStrictEqual(yield* subscribers.page(website, "newsletter", { offset: 7, limit: 5 }), [])
          assert.deepStrictEqual(
            yield* subscribers.page(freshId(), "newsletter", { offset: 0, limit: 5 }),
            [],
          )
          assert.deepStrictEqual(yield* subscribers.counts(website, "newsletter"), {
            pending: 4,
            confirmed: 3,
          })
          assert.deepStrictEqual(yield* subscribers.counts(website, "restock"), { pending: 0, confirmed: 1 })
          assert.deepStrictEqual(yield* subscribers.counts(freshId(), "newsletter"), {
            pending: 0,
            confirmed: 0,
          })
        }),
    )

    it.effect("removes a subscriber of its own website only; a second removal is false", () =>
      Effect.gen(function* () {
        const subscribers = yield* ListSubscribers
        const website = freshId()
        const joined = yield* subscribers.join(draft(website, "ada@example.com", true, 1))
        assert.isFalse(yield* subscribers.remove(freshId(), joined.id))
        assert.isTrue(yield* subscribers.remove(website, joined.id))
        assert.isFalse(yield* subscribers.remove(website, joined.id))
        assert.deepStrictEqual(yield* subscribers.list(website, "newsletter"), [])
        const back = yield* subscribers.join(draft(website, "ada@example.com", false, 2))
        assert.strictEqual(back.status, "pending")
      }),
    )

    it.effect("a join inside a transaction that fails is taken back", () =>
      Effect.gen(function* () {
        const subscribers = yield* ListSubscribers
        const transaction = yield* Transaction
        const website = freshId()
        const failed = yield* Effect.flip(
          transaction.run(
            Effect.andThen(
              subscribers.join(draft(website, "ada@example.com", true, 1)),
              Effect.fail("refused"),
            ),
          ),
        )
        assert.strictEqual(failed, "refused")
        assert.deepStrictEqual(yield* subscribers.list(website, "newsletter"), [])
      }),
    )

    it.effect("the link key is long and the same on every read", () =>
      Effect.gen(function* () {
        const subscribers = yield* ListSubscribers
        const key = yield* subscribers.linkKey
        assert.isAtLeast(key.length, 32)
        assert.strictEqual(yield* subscribers.linkKey, key)
      }),
    )
  })
