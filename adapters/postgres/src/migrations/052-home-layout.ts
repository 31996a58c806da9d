import type { Knex } from "knex"

/**
 * Each website's home page layout (CONST-003, CONST-012), one row per website: its sections and
 * their blocks as one JSONB list, replaced whole by a save. No row: the merchant has saved none, and
 * the home page stays as it was.
 */
export const homeLayoutMigration: Knex.Migration = {
  up: async (knex) => {
    await knex.schema.createTable("home_layout", (table) => {
      table.text("website_id").primary()
      table.jsonb("sections").notNullable()
    })
  },
  down: async (knex) => {
    await knex.schema.dropTable("home_layout")
  },
}
