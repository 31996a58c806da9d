import type { Knex } from "knex"

/**
 * Failed sign-ins per throttle key (an account's or an address's). Keys are stored as their SHA-256,
 * so the table holds no e-mail address or client address. `first_at` is indexed for the sweep.
 */
export const signInFailuresMigration: Knex.Migration = {
  up: async (knex) => {
    await knex.schema.createTable("sign_in_failures", (table) => {
      table.text("key_hash").primary()
      table.integer("count").notNullable()
      table.timestamp("first_at", { useTz: true }).notNullable().index()
      table.timestamp("last_at", { useTz: true }).notNullable()
    })
  },
  down: async (knex) => {
    await knex.schema.dropTable("sign_in_failures")
  },
}
