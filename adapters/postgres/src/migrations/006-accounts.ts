import type { Knex } from "knex"

/**
 * Members' and staff accounts. The e-mail is stored normalised (core's `normaliseEmail`) and is
 * unique per website and kind, so one address may have a member account and a staff account. Roles
 * are website-role ids (ENUM-003). The password is only ever its hash, which carries its own
 * algorithm and parameters.
 */
export const accountsMigration: Knex.Migration = {
  up: async (knex) => {
    await knex.schema.createTable("accounts", (table) => {
      table.text("id").primary()
      table.text("website_id").notNullable()
      table.text("kind").notNullable()
      table.text("email").notNullable()
      table.text("password_hash").notNullable()
      table.specificType("roles", "smallint[]").notNullable().defaultTo("{}")
      table.timestamp("created", { useTz: true }).notNullable()
      table.unique(["website_id", "kind", "email"], { indexName: "accounts_email_unique" })
      table.check("kind IN ('member', 'staff')", [], "accounts_kind_known")
    })
  },
  down: async (knex) => {
    await knex.schema.dropTable("accounts")
  },
}
