import type { Knex } from "knex"

/**
 * The transactional outbox: one row per e-mail, keyed by its idempotency key. `due_at` is when it
 * may next be claimed — for a pending message when it is due, for one being sent when its lease
 * ends — so one partial index finds what a worker may take. `seq` orders the merchant's viewer.
 */
export const outboxMigration: Knex.Migration = {
  up: async (knex) => {
    await knex.schema.createTable("outbox", (table) => {
      table.bigIncrements("seq").primary()
      table.specificType("key", 'text COLLATE "C"').notNullable().unique()
      table.text("kind").notNullable()
      table.text("recipient").notNullable()
      table.jsonb("data").notNullable()
      table.text("state").notNullable().defaultTo("pending")
      table.integer("attempts").notNullable().defaultTo(0)
      table.bigInteger("queued_at").notNullable()
      table.bigInteger("due_at").notNullable()
      table.bigInteger("lease_until")
      table.bigInteger("sent_at")
      table.text("last_error")
    })
    await knex.raw(
      "ALTER TABLE outbox ADD CONSTRAINT outbox_state CHECK (state IN ('pending', 'sending', 'sent', 'dead'))",
    )
    await knex.raw("CREATE INDEX outbox_due ON outbox (due_at) WHERE state IN ('pending', 'sending')")
  },
  down: async (knex) => {
    await knex.schema.dropTable("outbox")
  },
}
