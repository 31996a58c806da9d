import type { Knex } from "knex"

/**
 * Each website's connections (EDITOR-008, EDITOR-009), one row per website: the forms' mailing-list
 * connection as JSONB (null: none), and the automation service's state with its time (awaiting:
 * since when; connected: since when) and, while awaiting, the SHA-256 of the one key that confirms it
 * (never the key). No row: nothing connected.
 */
export const siteConnectionsMigration: Knex.Migration = {
  up: async (knex) => {
    await knex.schema.createTable("site_connections", (table) => {
      table.text("website_id").primary()
      table.jsonb("mailing")
      table.text("automation_status").notNullable().defaultTo("disconnected")
      table.timestamp("automation_at", { useTz: true })
      table.text("automation_key_digest")
    })
    await knex.raw(
      `ALTER TABLE site_connections ADD CONSTRAINT site_connections_automation_status
        CHECK (automation_status IN ('disconnected', 'awaiting', 'connected'))`,
    )
  },
  down: async (knex) => {
    await knex.schema.dropTable("site_connections")
  },
}
