import { Effect, Layer, Option, Stream } from "effect"
import type { FormDefinition } from "../form/definition.ts"
import { FormRepository } from "../form/port.ts"
import { type FormSubmission, matchesSearch, newestFirst, type SubmissionCursor } from "../form/submission.ts"
import { type MemoryForms, type MemoryStore, makeMemoryStore, nextId, read, write } from "./store.ts"

const byName = (a: FormDefinition, b: FormDefinition): number =>
  a.name < b.name ? -1 : a.name > b.name ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0
const after = (cursor: SubmissionCursor | null) => (submission: FormSubmission) =>
  cursor === null || newestFirst(cursor, submission) < 0

/**
 * FormRepository over a memory store (a fresh one when none is given), for core's tests and as the
 * contract suite's first target. Its state is the store's, so a `Transaction` that fails undoes a
 * spent key with the rest. Keys and ids are UUID-shaped counters (guessable: for tests only).
 *
 * @example
 * submitForm(input).pipe(Effect.provide(memoryFormRepository()))
 */
export const memoryFormRepository = (store: MemoryStore = makeMemoryStore()): Layer.Layer<FormRepository> =>
  Layer.effect(
    FormRepository,
    Effect.gen(function* () {
      const change = <A>(f: (forms: MemoryForms) => readonly [A, MemoryForms]) =>
        write(store, (state) => {
          const [result, forms] = f(state.forms)
          return [result, { ...state, forms }] as const
        })
      const state = { get: read(store, (s) => s.forms) }
      const ofForm = (formId: string, search: string) =>
        Effect.map(state.get, (s) =>
          s.submissions.filter((one) => one.formId === formId && matchesSearch(one, search)),
        )
      return FormRepository.of({
        saveDefinition: (websiteId, definition) =>
          change((s) => {
            const owner = s.definitions.get(definition.id)?.websiteId
            if (owner !== undefined && owner !== websiteId) return [false, s]
            const definitions = new Map(s.definitions).set(definition.id, { websiteId, definition })
            return [true, { ...s, definitions }]
          }),
        findDefinition: (formId) =>
          Effect.map(state.get, (s) => Option.fromNullishOr(s.definitions.get(formId))),
        listDefinitions: (websiteId) =>
          Effect.map(state.get, (s) =>
            [...s.definitions.values()]
              .filter((stored) => stored.websiteId === websiteId)
              .map((stored) => stored.definition)
              .sort(byName),
          ),
        issueKey: (sessionId, { now, expiresAt }) =>
          Effect.flatMap(nextId(store), (key) =>
            change((s) => {
              const live = new Map([...s.keys].filter(([, found]) => found.expiresAt > now))
              return [key, { ...s, keys: live.set(key, { sessionId, expiresAt }) }]
            }),
          ),
        spendKey: (key, sessionId, now) =>
          change((s) => {
            const found = s.keys.get(key)
            if (found === undefined || found.sessionId !== sessionId || found.expiresAt <= now)
              return [false, s]
            const keys = new Map(s.keys)
            keys.delete(key)
            return [true, { ...s, keys }]
          }),
        saveSubmission: (draft) =>
          Effect.flatMap(nextId(store), (id) =>
            change((s) => {
              const submission: FormSubmission = { ...draft, id }
              const submissions = [...s.submissions, submission].sort(newestFirst)
              return [submission, { ...s, submissions }]
            }),
          ),
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
