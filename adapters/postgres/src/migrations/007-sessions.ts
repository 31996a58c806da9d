import type { Knex } from "knex"

/**
 * Signed-in sessions. The primary key is the SHA-256 of the token (base64url): the token itself is
 * never stored, so a copy of this table signs nobody in. `id` is the session's other, random name
 * (what the CSRF crumb is bound to and what rotation replaces). A session goes with its account.
 * `idle_expires_at` is indexed for the sweep of expired sessions.
 */
export const sessionsMigration: Knex.Migration = {
  up: async (knex) => {
    await knex.schema.createTable("sessions", (table) => {
      table.text("token_hash").primary()
      table.text("id").notNullable().unique()
      table.text("user_id").notNullable().references("accounts.id").onDelete("CASCADE").index()
      table.text("website_id").notNullable()
      table.text("kind").notNullable()
      table.specificType("roles", "smallint[]").notNullable()
      table.boolean("remember_me").notNullable()
      table.timestamp("created_at", { useTz: true }).notNullable()
      table.timestamp("last_seen_at", { useTz: true }).notNullable()
      table.timestamp("idle_expires_at", { useTz: true }).notNullable().index()
      table.timestamp("absolute_expires_at", { useTz: true }).notNullable()
    })
  },
  down: async (knex) => {
    await knex.schema.dropTable("sessions")
  },
}
