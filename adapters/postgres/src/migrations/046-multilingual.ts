import type { Knex } from "knex"

/**
 * Each website's multilingual settings (SITE-002), one row per website: its own language, its
 * language list as JSONB (replaced whole by a save, in the switcher's order) and since when the
 * translation service is connected (null: disconnected; the list stays, so a reconnect brings it
 * back). No row: the merchant has saved none, and the site has core's defaults.
 */
export const multilingualMigration: Knex.Migration = {
  up: async (knex) => {
    await knex.schema.createTable("multilingual_settings", (table) => {
      table.text("website_id").primary()
      table.text("primary_language").notNullable()
      table.jsonb("languages").notNullable()
      table.timestamp("connected_at", { useTz: true })
    })
  },
  down: async (knex) => {
    await knex.schema.dropTable("multilingual_settings")
  },
}
