import { Schema } from "effect"
import type { SubmissionAnswer } from "./display.ts"
import { FIELD_TYPES } from "./fields.ts"

/**
 * Where on the site a form was sent from: the page-event fields of the submission payload
 * (FORMSUBMIT-002, list decided here): the page's id, path and title, as the tracking payload names
 * them. Each is "" when the page did not say.
 *
 * @example
 * const page: SubmissionPage = { pageId: "contact", pagePath: "/contact", pageTitle: "Contact us" }
 */
export interface SubmissionPage {
  readonly pageId: string
  readonly pagePath: string
  readonly pageTitle: string
}

/**
 * A stored submission: its answers as text, in the order of the form's fields at the time it was
 * sent, and when (milliseconds since the epoch) and from where.
 *
 * @example
 * const submission: FormSubmission = { id: "…", formId: "contact", submittedAt: 1_764_000_000_000, answers: [], page }
 */
export interface FormSubmission {
  readonly id: string
  readonly formId: string
  readonly submittedAt: number
  readonly answers: readonly SubmissionAnswer[]
  readonly page: SubmissionPage
}

/**
 * A submission before the repository gives it an id.
 *
 * @example
 * const draft: SubmissionDraft = { formId: "contact", submittedAt: 0, answers: [], page }
 */
export type SubmissionDraft = Omit<FormSubmission, "id">

/**
 * A place in the newest-first list of a form's submissions: the last one a page showed. The next
 * page starts just after it.
 *
 * @example
 * const cursor: SubmissionCursor = { submittedAt: 1_764_000_000_000, id: "00000000-0000-4000-8000-000000000007" }
 */
export interface SubmissionCursor {
  readonly submittedAt: number
  readonly id: string
}

/**
 * A page of submissions, newest first, and where the next page starts (null on the last page).
 *
 * @example
 * const page: SubmissionList = { submissions: [], next: null }
 */
export interface SubmissionList {
  readonly submissions: readonly FormSubmission[]
  readonly next: SubmissionCursor | null
}

/**
 * The order of the list: newer first, and of two sent in the same millisecond, the greater id first.
 * Both adapters sort this way; ids compare as text (lowercase UUIDs compare like Postgres's uuid).
 *
 * @example
 * [...submissions].sort(newestFirst)
 */
export const newestFirst = (a: SubmissionCursor, b: SubmissionCursor): number =>
  b.submittedAt - a.submittedAt || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0)

/**
 * Whether a submission matches a search: some answer's text contains the search, ignoring case
 * (JavaScript's lower case on both sides, in every adapter). A blank search matches everything.
 *
 * @example
 * matchesSearch(submission, "ADA") // true when an answer reads "Ada Lovelace"
 */
export const matchesSearch = (submission: Pick<FormSubmission, "answers">, search: string): boolean =>
  search.trim() === "" || searchText(submission.answers).includes(search.trim().toLowerCase())

/**
 * The text a search looks in: every answer's text, lower case, one per line.
 *
 * @example
 * searchText([{ fieldId: "n", title: "Name", type: "name", text: "Ada" }]) // "ada"
 */
export const searchText = (answers: readonly SubmissionAnswer[]): string =>
  answers.map((answer) => answer.text.toLowerCase()).join("\n")

/**
 * A cursor as text, for a URL (`?after=`), and back; a text that is not one reads as no cursor.
 *
 * @example
 * cursorText({ submittedAt: 5, id: "a" }) // "5.a"
 * cursorFromText("5.a") // { submittedAt: 5, id: "a" }
 */
export const cursorText = (cursor: SubmissionCursor): string => `${cursor.submittedAt}.${cursor.id}`

/** The inverse of `cursorText`; null for text that is not a cursor. */
export const cursorFromText = (text: string): SubmissionCursor | null => {
  const match = /^(\d{1,15})\.([A-Za-z0-9-]{1,64})$/.exec(text)
  return match === null ? null : { submittedAt: Number(match[1]), id: match[2] as string }
}

/**
 * Schema of a stored answer (`SubmissionAnswer`), for the adapters and the wire.
 *
 * @example
 * Schema.decodeUnknownSync(SubmissionAnswerSchema)({ fieldId: "email", title: "Email", type: "email", text: "" })
 */
export const SubmissionAnswerSchema = Schema.Struct({
  fieldId: Schema.String,
  title: Schema.String,
  type: Schema.Literals(
    FIELD_TYPES.filter((type): type is Exclude<typeof type, "section"> => type !== "section"),
  ),
  text: Schema.String,
})

/**
 * Schema of the page a submission came from (`SubmissionPage`).
 *
 * @example
 * Schema.decodeUnknownSync(SubmissionPageSchema)({ pageId: "", pagePath: "/", pageTitle: "" })
 */
export const SubmissionPageSchema = Schema.Struct({
  pageId: Schema.String,
  pagePath: Schema.String,
  pageTitle: Schema.String,
})

/**
 * Schema of a stored submission (`FormSubmission`).
 *
 * @example
 * Schema.decodeUnknownSync(FormSubmissionSchema)(row)
 */
export const FormSubmissionSchema = Schema.Struct({
  id: Schema.String,
  formId: Schema.String,
  submittedAt: Schema.Number,
  answers: Schema.Array(SubmissionAnswerSchema),
  page: SubmissionPageSchema,
})
