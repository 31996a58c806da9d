import type { Knex } from "knex"

/**
 * File processing jobs (EDITOR-010) and the renditions they make. A job belongs to a file and goes
 * with it (a delete of the file deletes both). Workers claim the oldest claimable job with
 * `FOR UPDATE SKIP LOCKED`; the partial index holds just the jobs a claim looks at (queued and
 * running; finished ones are history). Times are epoch milliseconds.
 */
export const fileJobsMigration: Knex.Migration = {
  up: async (knex) => {
    await knex.schema.createTable("site_file_jobs", (table) => {
      table.text("id").primary()
      table.text("website_id").notNullable()
      table.text("file_id").notNullable()
      table.text("state").notNullable()
      table.float("progress", 53).notNullable().defaultTo(0)
      table.integer("attempts").notNullable().defaultTo(0)
      table.bigInteger("lease_until")
      table.specificType("renditions", "integer[]").notNullable().defaultTo("{}")
      table.text("error")
      table.bigInteger("queued_at").notNullable()
      table
        .foreign(["website_id", "file_id"])
        .references(["website_id", "id"])
        .inTable("site_files")
        .onDelete("CASCADE")
    })
    await knex.raw(
      "CREATE INDEX site_file_jobs_waiting ON site_file_jobs (queued_at, id) WHERE state IN ('queued', 'running')",
    )
    await knex.raw("CREATE INDEX site_file_jobs_file ON site_file_jobs (website_id, file_id)")
    await knex.schema.createTable("site_file_renditions", (table) => {
      table.text("website_id").notNullable()
      table.text("file_id").notNullable()
      table.integer("width").notNullable()
      table.text("type").notNullable()
      table.binary("bytes").notNullable()
      table.primary(["website_id", "file_id", "width"])
      table
        .foreign(["website_id", "file_id"])
        .references(["website_id", "id"])
        .inTable("site_files")
        .onDelete("CASCADE")
    })
  },
  down: async (knex) => {
    await knex.schema.dropTable("site_file_renditions")
    await knex.schema.dropTable("site_file_jobs")
  },
}
