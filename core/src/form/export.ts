import { Stream } from "effect"
import { NO_ANSWER } from "./answers.ts"
import { CSV_BOM, csvRecords } from "./csv.ts"
import type { FormDefinition } from "./definition.ts"
import type { FormSubmission } from "./submission.ts"
import { isValueField } from "./value-field.ts"

/**
 * The export's columns: when the submission was sent, the page it came from, then one per value
 * field of the form as it is now (sections have none). An answer to a field since removed is left
 * out; a field added since reads "N/A" in older submissions.
 *
 * @example
 * exportHeader(CONTACT_FORM) // ["Submitted", "Page", "Name", "Email", …]
 */
export const exportHeader = (definition: FormDefinition): readonly string[] => [
  "Submitted",
  "Page",
  ...definition.fields.filter(isValueField).map((field) => field.title),
]

/**
 * One submission as export cells: the time in ISO 8601 UTC, the page path, then each field's answer
 * text, "N/A" when empty (FORM-013). Cells are text, never markup: HTML a visitor typed stays as typed.
 *
 * @example
 * exportRecord(CONTACT_FORM, submission) // ["2026-11-23T10:00:00.000Z", "/contact", "Ada Lovelace", …]
 */
export const exportRecord = (definition: FormDefinition, submission: FormSubmission): readonly string[] => {
  const byField = new Map(submission.answers.map((answer) => [answer.fieldId, answer.text]))
  return [
    new Date(submission.submittedAt).toISOString(),
    submission.page.pagePath,
    ...definition.fields.filter(isValueField).map((field) => byField.get(field.id) || NO_ANSWER),
  ]
}

/**
 * A CSV export of submissions as a stream of text chunks: the byte-order mark and the header first,
 * then one chunk per batch the repository reads, so no more than one batch is held at a time.
 *
 * @example
 * submissionsCsv(CONTACT_FORM, repository.streamSubmissions("contact", { search: "", batchSize: 1000 }))
 */
export const submissionsCsv = <E, R>(
  definition: FormDefinition,
  submissions: Stream.Stream<FormSubmission, E, R>,
): Stream.Stream<string, E, R> =>
  Stream.concat(
    Stream.make(CSV_BOM + csvRecords([exportHeader(definition)])),
    Stream.mapArray(submissions, (batch) => [
      csvRecords(batch.map((submission) => exportRecord(definition, submission))),
    ]),
  )
