import { LanguageTagSchema, MultilingualRepository, SiteLanguagesSchema } from "@vitrine/core/site"
import { Effect, Layer, Option, Schema } from "effect"
import { type Database, withDatabase } from "./database.ts"
import { query, queryBehind } from "./query.ts"

// The time as epoch milliseconds (float8 of a timestamptz, whose microseconds a save never sets):
// rounded back to whole milliseconds, the ISO text saved comes back to the character.
const SettingsRow = Schema.Struct({
  primary_language: LanguageTagSchema,
  languages: SiteLanguagesSchema,
  connected_at: Schema.NullOr(Schema.Number),
})

const find = (websiteId: string) =>
  query(SettingsRow, {
    sql: `SELECT primary_language, languages,
        (extract(epoch FROM connected_at) * 1000)::float8 AS connected_at
      FROM multilingual_settings WHERE website_id = $1`,
    params: [websiteId],
  }).pipe(
    Effect.map((rows) =>
      Option.map(Option.fromNullishOr(rows[0]), (row) => ({
        primaryLanguage: row.primary_language,
        languages: row.languages,
        connection:
          row.connected_at === null
            ? ({ status: "disconnected" } as const)
            : ({
                status: "connected",
                connectedAt: new Date(Math.round(row.connected_at)).toISOString(),
              } as const),
      })),
    ),
    Effect.orDie,
  )

// One upsert: two saves never clash on the key; the later one wins.
const save = (websiteId: string, primary: string, languages: object, connectedAt: string | null) =>
  queryBehind({
    sql: `INSERT INTO multilingual_settings (website_id, primary_language, languages, connected_at)
      VALUES ($1, $2, $3::jsonb, $4::timestamptz)
      ON CONFLICT (website_id) DO UPDATE SET primary_language = excluded.primary_language,
        languages = excluded.languages, connected_at = excluded.connected_at`,
    params: [websiteId, primary, JSON.stringify(languages), connectedAt],
  })

/**
 * MultilingualRepository on Postgres: one `multilingual_settings` row per website, the language list
 * as JSONB and the connection as its time (null: disconnected), read in one statement and saved
 * with one upsert. A row that does not decode as settings is a defect.
 *
 * @example
 * Layer.provide(multilingualLayer(), databaseLayer({}))
 */
export const multilingualLayer = (): Layer.Layer<MultilingualRepository, never, Database> =>
  Layer.effect(
    MultilingualRepository,
    withDatabase((provide) =>
      MultilingualRepository.of({
        find: (websiteId) => provide(find(websiteId)),
        save: (websiteId, { primaryLanguage, languages, connection }) =>
          provide(
            save(
              websiteId,
              primaryLanguage,
              languages,
              connection.status === "connected" ? connection.connectedAt : null,
            ),
          ),
      }),
    ),
  )
