import type { Knex } from "knex"

/**
 * The site's files (EDITOR-002): one row per file, its description beside its bytes (`bytea`, at
 * most 20 MB each, so one table is enough and a delete takes both at once). The list reads the
 * description columns only; the bytes are read for a download alone. Listed newest first by
 * website, hence the index.
 */
export const siteFilesMigration: Knex.Migration = {
  up: async (knex) => {
    await knex.schema.createTable("site_files", (table) => {
      table.text("website_id").notNullable()
      table.text("id").notNullable()
      table.text("file_name").notNullable()
      table.text("type").notNullable()
      table.integer("size").notNullable()
      table.timestamp("uploaded_at", { useTz: true }).notNullable()
      table.binary("bytes").notNullable()
      table.primary(["website_id", "id"])
      table.index(["website_id", "uploaded_at"])
    })
  },
  down: async (knex) => {
    await knex.schema.dropTable("site_files")
  },
}
