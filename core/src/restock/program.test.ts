import { assert, describe, it } from "@effect/vitest"
import { Effect, Ref } from "effect"
import fc from "fast-check"
import { Outbox } from "../mail/outbox.ts"
import { connectMailingList } from "../site/connections-program.ts"
import { LIST_CONFIRMATION_MAIL_KIND } from "../site/list-subscriber-rules.ts"
import { listSubscribers } from "../site/list-subscribers-program.ts"
import type { MailingConnection } from "../site/mailing-connection-rules.ts"
import { Transaction } from "../transaction/port.ts"
import { DEFAULT_RESTOCK_SETTINGS } from "./model.ts"
import { RESTOCK_PAGE_SIZE } from "./paging.ts"
import { BEANIE, DOWNLOAD, HOST, signUpInput, withRestock } from "./program.test-support.ts"
import { restockGroups, restockSignUps, sendRestock, signUpForRestock } from "./program.ts"
import { saveRestockSettings } from "./settings.ts"

const CONNECTION: MailingConnection = {
  listId: "newsletter",
  doubleOptIn: false,
  subject: "New sign-up",
  to: ["owner@example.com"],
  cc: [],
  bcc: [],
}

const grey = { productId: BEANIE.id, variantId: "grey" }

// A sign-up with the box's mailing-list checkbox ticked or not.
const joining = (email: string, isJoinMailingList: boolean) => {
  const input = signUpInput(email)
  return signUpForRestock({ ...input, payload: { ...input.payload, isJoinMailingList } })
}

