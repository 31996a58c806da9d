import { type HomeLayout, HomeLayoutRepository, HomeLayoutSchema } from "@vitrine/core/site"
import { Effect, Layer, Option } from "effect"
import { type Database, withDatabase } from "./database.ts"
import { query, queryBehind } from "./query.ts"

const find = (websiteId: string) =>
  query(HomeLayoutSchema, {
    sql: "SELECT sections FROM home_layout WHERE website_id = $1",
    params: [websiteId],
  }).pipe(
    Effect.map((rows) => Option.fromNullishOr(rows[0])),
    Effect.orDie,
  )

// One upsert: two saves never clash on the key; the later one wins.
const save = (websiteId: string, layout: HomeLayout) =>
  queryBehind({
    sql: `INSERT INTO home_layout (website_id, sections) VALUES ($1, $2::jsonb)
      ON CONFLICT (website_id) DO UPDATE SET sections = excluded.sections`,
    params: [websiteId, JSON.stringify(layout.sections)],
  })

/**
 * HomeLayoutRepository on Postgres: one `home_layout` row per website, its sections as JSONB, read in
 * one statement and saved with one upsert. A row that does not decode as a layout is a defect.
 *
 * @example
 * Layer.provide(homeLayoutLayer(), databaseLayer({}))
 */
export const homeLayoutLayer = (): Layer.Layer<HomeLayoutRepository, never, Database> =>
  Layer.effect(
    HomeLayoutRepository,
    withDatabase((provide) =>
      HomeLayoutRepository.of({
        find: (websiteId) => provide(find(websiteId)),
        save: (websiteId, layout) => provide(save(websiteId, layout)),
      }),
    ),
  )
