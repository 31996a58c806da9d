import type { Knex } from "knex"

/**
 * Each website's styles (fonts and colours), one row per website: the two font ids as text and the
 * colours as JSONB, replaced whole by a save. No row: the merchant has saved none, and pages show
 * core's defaults.
 */
export const siteStylesMigration: Knex.Migration = {
  up: async (knex) => {
    await knex.schema.createTable("site_styles", (table) => {
      table.text("website_id").primary()
      table.text("heading_font").notNullable()
      table.text("body_font").notNullable()
      table.jsonb("colours").notNullable()
    })
  },
  down: async (knex) => {
    await knex.schema.dropTable("site_styles")
  },
}
