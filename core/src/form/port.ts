import { Context, type Effect, type Option, type Stream } from "effect"
import type { FormDefinition } from "./definition.ts"
import type { FormSubmission, SubmissionCursor, SubmissionDraft, SubmissionList } from "./submission.ts"

/**
 * A form definition and the website it belongs to.
 *
 * @example
 * const stored: StoredForm = { websiteId: "site-1", definition: CONTACT_FORM }
 */
export interface StoredForm {
  readonly websiteId: string
  readonly definition: FormDefinition
}

/**
 * Which submissions a list or an export covers: those whose answers contain `search` (ignoring case,
 * `matchesSearch`; blank for all).
 *
 * @example
 * const query: SubmissionQuery = { search: "ada", after: null, limit: 50 }
 */
export interface SubmissionQuery {
  readonly search: string
  /** The last submission of the previous page; null for the first page. */
  readonly after: SubmissionCursor | null
  /** At most this many (1 to 500). */
  readonly limit: number
}

/** The most submissions one page of the list holds. */
export const MAX_PAGE_SIZE = 500

/**
 * Keeps form definitions, single-use submission keys and submissions (answers as text).
 */
export class FormRepository extends Context.Service<
  FormRepository,
  {
    /** Creates or replaces a definition by its id; false, writing nothing, when that id is another website's form. */
    readonly saveDefinition: (websiteId: string, definition: FormDefinition) => Effect.Effect<boolean>
    /** The definition with this id and its website; none when there is none. */
    readonly findDefinition: (formId: string) => Effect.Effect<Option.Option<StoredForm>>
    /** A website's definitions, by name then id; empty for a website with none. */
    readonly listDefinitions: (websiteId: string) => Effect.Effect<readonly FormDefinition[]>
    /**
     * A new unguessable submission key for a visitor's session, valid until `expiresAt` (milliseconds
     * since the epoch); keys expired at `now` may be forgotten on the way.
     */
    readonly issueKey: (
      sessionId: string,
      time: { readonly now: number; readonly expiresAt: number },
    ) => Effect.Effect<string>
    /**
     * Spends a key: true when it was issued to this session, is unspent and has not expired at `now`;
     * false otherwise (unknown, spent, expired, or another session's — which keeps it for its owner).
     * Atomic: of two concurrent spends of one key, at most one gets true.
     */
    readonly spendKey: (key: string, sessionId: string, now: number) => Effect.Effect<boolean>
    /** Stores a submission with a fresh id and returns it as stored. */
    readonly saveSubmission: (draft: SubmissionDraft) => Effect.Effect<FormSubmission>
    /**
     * One page of a form's submissions, newest first (`newestFirst`), after the cursor, matching the
     * search; `next` is null when nothing follows. Empty for an unknown form.
     */
    readonly listSubmissions: (formId: string, query: SubmissionQuery) => Effect.Effect<SubmissionList>
    /**
     * Every submission of a form matching the search, oldest first, read `batchSize` at a time (each
     * batch one chunk of the stream, one query), so an export of any size holds one batch in memory.
     */
    readonly streamSubmissions: (
      formId: string,
      options: { readonly search: string; readonly batchSize: number },
    ) => Stream.Stream<FormSubmission>
  }
>()("@vitrine/core/form/FormRepository") {}