describe("signing up for a restock", () => {
  it.effect("ROLE-002 an anonymous visitor signs up; the e-mail is kept normalised", () =>
    withRestock(() =>
      Effect.gen(function* () {
        const { signUp, created } = yield* signUpForRestock(signUpInput("  Ada@Example.com "))
        assert.isTrue(created)
        assert.strictEqual(signUp.email, "ada@example.com")
        assert.isNull(signUp.memberId)
        assert.isNull(signUp.sentAt)
        assert.strictEqual(signUp.round, 1)
      }),
    ),
  )

  it.effect("ROLE-003 a signed-in member's sign-up carries the member's id", () =>
    withRestock(() =>
      Effect.gen(function* () {
        const { signUp } = yield* signUpForRestock(
          signUpInput("ada@example.com", "grey", { memberId: "member-7" }),
        )
        assert.strictEqual(signUp.memberId, "member-7")
      }),
    ),
  )

  it.effect(
    "RESTOCK-003 the checkbox's choice is stored when the store offers it, never when it does not",
    () =>
      withRestock(() =>
        Effect.gen(function* () {
          assert.isFalse((yield* joining("forged@example.com", true)).signUp.joinMailingList)
          yield* saveRestockSettings({ ...DEFAULT_RESTOCK_SETTINGS, mailingListSignUp: true })
          assert.isTrue((yield* joining("ada@example.com", true)).signUp.joinMailingList)
          assert.isFalse((yield* joining("bob@example.com", false)).signUp.joinMailingList)
        }),
      ),
  )

  it.effect(
    "the ticked checkbox joins the website's mailing list as a newsletter sign-up would: pending with a confirmation e-mail under double opt-in; nobody unticked, unoffered or unconnected",
    () =>
      withRestock(() =>
        Effect.gen(function* () {
          const members = () =>
            Effect.map(listSubscribers("site-1", "newsletter"), (list) =>
              list.subscribers.map((one) => [one.email, one.status]),
            )
          const confirmations = () =>
            Effect.map(
              Outbox.use((outbox) => outbox.list({ states: null, after: null, limit: 100 })),
              (all) => all.filter((one) => one.kind === LIST_CONFIRMATION_MAIL_KIND).map((one) => one.to),
            )
          yield* saveRestockSettings({ ...DEFAULT_RESTOCK_SETTINGS, mailingListSignUp: true })
          yield* joining("early@example.com", true)
          assert.deepStrictEqual(yield* members(), [], "no mailing connection: no list to join")

          yield* connectMailingList("site-1", { ...CONNECTION, doubleOptIn: true })
          yield* joining(" Ada@Example.com", true)
          yield* joining("bob@example.com", false)
          assert.deepStrictEqual(yield* members(), [["ada@example.com", "pending"]])
          assert.deepStrictEqual(yield* confirmations(), ["ada@example.com"])
          yield* joining("ada@example.com", true)
          assert.deepStrictEqual(yield* members(), [["ada@example.com", "pending"]], "a repeat keeps one")

          yield* connectMailingList("site-1", CONNECTION)
          yield* joining("cy@example.com", true)
          assert.deepStrictEqual((yield* members())[0], ["cy@example.com", "confirmed"])
          assert.deepStrictEqual(yield* confirmations(), ["ada@example.com"])

          yield* saveRestockSettings({ ...DEFAULT_RESTOCK_SETTINGS, mailingListSignUp: false })
          yield* joining("dee@example.com", true)
          assert.notInclude(
            (yield* members()).map(([email]) => email),
            "dee@example.com",
          )
        }),
      ),
  )

  it.effect("signing up twice for one variant is no error and stores one", () =>
    withRestock(() =>
      Effect.gen(function* () {
        const first = yield* signUpForRestock(signUpInput("ada@example.com"))
        const second = yield* signUpForRestock(signUpInput("ADA@example.com "))
        assert.isFalse(second.created)
        assert.strictEqual(second.signUp.id, first.signUp.id)
        const page = yield* restockSignUps({ productId: BEANIE.id, variantId: null }, undefined)
        assert.strictEqual(page.signUps.length, 1)
        const other = yield* signUpForRestock(signUpInput("ada@example.com", "navy"))
        assert.isTrue(other.created, "another variant is another sign-up")
      }),
    ),
  )

  it.effect("concurrent identical sign-ups store one", () =>
    withRestock(() =>
      Effect.gen(function* () {
        const outcomes = yield* Effect.all(
          Array.from({ length: 10 }, () => signUpForRestock(signUpInput("bob@example.com"))),
          { concurrency: "unbounded" },
        )
        assert.strictEqual(outcomes.filter((one) => one.created).length, 1)
        assert.strictEqual(new Set(outcomes.map((one) => one.signUp.id)).size, 1)
      }),
    ),
  )

  it.effect("RESTOCK-005 RESTOCK-006 a blank or invalid e-mail is refused with the spec's message", () =>
    withRestock(() =>
      Effect.gen(function* () {
        const blank = yield* Effect.flip(signUpForRestock(signUpInput(" ")))
        assert.strictEqual(blank.message, "Email cannot be blank")
        const invalid = yield* Effect.flip(signUpForRestock(signUpInput("ada@")))
        assert.strictEqual(invalid.message, "Email is invalid")
      }),
    ),
  )

  it.effect("an unknown product or variant, or one whose stock never runs out, is refused", () =>
    withRestock(() =>
      Effect.gen(function* () {
        for (const [productId, variantId] of [
          ["nope", "grey"],
          [BEANIE.id, "pink"],
          [DOWNLOAD.id, "pdf"],
        ] as const) {
          const input = signUpInput("ada@example.com", variantId)
          const error = yield* Effect.flip(
            signUpForRestock({ ...input, payload: { ...input.payload, productId } }),
          )
          assert.strictEqual(error._tag, "RestockVariantNotFound")
          assert.strictEqual(error.message, "Sorry, that item is no longer available.")
        }
      }),
    ),
  )

  it.effect(
    "RESTOCK-007 with a captcha the token must be made for PRODUCT_WAITLIST_SUBMISSION on this host, and works once",
    () =>
      withRestock(({ botCheck }) =>
        Effect.gen(function* () {
          const withToken = (token: string | null) => {
            const input = signUpInput("ada@example.com", "grey", { captcha: true })
            return signUpForRestock({
              ...input,
              payload: { ...input.payload, recaptchaEnterpriseV3Token: token },
            })
          }
          const missing = yield* Effect.flip(withToken(null))
          assert.strictEqual(missing._tag === "BotCheckFailed" && missing.reason, "missing")
          const forged = yield* Effect.flip(withToken("forged"))
          assert.strictEqual(forged._tag === "BotCheckFailed" && forged.reason, "invalid")
          const otherAction = yield* botCheck.issue({ action: "FORM_BLOCK_SUBMISSION", host: HOST })
          assert.strictEqual((yield* Effect.flip(withToken(otherAction)))._tag, "BotCheckFailed")
          const token = yield* botCheck.issue({ action: "PRODUCT_WAITLIST_SUBMISSION", host: HOST })
          assert.isTrue((yield* withToken(token)).created)
          const replayed = yield* Effect.flip(withToken(token))
          assert.strictEqual(replayed._tag === "BotCheckFailed" && replayed.reason, "replayed")
        }),
      ),
  )
})

