import type { Knex } from "knex"

/**
 * A cart's links to members and other carts: the member whose cart it is (an account id; no foreign
 * key, so the cart tables stand without the account tables), the cart it was merged into at a
 * sign-in, and the cart it is a visitor's copy of. A member has at most one open cart per website
 * (not purchased, not merged away): a partial unique index, behind the lock sign-ins take.
 */
export const cartMembersMigration: Knex.Migration = {
  up: async (knex) => {
    await knex.schema.alterTable("carts", (table) => {
      table.text("member_id").nullable()
      table.text("merged_into").nullable()
      table.text("copied_from").nullable()
    })
    await knex.raw(
      `CREATE UNIQUE INDEX carts_one_open_per_member ON carts (website_id, member_id)
       WHERE member_id IS NOT NULL AND NOT is_purchased AND merged_into IS NULL`,
    )
  },
  down: async (knex) => {
    await knex.raw("DROP INDEX carts_one_open_per_member")
    await knex.schema.alterTable("carts", (table) => {
      table.dropColumns("member_id", "merged_into", "copied_from")
    })
  },
}
