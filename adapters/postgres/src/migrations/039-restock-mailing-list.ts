import type { Knex } from "knex"

/**
 * The restock box's join-mailing-list checkbox (RESTOCK-003) in the restock settings' row:
 * `mailing_list_sign_up` shows it, `mailing_list_opt_in_by_default` has it checked at first. Both
 * off, so a store that saved its settings before keeps the box it had.
 */
export const restockMailingListMigration: Knex.Migration = {
  up: async (knex) => {
    await knex.schema.alterTable("restock_settings", (table) => {
      table.boolean("mailing_list_sign_up").notNullable().defaultTo(false)
      table.boolean("mailing_list_opt_in_by_default").notNullable().defaultTo(false)
    })
  },
  down: async (knex) => {
    await knex.schema.alterTable("restock_settings", (table) => {
      table.dropColumn("mailing_list_sign_up")
      table.dropColumn("mailing_list_opt_in_by_default")
    })
  },
}