describe("groups and sign-ups, paged", () => {
  it.effect("API-011 groups per variant with counts; every page fetched covers each group once", () =>
    withRestock(() =>
      Effect.gen(function* () {
        for (let i = 0; i < 3; i++) yield* signUpForRestock(signUpInput(`g${i}@example.com`, "grey"))
        yield* signUpForRestock(signUpInput("n@example.com", "navy"))
        yield* sendRestock([{ productId: BEANIE.id, variantId: "navy" }])
        yield* signUpForRestock(signUpInput("n2@example.com", "navy"))
        const page = yield* restockGroups(undefined)
        assert.deepStrictEqual(page.signUpGroups, [
          { productId: BEANIE.id, variantId: "grey", waiting: 3, sent: 0 },
          { productId: BEANIE.id, variantId: "navy", waiting: 1, sent: 1 },
        ])
        assert.isFalse(page.hasNextPage)
        assert.isNull(page.nextPageCursor)
      }),
    ),
  )

  it.effect("API-012 sign-ups of a variant or of the whole product, oldest first, over every page", () =>
    withRestock(() =>
      Effect.gen(function* () {
        const total = RESTOCK_PAGE_SIZE + 7
        for (let i = 0; i < total; i++)
          yield* signUpForRestock(signUpInput(`s${i}@example.com`, i % 2 === 0 ? "grey" : "navy"))
        const all = []
        let cursor: string | undefined
        do {
          const page = yield* restockSignUps({ productId: BEANIE.id, variantId: null }, cursor)
          all.push(...page.signUps)
          cursor = page.nextPageCursor ?? undefined
          assert.strictEqual(page.hasNextPage, page.nextPageCursor !== null)
        } while (cursor !== undefined)
        assert.strictEqual(all.length, total, "the product's total is the sum over its variants")
        assert.strictEqual(new Set(all.map((one) => one.id)).size, total)
        const greyOnly = yield* restockSignUps(grey, undefined)
        assert.isTrue(greyOnly.signUps.every((one) => one.variantId === "grey"))
        assert.strictEqual(greyOnly.signUps.length, Math.ceil(total / 2))
      }),
    ),
  )

  it.effect("API-011 API-012 a forged cursor is refused", () =>
    withRestock(() =>
      Effect.gen(function* () {
        assert.strictEqual(
          (yield* Effect.flip(restockGroups("{nope"))).message,
          "This page link is no longer valid. Start from the first page.",
        )
        assert.strictEqual((yield* Effect.flip(restockSignUps(grey, "[1]")))._tag, "RestockCursorInvalid")
      }),
    ),
  )
})

