import { assert, layer } from "@effect/vitest"
import { Outbox } from "@vitrine/core/mail"
import { DEFAULT_RESTOCK_SETTINGS, RestockRepository, type SignUpDraft } from "@vitrine/core/restock"
import { Transaction } from "@vitrine/core/transaction"
import { Effect } from "effect"
import { freshId } from "./setup/fixtures.ts"
import type { MakeLayer, SuiteOptions } from "./setup/suite.ts"

const draft = (productId: string, overrides: Partial<SignUpDraft> = {}): SignUpDraft => ({
  productId,
  variantId: "v1",
  email: "ada@example.com",
  joinMailingList: false,
  language: null,
  memberId: null,
  signedUpAt: 1000,
  ...overrides,
})

const signUp = (one: SignUpDraft) => RestockRepository.use((repository) => repository.signUp(one))
const markSent = (productId: string, variantId: string, at: number) =>
  RestockRepository.use((repository) => repository.markSent({ productId, variantId }, at))

/**
 * The RestockRepository contract: one sign-up per product, variant and e-mail; groups counted and
 * paged in key order; sign-ups paged oldest first; marking sent covers each waiting sign-up once.
 *
 * @example
 * suite("memory", memoryLayer)
 */
export const suite = (name: string, makeLayer: MakeLayer, options: SuiteOptions = {}): void =>
  layer(makeLayer(), { timeout: "60 seconds" })(`RestockRepository contract (${name})`, (it) => {
    it.effect("a sign-up is stored once per product, variant and e-mail, with what was given", () =>
      Effect.gen(function* () {
        const productId = freshId()
        const first = yield* signUp(
          draft(productId, { joinMailingList: true, language: "fr", memberId: "m1" }),
        )
        assert.isTrue(first.created)
        assert.deepInclude(first.signUp, {
          productId,
          variantId: "v1",
          email: "ada@example.com",
          joinMailingList: true,
          language: "fr",
          memberId: "m1",
          signedUpAt: 1000,
          sentAt: null,
          round: 1,
        })
        const again = yield* signUp(draft(productId, { signedUpAt: 2000 }))
        assert.isFalse(again.created)
        assert.deepStrictEqual(again.signUp, first.signUp, "a waiting sign-up is left as it is")
        assert.isTrue((yield* signUp(draft(productId, { variantId: "v2" }))).created)
        assert.isTrue((yield* signUp(draft(productId, { email: "bob@example.com" }))).created)
      }),
    )

    it.effect("remove takes one sign-up away, by id, once; an unknown id removes nothing", () =>
      Effect.gen(function* () {
        const productId = freshId()
        const ada = (yield* signUp(draft(productId))).signUp
        yield* signUp(draft(productId, { email: "bob@example.com" }))
        const repository = yield* RestockRepository
        assert.isTrue(yield* repository.remove(ada.id))
        assert.isFalse(yield* repository.remove(ada.id))
        assert.isFalse(yield* repository.remove(freshId()))
        const left = yield* repository.signUps({ productId, variantId: null }, null, 10)
        assert.deepStrictEqual(
          left.items.map((one) => one.email),
          ["bob@example.com"],
        )
        assert.isTrue((yield* signUp(draft(productId))).created, "signing up again makes a new one")
      }),
    )

    it.effect(
      "RESTOCK-003 the settings read as saved (auto-send and the mailing-list checkbox off until saved), a save keeping those it does not name; the link key is drawn once, long, and kept",
      () =>
        Effect.gen(function* () {
          const repository = yield* RestockRepository
          const each = [
            { autoSend: true, mailingListSignUp: false, mailingListOptInByDefault: false },
            { autoSend: false, mailingListSignUp: true, mailingListOptInByDefault: false },
            { autoSend: false, mailingListSignUp: true, mailingListOptInByDefault: true },
            DEFAULT_RESTOCK_SETTINGS,
          ]
          for (const settings of each) {
            assert.deepStrictEqual(yield* repository.saveSettings(settings), settings)
            assert.deepStrictEqual(yield* repository.settings, settings)
          }
          // A save names only the settings it changes; the others stay as stored.
          const one = { ...DEFAULT_RESTOCK_SETTINGS, mailingListSignUp: true }
          assert.deepStrictEqual(yield* repository.saveSettings({ mailingListSignUp: true }), one)
          assert.deepStrictEqual(yield* repository.saveSettings({ autoSend: true }), {
            ...one,
            autoSend: true,
          })
          assert.deepStrictEqual(yield* repository.saveSettings({}), { ...one, autoSend: true })
          assert.deepStrictEqual(
            yield* repository.saveSettings(DEFAULT_RESTOCK_SETTINGS),
            DEFAULT_RESTOCK_SETTINGS,
          )
          const keys = yield* Effect.all(
            Array.from({ length: 5 }, () => repository.linkKey),
            { concurrency: "unbounded" },
          )
          assert.strictEqual(new Set(keys).size, 1, "concurrent first asks get one key")
          assert.isAtLeast(keys[0]?.length ?? 0, 32)
          assert.strictEqual(yield* repository.linkKey, keys[0])
        }),
    )

    it.effect("concurrent identical sign-ups store one", () =>
      Effect.gen(function* () {
        const productId = freshId()
        const outcomes = yield* Effect.all(
          Array.from({ length: 8 }, () => signUp(draft(productId))),
          { concurrency: "unbounded" },
        )
        assert.strictEqual(
          outcomes.filter((one) => one.created).length,
          1,
          options.severalConnections ? "on several connections" : "",
        )
        assert.strictEqual(new Set(outcomes.map((one) => one.signUp.id)).size, 1)
      }),
    )

    it.effect(
      "marking sent covers the variant's waiting sign-ups once; a sent one signed up again waits again",
      () =>
        Effect.gen(function* () {
          const productId = freshId()
          for (const [i, email] of ["a@x.co", "b@x.co", "c@x.co"].entries())
            yield* signUp(draft(productId, { email, signedUpAt: 1000 + i }))
          yield* signUp(draft(productId, { variantId: "v2" }))
          const covered = yield* markSent(productId, "v1", 5000)
          assert.deepStrictEqual(
            covered.map((one) => [one.email, one.sentAt]),
            [
              ["a@x.co", 5000],
              ["b@x.co", 5000],
              ["c@x.co", 5000],
            ],
          )
          assert.deepStrictEqual(yield* markSent(productId, "v1", 6000), [])
          const rearmed = yield* signUp(
            draft(productId, { email: "a@x.co", signedUpAt: 7000, joinMailingList: true }),
          )
          assert.isTrue(rearmed.created)
          assert.deepInclude(rearmed.signUp, {
            round: 2,
            sentAt: null,
            signedUpAt: 7000,
            joinMailingList: true,
          })
          assert.strictEqual(rearmed.signUp.id, covered[0]?.id)
        }),
    )

    it.effect("concurrent marks cover each sign-up exactly once", () =>
      Effect.gen(function* () {
        const productId = freshId()
        for (let i = 0; i < 30; i++) yield* signUp(draft(productId, { email: `m${i}@x.co` }))
        const marks = yield* Effect.all(
          Array.from({ length: 4 }, (_, i) => markSent(productId, "v1", 9000 + i)),
          { concurrency: "unbounded" },
        )
        const ids = marks.flat().map((one) => one.id)
        assert.strictEqual(ids.length, 30)
        assert.strictEqual(new Set(ids).size, 30)
      }),
    )

    it.effect("API-011 groups are counted per variant and paged in key order", () =>
      Effect.gen(function* () {
        // A product id that sorts after every UUID keeps other tests' groups (shared database) before it.
        const productId = `~${freshId()}`
        for (const variantId of ["a", "b", "c", "d", "e"])
          for (let i = 0; i < 2; i++) yield* signUp(draft(productId, { variantId, email: `${i}@x.co` }))
        yield* markSent(productId, "c", 1)
        const repository = yield* RestockRepository
        const seen = []
        let page = yield* repository.groups({ productId, variantId: "" }, 2)
        seen.push(...page.items)
        while (page.next !== null) {
          page = yield* repository.groups(page.next, 2)
          seen.push(...page.items)
        }
        assert.deepStrictEqual(
          seen.map((group) => [group.variantId, group.waiting, group.sent]),
          [
            ["a", 2, 0],
            ["b", 2, 0],
            ["c", 0, 2],
            ["d", 2, 0],
            ["e", 2, 0],
          ],
        )
      }),
    )

    it.effect("API-012 sign-ups are paged oldest first, of one variant or all of a product", () =>
      Effect.gen(function* () {
        const productId = freshId()
        for (let i = 0; i < 7; i++)
          yield* signUp(
            draft(productId, {
              variantId: i % 2 === 0 ? "v1" : "v2",
              email: `${i}@x.co`,
              signedUpAt: 100 - i,
            }),
          )
        const repository = yield* RestockRepository
        const all = []
        let page = yield* repository.signUps({ productId, variantId: null }, null, 3)
        all.push(...page.items)
        while (page.next !== null) {
          page = yield* repository.signUps({ productId, variantId: null }, page.next, 3)
          all.push(...page.items)
        }
        assert.deepStrictEqual(
          all.map((one) => one.signedUpAt),
          [94, 95, 96, 97, 98, 99, 100],
        )
        const v2 = yield* repository.signUps({ productId, variantId: "v2" }, null, 10)
        assert.deepStrictEqual(
          v2.items.map((one) => one.email),
          ["5@x.co", "3@x.co", "1@x.co"],
        )
        assert.isNull(v2.next)
        assert.deepStrictEqual(
          (yield* repository.signUps({ productId: freshId(), variantId: null }, null, 10)).items,
          [],
        )
      }),
    )

    it.effect("a send that rolls back leaves the sign-ups waiting and queues nothing", () =>
      Effect.gen(function* () {
        const productId = freshId()
        yield* signUp(draft(productId))
        const key = `restock-contract:${freshId()}`
        yield* Transaction.use((transaction) =>
          transaction.run(
            Effect.gen(function* () {
              yield* markSent(productId, "v1", 1)
              yield* Outbox.use((outbox) =>
                outbox.enqueue([{ key, kind: "restock", to: "ada@example.com", data: {} }]),
              )
              return yield* Effect.fail("boom")
            }),
          ),
        ).pipe(Effect.ignore)
        assert.strictEqual(
          (yield* markSent(productId, "v1", 2)).length,
          1,
          "still waiting after the rollback",
        )
        const queued = yield* Outbox.use((outbox) => outbox.list({ states: null, after: null, limit: 1000 }))
        assert.isFalse(queued.some((message) => message.key === key))
      }),
    )
  })
