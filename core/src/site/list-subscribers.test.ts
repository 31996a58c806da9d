import { assert, describe, it } from "@effect/vitest"
import { Effect, Ref } from "effect"
import { TestClock } from "effect/testing"
import fc from "fast-check"
import type { FormSubmission } from "../form/submission.ts"
import { type MemoryStore, makeMemoryStore, memoryLayerFor } from "../memory/index.ts"
import type { StorePorts } from "../store/ports.ts"
import { connectMailingList } from "./connections-program.ts"
import { SubscriberNotFound } from "./errors.ts"
import {
  CONFIRMATION_LIFETIME_MS,
  FORM_NOTIFICATION_MAIL_KIND,
  LIST_CONFIRMATION_MAIL_KIND,
  normaliseEmail,
  notificationRecipients,
  subscriberEmail,
  subscribersCsv,
} from "./list-subscriber-rules.ts"
import {
  confirmSubscriber,
  followUpSubmission,
  listSubscribers,
  removeSubscriber,
} from "./list-subscribers-program.ts"
import type { MailingConnection } from "./mailing-connection-rules.ts"

const CONNECTION: MailingConnection = {
  listId: "newsletter",
  doubleOptIn: false,
  subject: "New sign-up",
  to: ["owner@example.com"],
  cc: ["Owner@Example.com", "team@example.com"],
  bcc: ["books@example.com"],
}

const submission = (email: string, id = "s1"): FormSubmission => ({
  id,
  formId: "newsletter",
  submittedAt: 0,
  answers: [{ fieldId: "email", title: "Email Address", type: "email", text: email }],
  page: { pageId: "", pagePath: "/", pageTitle: "" },
})

// Runs a program over a fresh memory store whose site has the given connection (none: null).
const withStore = <A, E>(
  connection: MailingConnection | null,
  program: (store: MemoryStore) => Effect.Effect<A, E, StorePorts>,
) =>
  Effect.gen(function* () {
    const store = makeMemoryStore()
    const layer = memoryLayerFor(store)
    return yield* Effect.gen(function* () {
      if (connection !== null) yield* connectMailingList("site-1", connection)
      return yield* program(store)
    }).pipe(Effect.provide(layer))
  })

const outboxOf = (store: MemoryStore) =>
  Effect.map(Ref.get(store.state), (state) => [...state.outbox.values()])

describe("list subscriber rules", () => {
  it("normalises an address: trimmed, lower case, idempotent", () => {
    assert.strictEqual(normaliseEmail("  Ada.Lovelace@Example.COM "), "ada.lovelace@example.com")
    fc.assert(
      fc.property(
        fc.emailAddress(),
        fc.string({ maxLength: 3, unit: fc.constantFrom(" ", "\t") }),
        (email, pad) => {
          const once = normaliseEmail(`${pad}${email.toUpperCase()}${pad}`)
          assert.strictEqual(once, normaliseEmail(email))
          assert.strictEqual(normaliseEmail(once), once)
        },
      ),
    )
  })

  it("takes the first e-mail answer that is not blank; none without one", () => {
    assert.strictEqual(subscriberEmail(submission(" Ada@Example.com ").answers), "ada@example.com")
    assert.strictEqual(subscriberEmail(submission("  ").answers), null)
    assert.strictEqual(
      subscriberEmail([{ fieldId: "n", title: "Name", type: "text", text: "ada@example.com" }]),
      null,
    )
  })

  it("EDITOR-008 sends the notification to To, CC and BCC, each address once", () => {
    assert.deepStrictEqual(notificationRecipients(CONNECTION), [
      "owner@example.com",
      "team@example.com",
      "books@example.com",
    ])
    fc.assert(
      fc.property(
        fc.array(fc.emailAddress(), { maxLength: 6 }),
        fc.array(fc.emailAddress(), { maxLength: 6 }),
        (to, cc) => {
          const recipients = notificationRecipients({
            to,
            cc: [...cc, ...to.map((one) => one.toUpperCase())],
            bcc: to,
          })
          assert.strictEqual(new Set(recipients.map(normaliseEmail)).size, recipients.length)
          assert.deepStrictEqual(
            new Set(recipients.map(normaliseEmail)),
            new Set([...to, ...cc].map(normaliseEmail)),
          )
        },
      ),
    )
  })

  it("exports subscribers as CSV, formula-like addresses neutralised", () => {
    const csv = subscribersCsv([
      {
        id: "1",
        websiteId: "s",
        listId: "newsletter",
        email: "=cmd@example.com",
        status: "pending",
        signedUpAt: 0,
        confirmedAt: null,
      },
    ])
    assert.strictEqual(
      csv,
      '\uFEFF"Email","Status","Signed up","Confirmed"\r\n"\'=cmd@example.com","pending","1970-01-01T00:00:00.000Z",""\r\n',
    )
  })
})

