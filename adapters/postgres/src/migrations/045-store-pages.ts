import type { Knex } from "knex"

/**
 * Store pages (STORE-001, API-040) and their categories (API-041). A page's URL id is unique within
 * its website, compared case-insensitively as `storeUrlId` compares them (STORE-007); categories
 * belong to one page and keep the order they were made in (`id`, an identity).
 */
export const storePagesMigration: Knex.Migration = {
  up: async (knex) => {
    await knex.schema.createTable("store_pages", (table) => {
      table.uuid("id").primary().defaultTo(knex.raw("gen_random_uuid()"))
      table.text("website_id").notNullable()
      table.text("url_id").notNullable()
      table.text("navigation_title").notNullable()
      table.text("title").notNullable()
      table.text("description").notNullable()
      table.boolean("enabled").notNullable()
    })
    await knex.raw("CREATE UNIQUE INDEX store_pages_url_id ON store_pages (website_id, lower(url_id))")
    await knex.schema.createTable("store_categories", (table) => {
      table.bigIncrements("id")
      table.uuid("store_page_id").notNullable().references("id").inTable("store_pages").onDelete("CASCADE")
      table.text("display_name").notNullable()
      table.text("parent_category_id")
      table.text("type").notNullable()
      table.text("page_rendering").notNullable()
      table.integer("display_index").notNullable()
      table.index(["store_page_id"])
    })
  },
  down: async (knex) => {
    await knex.schema.dropTable("store_categories")
    await knex.schema.dropTable("store_pages")
  },
}
