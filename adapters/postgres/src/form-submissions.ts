import {
  type FormSubmission,
  SubmissionAnswerSchema,
  type SubmissionCursor,
  type SubmissionDraft,
  SubmissionPageSchema,
  searchText,
} from "@vitrine/core/form"
import { Effect, Option, Schema, Stream } from "effect"
import type { Database } from "./database.ts"
import { query } from "./query.ts"

const SubmissionRow = Schema.Struct({
  id: Schema.String,
  form_id: Schema.String,
  submitted_at: Schema.Number,
  answers: Schema.Array(SubmissionAnswerSchema),
  page: SubmissionPageSchema,
})

const submissionOf = (row: typeof SubmissionRow.Type): FormSubmission => ({
  id: row.id,
  formId: row.form_id,
  submittedAt: row.submitted_at,
  answers: row.answers,
  page: row.page,
})

const COLUMNS = "id, form_id, submitted_at::float8 AS submitted_at, answers, page"

// LIKE's own characters in a search are meant literally; the search is compared in lower case with
// the stored lower-case text, as core's `matchesSearch` does.
const containing = (search: string): string =>
  `%${search
    .trim()
    .toLowerCase()
    .replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/**
 * Stores a submission, its search text beside it, and returns it with the id the database gave it.
 *
 * @example
 * saveSubmission({ formId: "contact", submittedAt: 0, answers: [], page })
 */
export const saveSubmission = (draft: SubmissionDraft) =>
  query(Schema.Struct({ id: Schema.String }), {
    name: "forms_save_submission",
    sql: `INSERT INTO form_submissions (form_id, submitted_at, answers, search_text, page)
          VALUES ($1, $2, $3::jsonb, $4, $5::jsonb) RETURNING id`,
    params: [
      draft.formId,
      draft.submittedAt,
      JSON.stringify(draft.answers),
      searchText(draft.answers),
      JSON.stringify(draft.page),
    ],
  }).pipe(
    Effect.orDie,
    Effect.map(([row]) => ({ ...draft, id: (row as { id: string }).id })),
  )

/**
 * Up to `limit` submissions of a form matching the search, after the cursor in the given direction:
 * newest first (`desc`, the list) or oldest first (`asc`, the export). One indexed query.
 *
 * @example
 * submissionsAfter("contact", "", null, 50, "desc")
 */
export const submissionsAfter = (
  formId: string,
  search: string,
  after: SubmissionCursor | null,
  limit: number,
  order: "asc" | "desc",
): Effect.Effect<readonly FormSubmission[], never, Database> => {
  const beyond = order === "desc" ? "<" : ">"
  const direction = order === "desc" ? "DESC" : "ASC"
  const page = after === null ? "" : `AND (submitted_at, id) ${beyond} ($4::bigint, $5::text COLLATE "C")`
  const cursor = after === null ? [] : [after.submittedAt, after.id]
  return query(SubmissionRow, {
    sql: `SELECT ${COLUMNS} FROM form_submissions
          WHERE form_id = $1 AND search_text LIKE $2 ${page}
          ORDER BY submitted_at ${direction}, id ${direction} LIMIT $3`,
    params: [formId, containing(search), limit, ...cursor],
  }).pipe(
    Effect.orDie,
    Effect.map((rows) => rows.map(submissionOf)),
  )
}

/**
 * Every submission of a form matching the search, oldest first, one query and one chunk per batch.
 *
 * @example
 * streamSubmissions(provide, "contact", { search: "", batchSize: 1000 })
 */
export const streamSubmissions = (
  provide: <A, E>(effect: Effect.Effect<A, E, Database>) => Effect.Effect<A, E>,
  formId: string,
  options: { readonly search: string; readonly batchSize: number },
): Stream.Stream<FormSubmission> =>
  Stream.paginate(null as SubmissionCursor | null, (cursor) =>
    provide(submissionsAfter(formId, options.search, cursor, options.batchSize, "asc")).pipe(
      Effect.map((batch) => {
        const last = batch.at(-1)
        const next =
          batch.length === options.batchSize && last !== undefined ? Option.some(last) : Option.none()
        return [batch, next] as const
      }),
    ),
  )
