import { SiteColoursSchema, type SiteStyles, SiteStylesRepository } from "@vitrine/core/site"
import { Effect, Layer, Option, Schema } from "effect"
import { type Database, withDatabase } from "./database.ts"
import { query, queryBehind } from "./query.ts"

const StylesRow = Schema.Struct({
  heading_font: Schema.String,
  body_font: Schema.String,
  colours: SiteColoursSchema,
})

const find = (websiteId: string) =>
  query(StylesRow, {
    sql: "SELECT heading_font, body_font, colours FROM site_styles WHERE website_id = $1",
    params: [websiteId],
  }).pipe(
    Effect.map((rows) =>
      Option.map(
        Option.fromNullishOr(rows[0]),
        (row): SiteStyles => ({
          headingFont: row.heading_font,
          bodyFont: row.body_font,
          colours: row.colours,
        }),
      ),
    ),
    Effect.orDie,
  )

// One upsert: two saves never clash on the key; the later one wins.
const save = (websiteId: string, styles: SiteStyles) =>
  queryBehind({
    sql: `INSERT INTO site_styles (website_id, heading_font, body_font, colours) VALUES ($1, $2, $3, $4::jsonb)
      ON CONFLICT (website_id) DO UPDATE SET heading_font = excluded.heading_font,
        body_font = excluded.body_font, colours = excluded.colours`,
    params: [websiteId, styles.headingFont, styles.bodyFont, JSON.stringify(styles.colours)],
  })

/**
 * SiteStylesRepository on Postgres: one `site_styles` row per website, the font ids as text and the
 * colours as JSONB, read in one statement and saved with one upsert. A row whose colours do not
 * decode is a defect; a font id the catalogue no longer has is read as saved (the storefront falls
 * back to a system stack).
 *
 * @example
 * Layer.provide(siteStylesLayer(), databaseLayer({}))
 */
export const siteStylesLayer = (): Layer.Layer<SiteStylesRepository, never, Database> =>
  Layer.effect(
    SiteStylesRepository,
    withDatabase((provide) =>
      SiteStylesRepository.of({
        find: (websiteId) => provide(find(websiteId)),
        save: (websiteId, styles) => provide(save(websiteId, styles)),
      }),
    ),
  )
