import { Effect, type Stream } from "effect"
import type { FormNotFound } from "./errors.ts"
import { submissionsCsv } from "./export.ts"
import { FormRepository, MAX_PAGE_SIZE, type SubmissionQuery } from "./port.ts"
import { websiteForm } from "./program.ts"

/** How many submissions an export reads at a time. */
export const EXPORT_BATCH_SIZE = 1000

/**
 * A website's forms, for the merchant's forms screen.
 *
 * @example
 * websiteForms("site-1") // Effect<readonly FormDefinition[], never, FormRepository>
 */
export const websiteForms = Effect.fn("websiteForms")(function* (websiteId: string) {
  const forms = yield* FormRepository
  return yield* forms.listDefinitions(websiteId)
})

/**
 * One page of a form's submissions for the merchant (newest first, searched), with the form's
 * definition to lay the answers out; the page size is held to 1–500. `FormNotFound` when the form is
 * not this website's.
 *
 * @example
 * formSubmissions("site-1", "contact", { search: "", after: null, limit: 50 })
 */
export const formSubmissions = Effect.fn("formSubmissions")(function* (
  websiteId: string,
  formId: string,
  query: SubmissionQuery,
) {
  const definition = yield* websiteForm(websiteId, formId)
  const forms = yield* FormRepository
  const limit = Math.min(MAX_PAGE_SIZE, Math.max(1, Math.floor(query.limit) || 1))
  const list = yield* forms.listSubmissions(formId, { ...query, limit })
  return { definition, ...list }
})

/**
 * A form's submissions (those matching `search`, blank for all) as a CSV stream: header first, then
 * 1000 submissions a chunk, oldest first (`submissionsCsv`). `FormNotFound` when the form is not this
 * website's; the stream itself reads as it is consumed.
 *
 * @example
 * exportSubmissions("site-1", "contact", "") // Effect<Stream<string>, FormNotFound, FormRepository>
 */
export const exportSubmissions = Effect.fn("exportSubmissions")(function* (
  websiteId: string,
  formId: string,
  search: string,
): Effect.fn.Return<Stream.Stream<string>, FormNotFound, FormRepository> {
  const definition = yield* websiteForm(websiteId, formId)
  const forms = yield* FormRepository
  return submissionsCsv(definition, forms.streamSubmissions(formId, { search, batchSize: EXPORT_BATCH_SIZE }))
})
