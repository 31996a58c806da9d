import type { Knex } from "knex"

/**
 * The site's mailing-list subscribers: one row per (website, list, normalised e-mail), pending
 * (`confirmed_at` null) or confirmed, times as epoch milliseconds. `list_subscriber_key` is one row
 * (`id` is always 1) holding the secret the double opt-in confirmation links are signed with, drawn
 * by Postgres when the row is first made (three random UUIDs: 366 random bits) and never changed, so
 * links in e-mails already sent keep working. No confirmation token is stored: a link is its
 * subscriber's id and expiry, signed.
 */
export const listSubscribersMigration: Knex.Migration = {
  up: async (knex) => {
    await knex.schema.createTable("list_subscribers", (table) => {
      table.specificType("id", 'text COLLATE "C"').primary().defaultTo(knex.raw("gen_random_uuid()::text"))
      table.text("website_id").notNullable()
      table.text("list_id").notNullable()
      table.text("email").notNullable()
      table.bigInteger("signed_up_at").notNullable()
      table.bigInteger("confirmed_at")
      table.unique(["website_id", "list_id", "email"])
      table.index(["website_id", "list_id", "signed_up_at", "id"])
    })
    await knex.schema.createTable("list_subscriber_key", (table) => {
      table.smallint("id").primary().defaultTo(1)
      table
        .text("link_key")
        .notNullable()
        .defaultTo(
          knex.raw("(gen_random_uuid()::text || gen_random_uuid()::text || gen_random_uuid()::text)"),
        )
      table.check("id = 1")
    })
  },
  down: async (knex) => {
    await knex.schema.dropTable("list_subscriber_key")
    await knex.schema.dropTable("list_subscribers")
  },
}
