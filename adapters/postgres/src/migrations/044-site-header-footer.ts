import type { Knex } from "knex"

/**
 * Each website's header and footer (SITE-001), one row per website: the two parts as JSONB, each
 * replaced whole by a save. No row: the merchant has saved none, and pages show core's defaults.
 */
export const siteHeaderFooterMigration: Knex.Migration = {
  up: async (knex) => {
    await knex.schema.createTable("site_header_footer", (table) => {
      table.text("website_id").primary()
      table.jsonb("header").notNullable()
      table.jsonb("footer").notNullable()
    })
  },
  down: async (knex) => {
    await knex.schema.dropTable("site_header_footer")
  },
}
