import { assert, describe, it } from "@effect/vitest"
import { Effect, Exit, Layer, Option, Stream } from "effect"
import { TestClock } from "effect/testing"
import { BotCheckFailed } from "../botcheck/errors.ts"
import type { BotCheck } from "../botcheck/port.ts"
import type { Outbox } from "../mail/outbox.ts"
import { memoryBotCheck } from "../memory/bot-check.ts"
import { memoryFormRepository } from "../memory/form-repository.ts"
import { memoryListSubscribers } from "../memory/list-subscribers.ts"
import { memoryOutbox } from "../memory/outbox.ts"
import { memorySiteConnections } from "../memory/site-connections.ts"
import { makeMemoryStore } from "../memory/store.ts"
import { memoryTransaction } from "../memory/transaction.ts"
import { connectMailingList } from "../site/connections-program.ts"
import { listSubscribers } from "../site/list-subscribers-program.ts"
import type { ListSubscribers, SiteConnectionsRepository } from "../site/port.ts"
import type { Transaction } from "../transaction/port.ts"
import { CONTACT_FORM, MONOGRAM_FORM, NEWSLETTER_FORM } from "./demo.ts"
import { exportHeader } from "./export.ts"
import { exportSubmissions, formSubmissions, websiteForms } from "./merchant.ts"
import { FormRepository } from "./port.ts"
import {
  issueSubmissionKey,
  SUBMISSION_KEY_LIFETIME_MS,
  type SubmitFormInput,
  saveForm,
  submitForm,
  validateForm,
} from "./program.ts"
import { FIELD_MESSAGES } from "./validation.ts"

const host = "shop.example.com"
const page = { pageId: "contact", pagePath: "/contact", pageTitle: "Contact us" }
const filled = {
  name: ["Ada", "Lovelace"],
  email: "ada@example.com",
  subject: "Hello",
  message: "<b>Hi</b> there",
  survey: { "The store was easy to use": "2", "Delivery was fast": "1" },
}

const setUp = Effect.gen(function* () {
  const captcha = memoryBotCheck()
  const store = makeMemoryStore()
  const layer = Layer.mergeAll(
    memoryFormRepository(store),
    captcha.layer,
    memoryTransaction(store),
    memorySiteConnections(),
    memoryListSubscribers(store),
    memoryOutbox(store),
  )
  const context = yield* Layer.build(layer)
  return { captcha, context }
})

type FormPorts =
  | FormRepository
  | BotCheck
  | Transaction
  | SiteConnectionsRepository
  | ListSubscribers
  | Outbox

const run = <A, E>(effect: Effect.Effect<A, E, FormPorts>) =>
  Effect.gen(function* () {
    const { captcha, context } = yield* setUp
    yield* Effect.provide(saveForm("site-1", CONTACT_FORM), context)
    yield* Effect.provide(saveForm("site-1", NEWSLETTER_FORM), context)
    yield* Effect.provide(saveForm("site-1", MONOGRAM_FORM), context)
    const token = yield* captcha.issue({ action: "FORM_BLOCK_SUBMISSION", host })
    return { result: yield* Effect.exit(Effect.provide(effect, context)), token, captcha, context }
  }).pipe(Effect.scoped)

const input = (
  key: string,
  token: string | null,
  overrides: Partial<SubmitFormInput> = {},
): SubmitFormInput => ({
  websiteId: "site-1",
  formId: "contact",
  key,
  form: JSON.stringify(filled),
  captchaKey: token,
  honeypot: "",
  page,
  sessionId: "session-1",
  host,
  ...overrides,
})

const failureTag = <A, E>(exit: Exit.Exit<A, E>): string =>
  Exit.isFailure(exit)
    ? String((Exit.findErrorOption(exit).pipe(Option.getOrThrow) as { _tag: string })._tag)
    : "Success"