describe("sending", () => {
  it.effect("API-014 ROLE-004 a send marks every waiting sign-up sent and queues one e-mail each", () =>
    withRestock(({ memory }) =>
      Effect.gen(function* () {
        yield* signUpForRestock(signUpInput("a@example.com"))
        yield* signUpForRestock(signUpInput("b@example.com"))
        yield* signUpForRestock(signUpInput("c@example.com", "navy"))
        const [result] = yield* sendRestock([grey])
        assert.deepStrictEqual(result, { ...grey, queued: 2 })
        const state = yield* Ref.get(memory.state)
        assert.deepStrictEqual(
          [...state.outbox.values()].map((message) => [message.to, message.kind, message.state]),
          [
            ["a@example.com", "restock", "pending"],
            ["b@example.com", "restock", "pending"],
          ],
        )
        const again = yield* sendRestock([grey])
        assert.strictEqual(again[0]?.queued, 0, "a second send resends nothing")
      }),
    ),
  )

  it.effect(
    "API-015 send all covers every requested variant; a visitor who signs up again after a send is told again",
    () =>
      withRestock(({ memory }) =>
        Effect.gen(function* () {
          yield* signUpForRestock(signUpInput("a@example.com"))
          yield* signUpForRestock(signUpInput("a@example.com", "navy"))
          const results = yield* sendRestock([grey, { productId: BEANIE.id, variantId: "navy" }])
          assert.deepStrictEqual(
            results.map((one) => one.queued),
            [1, 1],
          )
          const again = yield* signUpForRestock(signUpInput("a@example.com"))
          assert.isTrue(again.created)
          assert.strictEqual(again.signUp.round, 2)
          yield* sendRestock([grey])
          const keys = [...(yield* Ref.get(memory.state)).outbox.keys()]
          assert.strictEqual(keys.length, 3)
          assert.strictEqual(new Set(keys).size, 3)
        }),
      ),
  )

  it.effect("a send whose transaction fails leaves the sign-ups waiting and queues nothing", () =>
    withRestock(({ memory }) =>
      Effect.gen(function* () {
        yield* signUpForRestock(signUpInput("a@example.com"))
        const transaction = yield* Transaction
        yield* transaction.run(Effect.andThen(sendRestock([grey]), Effect.fail("boom"))).pipe(Effect.ignore)
        assert.strictEqual((yield* Ref.get(memory.state)).outbox.size, 0)
        assert.strictEqual((yield* restockGroups(undefined)).signUpGroups[0]?.waiting, 1)
      }),
    ),
  )

  it.effect("concurrent sends cover each sign-up exactly once", () =>
    withRestock(({ memory }) =>
      Effect.gen(function* () {
        for (let i = 0; i < 20; i++) yield* signUpForRestock(signUpInput(`c${i}@example.com`))
        const results = yield* Effect.all(
          Array.from({ length: 5 }, () => sendRestock([grey])),
          { concurrency: "unbounded" },
        )
        assert.strictEqual(
          results.flat().reduce((sum, one) => sum + one.queued, 0),
          20,
        )
        assert.strictEqual((yield* Ref.get(memory.state)).outbox.size, 20)
      }),
    ),
  )

  it("any interleaving of sign-ups and sends queues exactly one e-mail per sign-up and round", async () => {
    const step = fc.oneof(
      fc.record({
        email: fc.constantFrom("a@x.co", "b@x.co", "c@x.co"),
        variant: fc.constantFrom("grey", "navy"),
      }),
      fc.constantFrom("send-grey", "send-all"),
    )
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 25 }), (steps) =>
        Effect.runPromise(
          withRestock(() =>
            Effect.gen(function* () {
              let rounds = 0
              for (const one of steps) {
                if (one === "send-grey") yield* sendRestock([grey])
                else if (one === "send-all")
                  yield* sendRestock([grey, { productId: BEANIE.id, variantId: "navy" }])
                else if ((yield* signUpForRestock(signUpInput(one.email, one.variant))).created) rounds++
              }
              yield* sendRestock([grey, { productId: BEANIE.id, variantId: "navy" }])
              const outbox = yield* Outbox.use((box) => box.list({ states: null, after: null, limit: 1000 }))
              assert.strictEqual(outbox.length, rounds)
              const groups = (yield* restockGroups(undefined)).signUpGroups
              assert.isTrue(groups.every((group) => group.waiting === 0))
            }),
          ),
        ),
      ),
      { numRuns: 50 },
    )
  })
})
