import type { Knex } from "knex"

/**
 * Captcha tokens already accepted once, kept until they expire (then a token is refused as expired
 * anyway) and swept a few at a time as new ones are spent. Times in milliseconds since the epoch.
 */
export const spentBotTokensMigration: Knex.Migration = {
  up: async (knex) => {
    await knex.schema.createTable("spent_bot_tokens", (table) => {
      table.specificType("token_id", 'text COLLATE "C"').primary()
      table.bigInteger("expires_at").notNullable().index()
    })
  },
  down: async (knex) => {
    await knex.schema.dropTable("spent_bot_tokens")
  },
}
