import type { Knex } from "knex"

/**
 * A product's revision: raised by every save of the product (its row, variants and stock, which
 * `CatalogEditor.save` writes together). An add checked against a kept copy of a product names the
 * revision it saw, and lands only if the product is still at it (`cart-additions.ts`).
 */
export const productRevisionsMigration: Knex.Migration = {
  up: async (knex) => {
    await knex.schema.alterTable("products", (table) => {
      table.integer("revision").notNullable().defaultTo(1)
    })
  },
  down: async (knex) => {
    await knex.schema.alterTable("products", (table) => {
      table.dropColumn("revision")
    })
  },
}
