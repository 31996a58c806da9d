import type { Knex } from "knex"

/**
 * A store page's collection (CONST-005, CONST-006, CONST-008): its products in the merchant's
 * order and the categories nested under its root, one JSON document per page, replaced whole by a
 * compare-and-set on `version` (core's rules check a change against the whole collection). Pages
 * gain `position`, the order made, for the merchant's list.
 */
export const storeCollectionsMigration: Knex.Migration = {
  up: async (knex) => {
    await knex.raw("ALTER TABLE store_pages ADD COLUMN position bigserial")
    await knex.schema.createTable("store_collections", (table) => {
      table.uuid("store_page_id").primary().references("id").inTable("store_pages").onDelete("CASCADE")
      table.integer("version").notNullable()
      table.jsonb("product_ids").notNullable()
      table.jsonb("categories").notNullable()
    })
  },
  down: async (knex) => {
    await knex.schema.dropTable("store_collections")
    await knex.raw("ALTER TABLE store_pages DROP COLUMN position")
  },
}
