import { PreferencesRepository } from "@vitrine/core/preferences"
import { Effect, Layer, Option, Schema } from "effect"
import { type Database, withDatabase } from "./database.ts"
import { query, queryBehind } from "./query.ts"

const ValuesRow = Schema.Struct({ preference_values: Schema.Record(Schema.String, Schema.Unknown) })

const find = (websiteId: string, namespace: string) =>
  query(ValuesRow, {
    sql: "SELECT preference_values FROM commerce_preferences WHERE website_id = $1 AND namespace = $2",
    params: [websiteId, namespace],
  }).pipe(
    Effect.map((rows) => Option.map(Option.fromNullishOr(rows[0]), (row) => row.preference_values)),
    Effect.orDie,
  )

// One upsert: two saves never clash on the key; the later one wins.
const save = (websiteId: string, namespace: string, values: object) =>
  queryBehind({
    sql: `INSERT INTO commerce_preferences (website_id, namespace, preference_values) VALUES ($1, $2, $3::jsonb)
      ON CONFLICT (website_id, namespace) DO UPDATE SET preference_values = excluded.preference_values`,
    params: [websiteId, namespace, JSON.stringify(values)],
  })

/**
 * PreferencesRepository on Postgres: one `commerce_preferences` row per website and namespace, the
 * values as JSONB. A row whose values are not an object is a defect.
 *
 * @example
 * Layer.provide(preferencesRepositoryLayer(), databaseLayer({}))
 */
export const preferencesRepositoryLayer = (): Layer.Layer<PreferencesRepository, never, Database> =>
  Layer.effect(
    PreferencesRepository,
    withDatabase((provide) =>
      PreferencesRepository.of({
        find: (websiteId, namespace) => provide(find(websiteId, namespace)),
        save: (websiteId, namespace, values) => provide(save(websiteId, namespace, values)),
      }),
    ),
  )
