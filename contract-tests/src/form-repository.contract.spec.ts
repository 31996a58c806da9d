import { assert, layer } from "@effect/vitest"
import {
  CONTACT_FORM,
  type FormDefinition,
  FormRepository,
  type FormSubmission,
  type SubmissionDraft,
} from "@vitrine/core/form"
import { Effect, type Layer, Option, Stream } from "effect"
import { freshId } from "./setup/fixtures.ts"
import type { SuiteOptions } from "./setup/suite.ts"

/** Makes a FormRepository adapter's layer; each call a separate instance. */
export type MakeFormsLayer = () => Layer.Layer<FormRepository>

const forms = FormRepository
const page = { pageId: "p", pagePath: "/contact", pageTitle: "Contact <us>" }
const aForm = (overrides: Partial<FormDefinition> = {}): FormDefinition => ({
  ...CONTACT_FORM,
  id: `f-${freshId()}`,
  ...overrides,
})
const aDraft = (formId: string, submittedAt: number, text: string): SubmissionDraft => ({
  formId,
  submittedAt,
  answers: [
    { fieldId: "subject", title: "Subject", type: "text", text },
    { fieldId: "email", title: "Email", type: "email", text: "" },
  ],
  page,
})
const ids = (submissions: readonly FormSubmission[]) => submissions.map((one) => one.id)

/**
 * The FormRepository contract: definitions kept per website; submission keys single-use, tied to a
 * session and expiring; submissions stored exactly (answers as text), listed newest first with
 * cursor paging and case-insensitive search, and streamed oldest first one batch a chunk.
 *
 * @example
 * suite("memory", memoryFormRepository)
 */
