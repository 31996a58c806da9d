import type { Knex } from "knex"

/**
 * Orders. The order as core models it is kept whole in `body` (items, totals, address: read
 * together, never queried apart), beside the columns that are queried or changed: the website and
 * idempotency key (unique, so a retried submit cannot make a second order), status, payment id,
 * e-mail and creation time for the merchant's list. Each row is also the outbox entry of its
 * confirmation e-mail: `confirmation` becomes 'due' in the statement that marks the order paid, and
 * a worker claims due rows (`confirmation_claimed_until`, ms since the epoch) and marks them 'sent'.
 */
export const ordersMigration: Knex.Migration = {
  up: async (knex) => {
    await knex.schema.createTable("orders", (table) => {
      table.text("id").primary()
      table.bigIncrements("position", { primaryKey: false })
      table.text("website_id").notNullable()
      table.text("idempotency_key").notNullable()
      table.text("purchased_cart_id").notNullable()
      table.text("status").notNullable()
      table.text("payment_id").nullable()
      table.text("email").notNullable()
      table.timestamp("created", { useTz: true }).notNullable()
      table.bigInteger("grand_total_minor").notNullable()
      table.jsonb("body").notNullable()
      table.text("confirmation").notNullable().defaultTo("none")
      table.bigInteger("confirmation_claimed_until").notNullable().defaultTo(0)
      table.unique(["website_id", "idempotency_key"])
      table.index(["website_id", "position"])
      table.check(
        "status IN ('awaiting_payment', 'paid', 'fulfilled', 'cancelled')",
        [],
        "orders_status_known",
      )
      table.check("confirmation IN ('none', 'due', 'sent')", [], "orders_confirmation_known")
    })
    await knex.raw("CREATE INDEX orders_confirmation_due ON orders (position) WHERE confirmation = 'due'")
  },
  down: async (knex) => {
    await knex.schema.dropTable("orders")
  },
}