describe("followUpSubmission", () => {
  it.effect("does nothing on a site without a mailing connection", () =>
    withStore(null, (store) =>
      Effect.gen(function* () {
        assert.deepStrictEqual(
          yield* followUpSubmission("site-1", "Newsletter", submission("ada@example.com")),
          {
            subscriber: null,
            checkInbox: false,
          },
        )
        assert.deepStrictEqual(yield* outboxOf(store), [])
        assert.strictEqual((yield* listSubscribers("site-1", "newsletter")).subscribers.length, 0)
      }),
    ),
  )

  it.effect("EDITOR-008 without double opt-in: confirmed at once, a notification to To, CC and BCC", () =>
    withStore(CONNECTION, (store) =>
      Effect.gen(function* () {
        yield* TestClock.setTime(5_000)
        const joined = yield* followUpSubmission(
          "site-1",
          "Newsletter",
          submission(" Ada@Example.com "),
        ).pipe(Effect.map((one) => one.subscriber))
        assert.strictEqual(joined?.status, "confirmed")
        assert.strictEqual(joined?.email, "ada@example.com")
        assert.strictEqual(joined?.confirmedAt, 5_000)
        const queued = yield* outboxOf(store)
        assert.deepStrictEqual(
          queued.map((one) => [one.kind, one.to]),
          [
            [FORM_NOTIFICATION_MAIL_KIND, "owner@example.com"],
            [FORM_NOTIFICATION_MAIL_KIND, "team@example.com"],
            [FORM_NOTIFICATION_MAIL_KIND, "books@example.com"],
          ],
        )
        assert.deepStrictEqual(queued[0]?.data, {
          subject: "New sign-up",
          formName: "Newsletter",
          submittedAt: 0,
          answers: submission(" Ada@Example.com ").answers,
        })
        assert.isFalse(
          (yield* followUpSubmission("site-1", "Newsletter", submission("x@example.com"))).checkInbox,
        )
      }),
    ),
  )

  it.effect("EDITOR-008 with double opt-in: pending, and a confirmation e-mail expiring in 7 days", () =>
    withStore({ ...CONNECTION, doubleOptIn: true }, (store) =>
      Effect.gen(function* () {
        yield* TestClock.setTime(1_000)
        const followUp = yield* followUpSubmission("site-1", "Newsletter", submission("ada@example.com"))
        const joined = followUp.subscriber
        assert.strictEqual(joined?.status, "pending")
        assert.isTrue(followUp.checkInbox)
        const confirmation = (yield* outboxOf(store)).filter(
          (one) => one.kind === LIST_CONFIRMATION_MAIL_KIND,
        )
        assert.deepStrictEqual(
          confirmation.map((one) => [one.to, one.data]),
          [
            [
              "ada@example.com",
              { subscriberId: joined?.id, listId: "newsletter", expiresAt: 1_000 + CONFIRMATION_LIFETIME_MS },
            ],
          ],
        )
      }),
    ),
  )

  it.effect(
    "a repeat sign-up keeps one subscriber: pending gets a fresh confirmation (at most hourly), confirmed gets none",
    () =>
      withStore({ ...CONNECTION, doubleOptIn: true }, (store) =>
        Effect.gen(function* () {
          const first = yield* followUpSubmission(
            "site-1",
            "Newsletter",
            submission("ada@example.com", "s1"),
          ).pipe(Effect.map((one) => one.subscriber))
          const confirmations = () =>
            Effect.map(
              outboxOf(store),
              (all) => all.filter((one) => one.kind === LIST_CONFIRMATION_MAIL_KIND).length,
            )
          yield* TestClock.adjust(1_000)
          const again = yield* followUpSubmission(
            "site-1",
            "Newsletter",
            submission("ADA@example.com", "s2"),
          ).pipe(Effect.map((one) => one.subscriber))
          assert.strictEqual(again?.id, first?.id)
          assert.strictEqual(again?.signedUpAt, first?.signedUpAt)
          assert.strictEqual(yield* confirmations(), 1)
          yield* TestClock.adjust(60 * 60_000)
          yield* followUpSubmission("site-1", "Newsletter", submission("ada@example.com", "s3"))
          assert.strictEqual(yield* confirmations(), 2)
          yield* confirmSubscriber(first?.id ?? "")
          yield* TestClock.adjust(60 * 60_000)
          const confirmedAgain = yield* followUpSubmission(
            "site-1",
            "Newsletter",
            submission("ada@example.com", "s4"),
          )
          assert.strictEqual(yield* confirmations(), 2)
          // The answer reads as a new sign-up's: it never tells whoever typed it that the address is on the list.
          assert.isTrue(confirmedAgain.checkInbox)
          const list = yield* listSubscribers("site-1", "newsletter")
          assert.deepStrictEqual([list.pending, list.confirmed, list.subscribers.length], [0, 1, 1])
        }),
      ),
  )

  it.effect("with double opt-in turned off, a repeat sign-up of a pending address confirms it", () =>
    withStore({ ...CONNECTION, doubleOptIn: true }, () =>
      Effect.gen(function* () {
        yield* followUpSubmission("site-1", "Newsletter", submission("ada@example.com", "s1"))
        yield* connectMailingList("site-1", CONNECTION)
        const again = yield* followUpSubmission(
          "site-1",
          "Newsletter",
          submission("ada@example.com", "s2"),
        ).pipe(Effect.map((one) => one.subscriber))
        assert.strictEqual(again?.status, "confirmed")
      }),
    ),
  )

  it.effect("any mix of case and spacing of one address keeps one subscriber per list", () =>
    Effect.promise(() =>
      fc.assert(
        fc.asyncProperty(
          fc.emailAddress(),
          fc.array(fc.tuple(fc.boolean(), fc.constantFrom("", " ", "  ")), { minLength: 1, maxLength: 5 }),
          (email, variants) =>
            Effect.runPromise(
              withStore(CONNECTION, () =>
                Effect.gen(function* () {
                  for (const [index, [upper, pad]] of variants.entries())
                    yield* followUpSubmission(
                      "site-1",
                      "Newsletter",
                      submission(`${pad}${upper ? email.toUpperCase() : email}${pad}`, `s${index}`),
                    )
                  const list = yield* listSubscribers("site-1", "newsletter")
                  assert.deepStrictEqual(
                    list.subscribers.map((one) => one.email),
                    [normaliseEmail(email)],
                  )
                }),
              ),
            ),
        ),
        { numRuns: 50 },
      ),
    ),
  )
})

describe("confirm and remove", () => {
  it.effect("confirming is idempotent; a removed subscriber is SubscriberNotFound", () =>
    withStore({ ...CONNECTION, doubleOptIn: true }, () =>
      Effect.gen(function* () {
        yield* TestClock.setTime(10)
        const joined = yield* followUpSubmission("site-1", "Newsletter", submission("ada@example.com")).pipe(
          Effect.map((one) => one.subscriber),
        )
        const id = joined?.id ?? ""
        yield* TestClock.setTime(20)
        assert.strictEqual((yield* confirmSubscriber(id)).confirmedAt, 20)
        yield* TestClock.setTime(30)
        assert.strictEqual((yield* confirmSubscriber(id)).confirmedAt, 20)
        const otherSite = yield* Effect.flip(removeSubscriber("site-2", id))
        assert.deepStrictEqual(otherSite, new SubscriberNotFound({ id }))
        yield* removeSubscriber("site-1", id)
        assert.deepStrictEqual(yield* Effect.flip(confirmSubscriber(id)), new SubscriberNotFound({ id }))
        assert.deepStrictEqual(
          yield* Effect.flip(removeSubscriber("site-1", id)),
          new SubscriberNotFound({ id }),
        )
      }),
    ),
  )
})
