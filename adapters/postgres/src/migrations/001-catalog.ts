import type { Knex } from "knex"

/**
 * Products, their variants and each variant's stock. Money is integer minor units (`bigint`) beside
 * its currency; `position` keeps the merchant's order (a replaced product keeps its place). Stock has
 * its own table so a decrement locks one small row, and a CHECK makes overselling impossible even
 * for a buggy caller.
 */
export const catalogMigration: Knex.Migration = {
  up: async (knex) => {
    await knex.schema.createTable("products", (table) => {
      table.text("id").primary()
      table.bigIncrements("position", { primaryKey: false })
      table.text("url_slug").notNullable().unique()
      table.text("title").notNullable()
      table.text("description").notNullable()
      table.smallint("product_type").notNullable()
      table.jsonb("variant_option_ordering").notNullable()
      table.jsonb("images").notNullable()
      table.boolean("on_sale").notNullable()
      table.boolean("is_subscribable").notNullable()
      table.jsonb("subscription_plan").nullable()
      table.boolean("use_custom_add_button_text").notNullable()
      table.text("custom_add_button_text").notNullable()
      table.text("additional_fields_form_id").nullable()
      table.boolean("scarcity_enabled").notNullable()
    })
    await knex.schema.createTable("variants", (table) => {
      table.text("id").primary()
      table.text("product_id").notNullable().references("products.id").onDelete("CASCADE")
      table.integer("position").notNullable()
      table.text("sku").notNullable()
      table.jsonb("attributes").notNullable()
      table.bigInteger("price_minor").notNullable()
      table.text("price_currency").notNullable()
      table.bigInteger("sale_price_minor").notNullable()
      table.text("sale_price_currency").notNullable()
      table.boolean("on_sale").notNullable()
      table.text("main_image_id").nullable()
      table.index(["product_id", "position"])
    })
    await knex.schema.createTable("stock", (table) => {
      table.text("variant_id").primary().references("variants.id").onDelete("CASCADE")
      table.integer("qty_in_stock").notNullable()
      table.boolean("unlimited").notNullable()
      table.check("qty_in_stock >= 0", [], "stock_qty_in_stock_not_negative")
    })
  },
  down: async (knex) => {
    await knex.schema.dropTable("stock")
    await knex.schema.dropTable("variants")
    await knex.schema.dropTable("products")
  },
}
