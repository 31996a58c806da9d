import type { Knex } from "knex"

/** Commerce preferences: one JSON object per website and namespace (PREFS-001), written whole. */
export const commercePreferencesMigration: Knex.Migration = {
  up: async (knex) => {
    await knex.schema.createTable("commerce_preferences", (table) => {
      table.text("website_id").notNullable()
      table.text("namespace").notNullable()
      table.jsonb("preference_values").notNullable()
      table.primary(["website_id", "namespace"])
    })
  },
  down: async (knex) => {
    await knex.schema.dropTable("commerce_preferences")
  },
}
