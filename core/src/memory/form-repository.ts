import { Effect, Layer, Option, Ref, Stream } from "effect"
import type { FormDefinition } from "../form/definition.ts"
import { FormRepository, type StoredForm } from "../form/port.ts"
import { type FormSubmission, matchesSearch, newestFirst, type SubmissionCursor } from "../form/submission.ts"

interface FormsState {
  readonly definitions: ReadonlyMap<string, StoredForm>
  readonly keys: ReadonlyMap<string, { readonly sessionId: string; readonly expiresAt: number }>
  /** Every submission, newest first. */
  readonly submissions: readonly FormSubmission[]
  readonly counter: number
}

const uuidFrom = (n: number): string => `00000000-0000-4000-8000-${n.toString(16).padStart(12, "0")}`
const byName = (a: FormDefinition, b: FormDefinition): number =>
  a.name < b.name ? -1 : a.name > b.name ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0
const after = (cursor: SubmissionCursor | null) => (submission: FormSubmission) =>
  cursor === null || newestFirst(cursor, submission) < 0

/**
 * FormRepository in memory, for core's tests and as the contract suite's first target: each build
 * of the layer starts empty. Keys are UUID-shaped counters (guessable: for tests only).
 *
 * @example
 * submitForm(input).pipe(Effect.provide(memoryFormRepository()))
 */
export const memoryFormRepository = (): Layer.Layer<FormRepository> =>
  Layer.effect(
    FormRepository,
    Effect.gen(function* () {
      const state = yield* Ref.make<FormsState>({
        definitions: new Map(),
        keys: new Map(),
        submissions: [],
        counter: 0,
      })
      const ofForm = (formId: string, search: string) =>
        Effect.map(Ref.get(state), (s) =>
          s.submissions.filter((one) => one.formId === formId && matchesSearch(one, search)),
        )
      return FormRepository.of({
        saveDefinition: (websiteId, definition) =>
          Ref.modify(state, (s) => {
            const owner = s.definitions.get(definition.id)?.websiteId
            if (owner !== undefined && owner !== websiteId) return [false, s]
            const definitions = new Map(s.definitions).set(definition.id, { websiteId, definition })
            return [true, { ...s, definitions }]
          }),
        findDefinition: (formId) =>
          Effect.map(Ref.get(state), (s) => Option.fromNullishOr(s.definitions.get(formId))),
        listDefinitions: (websiteId) =>
          Effect.map(Ref.get(state), (s) =>
            [...s.definitions.values()]
              .filter((stored) => stored.websiteId === websiteId)
              .map((stored) => stored.definition)
              .sort(byName),
          ),
        issueKey: (sessionId, { now, expiresAt }) =>
          Ref.modify(state, (s) => {
            const key = uuidFrom(s.counter + 1)
            const live = new Map([...s.keys].filter(([, found]) => found.expiresAt > now))
            return [key, { ...s, counter: s.counter + 1, keys: live.set(key, { sessionId, expiresAt }) }]
          }),
        spendKey: (key, sessionId, now) =>
          Ref.modify(state, (s) => {
            const found = s.keys.get(key)
            if (found === undefined || found.sessionId !== sessionId || found.expiresAt <= now)
              return [false, s]
            const keys = new Map(s.keys)
            keys.delete(key)
            return [true, { ...s, keys }]
          }),
        saveSubmission: (draft) =>
          Ref.modify(state, (s) => {
            const submission: FormSubmission = { ...draft, id: uuidFrom(s.counter + 1) }
            const submissions = [...s.submissions, submission].sort(newestFirst)
            return [submission, { ...s, counter: s.counter + 1, submissions }]
          }),
        listSubmissions: (formId, query) =>
          Effect.map(ofForm(formId, query.search), (all) => {
            const rest = all.filter(after(query.after))
            const submissions = rest.slice(0, query.limit)
            const last = submissions.at(-1)
            return {
              submissions,
              next:
                rest.length > query.limit && last !== undefined
                  ? { submittedAt: last.submittedAt, id: last.id }
                  : null,
            }
          }),
        streamSubmissions: (formId, options) =>
          Stream.paginate(null as SubmissionCursor | null, (cursor) =>
            Effect.map(ofForm(formId, options.search), (all) => {
              const oldestFirst = all.reverse()
              const rest =
                cursor === null ? oldestFirst : oldestFirst.filter((one) => newestFirst(cursor, one) > 0)
              const batch = rest.slice(0, options.batchSize)
              const last = batch.at(-1)
              const next =
                rest.length > options.batchSize && last !== undefined ? Option.some(last) : Option.none()
              return [batch, next] as const
            }),
          ),
      })
    }),
  )
