import type { Knex } from "knex"

/**
 * Rate-limit counters shared by every server process: one row per client key and window, reset by
 * the increment that finds its window over. `reset_at` is indexed for the sweep of stale rows.
 */
export const rateLimitsMigration: Knex.Migration = {
  up: async (knex) => {
    await knex.schema.createTable("rate_limits", (table) => {
      table.text("key").primary()
      table.integer("hits").notNullable()
      table.timestamp("reset_at", { useTz: true }).notNullable().index()
    })
  },
  down: async (knex) => {
    await knex.schema.dropTable("rate_limits")
  },
}
