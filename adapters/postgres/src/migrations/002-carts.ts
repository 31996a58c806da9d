import type { Knex } from "knex"

/**
 * Carts and their lines. `line_key` identifies a line by item, SKU and additional fields (a hash, as
 * additional fields can be long and NULL must differ from ""), so adding the same line twice is one
 * atomic `INSERT … ON CONFLICT` that adds the quantities. `position` keeps the order lines were added.
 */
export const cartsMigration: Knex.Migration = {
  up: async (knex) => {
    await knex.schema.createTable("carts", (table) => {
      table.text("id").primary()
      table.text("website_id").notNullable()
      table.text("order_id").nullable()
      table.timestamp("created", { useTz: true }).notNullable()
      table.text("currency").notNullable()
      table.boolean("is_purchased").notNullable().defaultTo(false)
    })
    await knex.schema.createTable("cart_entries", (table) => {
      table.text("id").primary()
      table.text("cart_id").notNullable().references("carts.id").onDelete("CASCADE")
      table.bigIncrements("position", { primaryKey: false })
      table.text("line_key").notNullable()
      table.text("item_id").notNullable()
      table.integer("quantity").notNullable()
      table.text("sku").notNullable()
      table.jsonb("attributes").notNullable()
      table.text("title").notNullable()
      table.smallint("product_type").notNullable()
      table.text("image_url").nullable()
      table.bigInteger("purchase_price_cents").notNullable()
      table.text("additional_fields").nullable()
      table.unique(["cart_id", "line_key"])
      table.check("quantity > 0", [], "cart_entries_quantity_positive")
    })
  },
  down: async (knex) => {
    await knex.schema.dropTable("cart_entries")
    await knex.schema.dropTable("carts")
  },
}
