import { type FormDefinition, FormDefinitionSchema, FormRepository } from "@vitrine/core/form"
import { Effect, Layer, Option, Schema } from "effect"
import { type Database, withDatabase } from "./database.ts"
import { saveSubmission, streamSubmissions, submissionsAfter } from "./form-submissions.ts"
import { query } from "./query.ts"

const Id = Schema.Struct({ id: Schema.String })
const Key = Schema.Struct({ key: Schema.String })
const DefinitionRow = Schema.Struct({ website_id: Schema.String, definition: FormDefinitionSchema })

// At most this many expired keys are swept by one new key: a steady trickle that keeps the table to
// the keys still alive, without one request paying for a large backlog.
const SWEEP = 100

const saveDefinition = (websiteId: string, definition: FormDefinition) =>
  query(Id, {
    sql: `INSERT INTO form_definitions (id, website_id, name, definition) VALUES ($1, $2, $3, $4::jsonb)
          ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, definition = EXCLUDED.definition
          WHERE form_definitions.website_id = EXCLUDED.website_id RETURNING id`,
    params: [definition.id, websiteId, definition.name, JSON.stringify(definition)],
  }).pipe(
    Effect.orDie,
    Effect.map((rows) => rows.length === 1),
  )

const findDefinition = (formId: string) =>
  query(DefinitionRow, {
    name: "forms_find_definition",
    sql: "SELECT website_id, definition FROM form_definitions WHERE id = $1",
    params: [formId],
  }).pipe(
    Effect.orDie,
    Effect.map((rows) =>
      Option.map(Option.fromNullishOr(rows[0]), (row) => ({
        websiteId: row.website_id,
        definition: row.definition,
      })),
    ),
  )

const listDefinitions = (websiteId: string) =>
  query(DefinitionRow, {
    sql: "SELECT website_id, definition FROM form_definitions WHERE website_id = $1 ORDER BY name, id",
    params: [websiteId],
  }).pipe(
    Effect.orDie,
    Effect.map((rows) => rows.map((row) => row.definition)),
  )

const issueKey = (sessionId: string, time: { readonly now: number; readonly expiresAt: number }) =>
  query(Key, {
    name: "forms_issue_key",
    sql: `WITH swept AS (
            DELETE FROM form_submission_keys WHERE key IN (
              SELECT key FROM form_submission_keys WHERE expires_at <= $2 LIMIT ${SWEEP} FOR UPDATE SKIP LOCKED))
          INSERT INTO form_submission_keys (session_id, expires_at) VALUES ($1, $3) RETURNING key`,
    params: [sessionId, time.now, time.expiresAt],
  }).pipe(
    Effect.orDie,
    Effect.map(([row]) => (row as { key: string }).key),
  )

// A spent key is deleted: one statement decides and spends, so of two concurrent spends one wins.
const spendKey = (key: string, sessionId: string, now: number) =>
  query(Key, {
    name: "forms_spend_key",
    sql: `DELETE FROM form_submission_keys WHERE key = $1 AND session_id = $2 AND expires_at > $3 RETURNING key`,
    params: [key, sessionId, now],
  }).pipe(
    Effect.orDie,
    Effect.map((rows) => rows.length === 1),
  )

/**
 * FormRepository on Postgres: `form_definitions`, `form_submission_keys` and `form_submissions`
 * (migration 010). Keys are `gen_random_uuid()` values; spending one deletes it; issuing one sweeps up
 * to 100 expired keys. A list page is one indexed query (one row more than asked, to know whether a
 * page follows); an export reads one query per batch. A row that does not decode is a defect.
 *
 * @example
 * Layer.provide(formRepositoryLayer(), databaseLayer({}))
 */
export const formRepositoryLayer = (): Layer.Layer<FormRepository, never, Database> =>
  Layer.effect(
    FormRepository,
    withDatabase((provide) =>
      FormRepository.of({
        saveDefinition: (websiteId, definition) => provide(saveDefinition(websiteId, definition)),
        findDefinition: (formId) => provide(findDefinition(formId)),
        listDefinitions: (websiteId) => provide(listDefinitions(websiteId)),
        issueKey: (sessionId, time) => provide(issueKey(sessionId, time)),
        spendKey: (key, sessionId, now) => provide(spendKey(key, sessionId, now)),
        saveSubmission: (draft) => provide(saveSubmission(draft)),
        listSubmissions: (formId, { search, after, limit }) =>
          provide(submissionsAfter(formId, search, after, limit + 1, "desc")).pipe(
            Effect.map((rows) => {
              const submissions = rows.slice(0, limit)
              const last = submissions.at(-1)
              const more = rows.length > limit && last !== undefined
              return { submissions, next: more ? { submittedAt: last.submittedAt, id: last.id } : null }
            }),
          ),
        streamSubmissions: (formId, options) => streamSubmissions(provide, formId, options),
      }),
    ),
  )
