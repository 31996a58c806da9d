import type { Knex } from "knex"

/**
 * Forms: definitions (the whole definition as JSON, by id, each of one website), single-use
 * submission keys, and submissions with their answers as text.
 *
 * Times are whole milliseconds since the epoch in `bigint` columns, as core hands them over (from
 * Effect's Clock), so they compare and round-trip exactly. Ids and keys are text in the "C" collation:
 * compared byte by byte, as core's `newestFirst` compares them, whatever the database's locale.
 * `search_text` is the answers' texts in lower case (core's `searchText`), so a search is one `LIKE`.
 * Submissions do not reference the definitions: a form's submissions outlive changes to it.
 */
export const formsMigration: Knex.Migration = {
  up: async (knex) => {
    await knex.schema.createTable("form_definitions", (table) => {
      table.specificType("id", 'text COLLATE "C"').primary()
      table.text("website_id").notNullable()
      table.specificType("name", 'text COLLATE "C"').notNullable()
      table.jsonb("definition").notNullable()
      table.index(["website_id", "name", "id"])
    })
    await knex.schema.createTable("form_submission_keys", (table) => {
      table.specificType("key", 'text COLLATE "C"').primary().defaultTo(knex.raw("gen_random_uuid()::text"))
      table.text("session_id").notNullable()
      table.bigInteger("expires_at").notNullable().index()
    })
    await knex.schema.createTable("form_submissions", (table) => {
      table.specificType("id", 'text COLLATE "C"').primary().defaultTo(knex.raw("gen_random_uuid()::text"))
      table.text("form_id").notNullable()
      table.bigInteger("submitted_at").notNullable()
      table.jsonb("answers").notNullable()
      table.text("search_text").notNullable()
      table.jsonb("page").notNullable()
      table.index(["form_id", "submitted_at", "id"])
    })
  },
  down: async (knex) => {
    await knex.schema.dropTable("form_submissions")
    await knex.schema.dropTable("form_submission_keys")
    await knex.schema.dropTable("form_definitions")
  },
}
