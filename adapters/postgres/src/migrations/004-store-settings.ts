import type { Knex } from "knex"

/**
 * Each website's store settings, one row per website, written whole. A website with no row has the
 * defaults, which live in core (`DEFAULT_STORE_SETTINGS`), not in column defaults, so they are
 * written once.
 */
export const storeSettingsMigration: Knex.Migration = {
  up: async (knex) => {
    await knex.schema.createTable("store_settings", (table) => {
      table.text("website_id").primary()
      table.text("selected_currency").notNullable()
      table.boolean("express_checkout").notNullable()
      table.boolean("multiple_quantity_allowed_for_services").notNullable()
    })
  },
  down: async (knex) => {
    await knex.schema.dropTable("store_settings")
  },
}