export const suite = (name: string, makeLayer: MakeFormsLayer, options: SuiteOptions = {}): void =>
  layer(makeLayer(), { timeout: "60 seconds" })(`FormRepository contract (${name})`, (it) => {
    it.effect("a saved definition is found as saved, with its website; an unknown id is none", () =>
      Effect.gen(function* () {
        const repository = yield* forms
        const form = aForm()
        assert.isTrue(yield* repository.saveDefinition("site-a", form))
        assert.deepStrictEqual(
          yield* repository.findDefinition(form.id),
          Option.some({ websiteId: "site-a", definition: form }),
        )
        assert.isTrue(Option.isNone(yield* repository.findDefinition(freshId())))
      }),
    )

    it.effect("saving again replaces the definition; another website cannot take its id", () =>
      Effect.gen(function* () {
        const repository = yield* forms
        const form = aForm()
        yield* repository.saveDefinition("site-a", form)
        const renamed = { ...form, name: "Renamed" }
        assert.isTrue(yield* repository.saveDefinition("site-a", renamed))
        assert.isFalse(yield* repository.saveDefinition("site-b", { ...form, name: "Stolen" }))
        assert.deepStrictEqual(
          yield* repository.findDefinition(form.id),
          Option.some({ websiteId: "site-a", definition: renamed }),
        )
      }),
    )

    it.effect("a website's definitions are listed by name then id, and no other website's", () =>
      Effect.gen(function* () {
        const repository = yield* forms
        const website = freshId()
        const [b, a1, a2] = [
          aForm({ name: "B" }),
          aForm({ name: "A", id: `a1-x${freshId()}` }),
          aForm({ name: "A", id: `a2-x${freshId()}` }),
        ]
        for (const form of [b, a2, a1]) yield* repository.saveDefinition(website, form)
        yield* repository.saveDefinition(freshId(), aForm({ name: "0" }))
        assert.deepStrictEqual(
          (yield* repository.listDefinitions(website)).map((form) => form.id),
          [a1.id, a2.id, b.id],
        )
        assert.deepStrictEqual(yield* repository.listDefinitions(freshId()), [])
      }),
    )

    it.effect("a key is spent once, by its own session, before it expires", () =>
      Effect.gen(function* () {
        const repository = yield* forms
        const session = freshId()
        const key = yield* repository.issueKey(session, { now: 1000, expiresAt: 2000 })
        assert.notStrictEqual(key, yield* repository.issueKey(session, { now: 1000, expiresAt: 2000 }))
        assert.isFalse(yield* repository.spendKey(key, freshId(), 1500), "another session's")
        assert.isTrue(yield* repository.spendKey(key, session, 1500), "still its owner's")
        assert.isFalse(yield* repository.spendKey(key, session, 1500), "spent")
        const late = yield* repository.issueKey(session, { now: 1000, expiresAt: 2000 })
        assert.isFalse(yield* repository.spendKey(late, session, 2000), "expired")
        assert.isFalse(yield* repository.spendKey(freshId(), session, 1500), "unknown")
      }),
    )

    it.effect("of concurrent spends of one key exactly one succeeds", () =>
      Effect.gen(function* () {
        const repository = yield* forms
        const session = freshId()
        const key = yield* repository.issueKey(session, { now: 0, expiresAt: Number.MAX_SAFE_INTEGER })
        const spent = yield* Effect.all(
          Array.from({ length: 8 }, () => repository.spendKey(key, session, 1)),
          {
            concurrency: "unbounded",
          },
        )
        assert.strictEqual(
          spent.filter(Boolean).length,
          1,
          options.severalConnections ? "on several connections" : "",
        )
      }),
    )

    it.effect("a submission is stored exactly, answers as text (markup and all)", () =>
      Effect.gen(function* () {
        const repository = yield* forms
        const formId = freshId()
        const draft = aDraft(formId, 1_764_000_000_123, `<script>alert("x")</script> é 😀 '=1'`)
        const stored = yield* repository.saveSubmission(draft)
        assert.deepStrictEqual(stored, { ...draft, id: stored.id })
        const list = yield* repository.listSubmissions(formId, { search: "", after: null, limit: 10 })
        assert.deepStrictEqual(list, { submissions: [stored], next: null })
        assert.deepStrictEqual(
          yield* repository.listSubmissions(freshId(), { search: "", after: null, limit: 10 }),
          {
            submissions: [],
            next: null,
          },
        )
      }),
    )

    it.effect("pages run newest first (ties by id) and together hold every submission once", () =>
      Effect.gen(function* () {
        const repository = yield* forms
        const formId = freshId()
        const stored: FormSubmission[] = []
        for (const at of [5, 3, 5, 9, 1, 3, 5])
          stored.push(yield* repository.saveSubmission(aDraft(formId, at, `n${at}`)))
        const expected = [...stored].sort((a, b) => b.submittedAt - a.submittedAt || (a.id < b.id ? 1 : -1))
        const seen: FormSubmission[] = []
        let after = null as FormSubmission | null
        for (let pages = 0; pages < 10; pages++) {
          const list = yield* repository.listSubmissions(formId, { search: "", after, limit: 3 })
          seen.push(...list.submissions)
          if (list.next === null) break
          after = seen.at(-1) ?? null
          assert.deepStrictEqual(list.next, { submittedAt: after?.submittedAt, id: after?.id })
        }
        assert.deepStrictEqual(ids(seen), ids(expected))
      }),
    )

    it.effect("search finds answers containing the text in any case; LIKE's wildcards are plain text", () =>
      Effect.gen(function* () {
        const repository = yield* forms
        const formId = freshId()
        const ada = yield* repository.saveSubmission(aDraft(formId, 1, "Ada LOVELACE"))
        const sale = yield* repository.saveSubmission(aDraft(formId, 2, "100% off_sale"))
        yield* repository.saveSubmission(aDraft(formId, 3, "1000 offXsale"))
        const found = (search: string) =>
          Effect.map(repository.listSubmissions(formId, { search, after: null, limit: 10 }), (list) =>
            ids(list.submissions),
          )
        assert.deepStrictEqual(yield* found("lovelace"), [ada.id])
        assert.deepStrictEqual(yield* found("  ada love "), [ada.id])
        assert.deepStrictEqual(yield* found("100%"), [sale.id])
        assert.deepStrictEqual(yield* found("off_sale"), [sale.id])
        assert.deepStrictEqual(yield* found("nobody"), [])
        assert.strictEqual((yield* found("")).length, 3)
      }),
    )

    it.effect("the stream gives every matching submission oldest first, one batch a chunk", () =>
      Effect.gen(function* () {
        const repository = yield* forms
        const formId = freshId()
        const stored: FormSubmission[] = []
        for (let i = 0; i < 7; i++)
          stored.push(yield* repository.saveSubmission(aDraft(formId, 100 + i, i % 2 === 0 ? "even" : "odd")))
        const stream = repository.streamSubmissions(formId, { search: "", batchSize: 3 })
        const chunkSizes = yield* Stream.runCollect(
          Stream.mapArray(stream, (batch) => [batch.length] as const),
        )
        assert.deepStrictEqual(chunkSizes, [3, 3, 1])
        assert.deepStrictEqual(ids(yield* Stream.runCollect(stream)), ids(stored))
        const evens = repository.streamSubmissions(formId, { search: "EVEN", batchSize: 2 })
        assert.deepStrictEqual(
          ids(yield* Stream.runCollect(evens)),
          ids(stored.filter((_, i) => i % 2 === 0)),
        )
      }),
    )
  })
