import type { Knex } from "knex"

/**
 * Restock sign-ups: one row per product, variant and normalised e-mail (the unique key that makes
 * signing up twice store one). `sent_at` is null while the sign-up waits; `round` counts how often
 * it was armed, for the outbox key of each send. Ids and keys in the "C" collation, compared byte by
 * byte as core's paging compares them; times in milliseconds since the epoch.
 */
export const restockSignUpsMigration: Knex.Migration = {
  up: async (knex) => {
    await knex.schema.createTable("restock_sign_ups", (table) => {
      table.specificType("id", 'text COLLATE "C"').primary().defaultTo(knex.raw("gen_random_uuid()::text"))
      table.specificType("product_id", 'text COLLATE "C"').notNullable()
      table.specificType("variant_id", 'text COLLATE "C"').notNullable()
      table.specificType("email", 'text COLLATE "C"').notNullable()
      table.boolean("join_mailing_list").notNullable()
      table.text("language")
      table.text("member_id")
      table.bigInteger("signed_up_at").notNullable()
      table.bigInteger("sent_at")
      table.integer("round").notNullable().defaultTo(1)
      table.unique(["product_id", "variant_id", "email"])
      table.index(["product_id", "signed_up_at", "id"])
    })
  },
  down: async (knex) => {
    await knex.schema.dropTable("restock_sign_ups")
  },
}