describe("the form programs", () => {
  it.effect(
    "FORMSUBMIT-001 a filled contact form with its key and captcha token is stored, answers as text",
    () =>
      Effect.gen(function* () {
        const { captcha, context } = yield* setUp
        yield* Effect.provide(saveForm("site-1", CONTACT_FORM), context)
        const token = yield* captcha.issue({ action: "FORM_BLOCK_SUBMISSION", host })
        const submitted = yield* Effect.provide(
          Effect.flatMap(issueSubmissionKey("session-1"), (key) => submitForm(input(key, token))),
          context,
        )
        // No mailing connection: nothing to confirm.
        assert.isFalse(submitted.checkInbox)
        const stored = submitted.submission
        assert.strictEqual(stored.formId, "contact")
        assert.deepStrictEqual(stored.page, page)
        const text = Object.fromEntries(stored.answers.map((answer) => [answer.fieldId, answer.text]))
        assert.strictEqual(text.name, "Ada Lovelace")
        assert.strictEqual(text.message, "<b>Hi</b> there")
        const list = yield* Effect.provide(
          formSubmissions("site-1", "contact", { search: "", after: null, limit: 10 }),
          context,
        )
        assert.deepStrictEqual(list.submissions, [stored])
      }).pipe(Effect.scoped),
  )

  it.effect(
    "FORMSUBMIT-001 on a connected site the newsletter's address joins the list; a refused submission joins nothing",
    () =>
      Effect.gen(function* () {
        const { context } = yield* setUp
        yield* Effect.provide(saveForm("site-1", NEWSLETTER_FORM), context)
        yield* Effect.provide(
          connectMailingList("site-1", {
            listId: "newsletter",
            doubleOptIn: true,
            subject: "New sign-up",
            to: ["owner@example.com"],
            cc: [],
            bcc: [],
          }),
          context,
        )
        const newsletter = { formId: "newsletter", form: JSON.stringify({ email: "Ada@Example.com" }) }
        const refused = yield* Effect.exit(
          Effect.provide(submitForm(input("made-up", null, newsletter)), context),
        )
        assert.strictEqual(failureTag(refused), "SubmissionKeyRefused")
        const members = () => Effect.provide(listSubscribers("site-1", "newsletter"), context)
        assert.strictEqual((yield* members()).subscribers.length, 0)
        const key = yield* Effect.provide(issueSubmissionKey("session-1"), context)
        const submitted = yield* Effect.provide(submitForm(input(key, null, newsletter)), context)
        assert.isTrue(submitted.checkInbox)
        const list = yield* members()
        assert.deepStrictEqual(
          list.subscribers.map((one) => [one.email, one.status]),
          [["ada@example.com", "pending"]],
        )
      }).pipe(Effect.scoped),
  )

  it.effect("a submission key is single-use, tied to its session, and expires after 10 minutes", () =>
    Effect.gen(function* () {
      const { captcha, context } = yield* setUp
      yield* Effect.provide(saveForm("site-1", CONTACT_FORM), context)
      const submit = (key: string, overrides: Partial<SubmitFormInput> = {}) =>
        Effect.flatMap(captcha.issue({ action: "FORM_BLOCK_SUBMISSION", host }), (token) =>
          Effect.exit(Effect.provide(submitForm(input(key, token, overrides)), context)),
        )
      const key = yield* Effect.provide(issueSubmissionKey("session-1"), context)
      assert.strictEqual(failureTag(yield* submit(key, { sessionId: "session-2" })), "SubmissionKeyRefused")
      assert.strictEqual(failureTag(yield* submit(key)), "Success")
      assert.strictEqual(failureTag(yield* submit(key)), "SubmissionKeyRefused")
      const late = yield* Effect.provide(issueSubmissionKey("session-1"), context)
      yield* TestClock.adjust(SUBMISSION_KEY_LIFETIME_MS)
      assert.strictEqual(failureTag(yield* submit(late)), "SubmissionKeyRefused")
      assert.strictEqual(failureTag(yield* submit("made-up")), "SubmissionKeyRefused")
    }).pipe(Effect.scoped),
  )

  it.effect("a refused captcha token spends nothing: the same key goes through with a good token", () =>
    Effect.gen(function* () {
      const { captcha, context } = yield* setUp
      yield* Effect.provide(saveForm("site-1", CONTACT_FORM), context)
      const key = yield* Effect.provide(issueSubmissionKey("session-1"), context)
      const refused = yield* Effect.exit(Effect.provide(submitForm(input(key, "forged")), context))
      assert.strictEqual(failureTag(refused), "BotCheckFailed")
      const token = yield* captcha.issue({ action: "FORM_BLOCK_SUBMISSION", host })
      const sent = yield* Effect.exit(Effect.provide(submitForm(input(key, token)), context))
      assert.strictEqual(failureTag(sent), "Success")
    }).pipe(Effect.scoped),
  )

  it.effect("invalid fields fail with their errors by field id and spend nothing", () =>
    Effect.gen(function* () {
      const { result } = yield* run(
        Effect.flatMap(issueSubmissionKey("session-1"), (key) =>
          Effect.flatMap(
            Effect.flip(submitForm(input(key, null, { form: JSON.stringify({ ...filled, email: "ada@" }) }))),
            (error) =>
              Effect.map(
                FormRepository.use((forms) => forms.spendKey(key, "session-1", 0)),
                (unspent) => ({ error, unspent }),
              ),
          ),
        ),
      )
      const { error, unspent } = Exit.isSuccess(result) ? result.value : assert.fail("expected a value")
      assert.strictEqual(error._tag, "FormFieldsInvalid")
      if (error._tag === "FormFieldsInvalid")
        assert.deepStrictEqual(error.errors, { email: FIELD_MESSAGES.email })
      assert.isTrue(unspent)
    }),
  )

  it.effect("FORMSUBMIT-018 a form field text that is not a JSON object is refused with its message", () =>
    Effect.gen(function* () {
      for (const form of ["{", "[]", "null", "3", '"text"']) {
        const { result } = yield* run(
          Effect.flatMap(issueSubmissionKey("s"), (key) => submitForm(input(key, null, { form }))),
        )
        assert.strictEqual(failureTag(result), "FormFieldsUnparsable")
        if (Exit.isFailure(result)) {
          assert.strictEqual(
            (Exit.findErrorOption(result).pipe(Option.getOrThrow) as Error).message,
            "Could not parse the form fields, please check your entries.",
          )
        }
      }
    }),
  )

  it.effect(
    "FORMSUBMIT-011 an unknown form, another website's, or a product's custom form is not configured",
    () =>
      Effect.gen(function* () {
        for (const overrides of [{ formId: "nope" }, { websiteId: "site-2" }, { formId: "monogram" }]) {
          const { result } = yield* run(
            Effect.flatMap(issueSubmissionKey("session-1"), (key) => submitForm(input(key, null, overrides))),
          )
          assert.strictEqual(failureTag(result), "FormNotFound")
          if (Exit.isFailure(result)) {
            assert.strictEqual(
              (Exit.findErrorOption(result).pipe(Option.getOrThrow) as Error).message,
              "This form has not been configured yet.",
            )
          }
        }
      }),
  )

  it.effect(
    "a form with a captcha refuses a missing, another action's, another host's or replayed token",
    () =>
      Effect.gen(function* () {
        const { captcha, context } = yield* setUp
        yield* Effect.provide(saveForm("site-1", CONTACT_FORM), context)
        const attempt = (token: string | null, inputHost = host) =>
          Effect.provide(
            Effect.flatMap(issueSubmissionKey("session-1"), (key) =>
              Effect.flip(submitForm(input(key, token, { host: inputHost }))),
            ),
            context,
          )
        const reasonOf = (error: unknown) => (error instanceof BotCheckFailed ? error.reason : String(error))
        assert.strictEqual(reasonOf(yield* attempt(null)), "missing")
        const newsletterToken = yield* captcha.issue({ action: "NEWSLETTER_BLOCK_SUBMISSION", host })
        assert.strictEqual(reasonOf(yield* attempt(newsletterToken)), "wrongAction")
        const token = yield* captcha.issue({ action: "FORM_BLOCK_SUBMISSION", host })
        assert.strictEqual(reasonOf(yield* attempt(token, "evil.example")), "wrongHost")
        yield* Effect.provide(
          Effect.flatMap(issueSubmissionKey("session-1"), (key) => submitForm(input(key, token))),
          context,
        )
        assert.strictEqual(reasonOf(yield* attempt(token)), "replayed")
      }).pipe(Effect.scoped),
  )

  it.effect(
    "a newsletter form without a captcha needs no token; a filled honeypot discards the submission",
    () =>
      Effect.gen(function* () {
        const newsletter = { formId: "newsletter", form: JSON.stringify({ email: "ada@example.com" }) }
        const { result } = yield* run(
          Effect.flatMap(issueSubmissionKey("s"), (key) =>
            submitForm({ ...input(key, null, newsletter), sessionId: "s" }),
          ),
        )
        assert.strictEqual(failureTag(result), "Success")
        const trap = yield* run(
          Effect.flatMap(issueSubmissionKey("s"), (key) =>
            Effect.flatMap(
              Effect.exit(
                submitForm({
                  ...input(key, null, newsletter),
                  sessionId: "s",
                  honeypot: "http://spam.example",
                }),
              ),
              (exit) =>
                Effect.map(
                  formSubmissions("site-1", "newsletter", { search: "", after: null, limit: 10 }),
                  (list) => ({ exit, list }),
                ),
            ),
          ),
        )
        const { exit, list } = Exit.isSuccess(trap.result)
          ? trap.result.value
          : assert.fail("expected a value")
        assert.strictEqual(failureTag(exit), "SubmissionDiscarded")
        assert.deepStrictEqual(list.submissions, [])
      }),
  )

  it.effect("FORM-032 validateForm checks a form's values as the server does, errors by field id", () =>
    Effect.gen(function* () {
      const { result } = yield* run(Effect.flip(validateForm("site-1", "contact", { email: "ada@" })))
      const error = Exit.isSuccess(result) ? result.value : assert.fail("expected an error")
      assert.strictEqual(error._tag, "FormFieldsInvalid")
      if (error._tag === "FormFieldsInvalid") assert.strictEqual(error.errors.email, FIELD_MESSAGES.email)
    }),
  )

  it.effect("saving a form whose id another website uses fails; the merchant lists their own forms", () =>
    Effect.gen(function* () {
      const { result } = yield* run(
        Effect.gen(function* () {
          const taken = yield* Effect.flip(saveForm("site-2", CONTACT_FORM))
          return { taken: taken._tag, mine: (yield* websiteForms("site-1")).map((form) => form.id) }
        }),
      )
      assert.deepStrictEqual(Exit.isSuccess(result) ? result.value : null, {
        taken: "FormIdTaken",
        mine: ["contact", "monogram", "newsletter"],
      })
    }),
  )

  it.effect("the export streams a header and the form's submissions as CSV", () =>
    Effect.gen(function* () {
      const { result } = yield* run(
        Effect.gen(function* () {
          const forms = yield* FormRepository
          for (let i = 0; i < 3; i++) {
            yield* forms.saveSubmission({
              formId: "contact",
              submittedAt: i,
              answers: [{ fieldId: "subject", title: "Subject", type: "text", text: `=cmd${i}` }],
              page,
            })
          }
          return yield* Stream.runCollect(yield* exportSubmissions("site-1", "contact", ""))
        }),
      )
      const chunks = Exit.isSuccess(result) ? result.value : assert.fail("expected chunks")
      const text = chunks.join("")
      assert.isTrue(text.startsWith(`\uFEFF"${exportHeader(CONTACT_FORM)[0]}"`))
      assert.include(text, `"'=cmd0"`)
      assert.isBelow(text.indexOf("'=cmd0"), text.indexOf("'=cmd2"))
    }),
  )
})
