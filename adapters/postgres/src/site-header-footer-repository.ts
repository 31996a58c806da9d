import { SiteFooterSchema, SiteHeaderFooterRepository, SiteHeaderSchema } from "@vitrine/core/site"
import { Effect, Layer, Option, Schema } from "effect"
import { type Database, withDatabase } from "./database.ts"
import { query, queryBehind } from "./query.ts"

const HeaderFooterRow = Schema.Struct({ header: SiteHeaderSchema, footer: SiteFooterSchema })

const find = (websiteId: string) =>
  query(HeaderFooterRow, {
    sql: "SELECT header, footer FROM site_header_footer WHERE website_id = $1",
    params: [websiteId],
  }).pipe(
    Effect.map((rows) => Option.fromNullishOr(rows[0])),
    Effect.orDie,
  )

// One upsert: two saves never clash on the key; the later one wins.
const save = (websiteId: string, header: object, footer: object) =>
  queryBehind({
    sql: `INSERT INTO site_header_footer (website_id, header, footer) VALUES ($1, $2::jsonb, $3::jsonb)
      ON CONFLICT (website_id) DO UPDATE SET header = excluded.header, footer = excluded.footer`,
    params: [websiteId, JSON.stringify(header), JSON.stringify(footer)],
  })

/**
 * SiteHeaderFooterRepository on Postgres: one `site_header_footer` row per website, the header and
 * the footer as JSONB, read in one statement and saved with one upsert. A row that does not decode
 * as a header and footer is a defect.
 *
 * @example
 * Layer.provide(siteHeaderFooterLayer(), databaseLayer({}))
 */
export const siteHeaderFooterLayer = (): Layer.Layer<SiteHeaderFooterRepository, never, Database> =>
  Layer.effect(
    SiteHeaderFooterRepository,
    withDatabase((provide) =>
      SiteHeaderFooterRepository.of({
        find: (websiteId) => provide(find(websiteId)),
        save: (websiteId, { header, footer }) => provide(save(websiteId, header, footer)),
      }),
    ),
  )
