import type { Knex } from "knex"

/**
 * The store's restock settings, one row (`id` is always 1: a database holds one store's sign-ups):
 * `auto_send` (off until the merchant turns it on) and `link_key`, the secret the restock e-mails'
 * unsubscribe links are signed with, drawn by Postgres when the row is first made (two random UUIDs:
 * 244 random bits) and never changed, so links in e-mails already sent keep working.
 */
export const restockSettingsMigration: Knex.Migration = {
  up: async (knex) => {
    await knex.schema.createTable("restock_settings", (table) => {
      table.smallint("id").primary().defaultTo(1)
      table.boolean("auto_send").notNullable().defaultTo(false)
      table
        .text("link_key")
        .notNullable()
        .defaultTo(knex.raw("(gen_random_uuid()::text || gen_random_uuid()::text)"))
      table.check("id = 1")
    })
  },
  down: async (knex) => {
    await knex.schema.dropTable("restock_settings")
  },
}
