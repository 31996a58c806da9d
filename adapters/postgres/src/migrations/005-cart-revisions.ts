import type { Knex } from "knex"

/**
 * A revision per cart, raised by every statement that changes the cart's lines. Add-to-cart reads the
 * cart, checks, then writes only `WHERE revision = <what it read>`: a single conditional statement
 * that cannot land on a cart another add changed in between (Postgres re-checks the condition on the
 * newest row after waiting for its lock), with no transaction held open across the check.
 */
export const cartRevisionsMigration: Knex.Migration = {
  up: async (knex) => {
    await knex.schema.alterTable("carts", (table) => {
      table.integer("revision").notNullable().defaultTo(0)
    })
  },
  down: async (knex) => {
    await knex.schema.alterTable("carts", (table) => {
      table.dropColumn("revision")
    })
  },
}
