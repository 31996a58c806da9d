import type { Knex } from "knex"

/**
 * A member's language (SESSION-002, API-030): the language tag they switched to, normalised by
 * core (`normaliseLanguage`); null until they switch. Nullable with no default, so adding it rewrites
 * no rows.
 */
export const accountLanguageMigration: Knex.Migration = {
  up: async (knex) => {
    await knex.schema.alterTable("accounts", (table) => {
      table.text("language").nullable()
    })
  },
  down: async (knex) => {
    await knex.schema.alterTable("accounts", (table) => {
      table.dropColumn("language")
    })
  },
}
