import { randomUUID } from "node:crypto"
import type { CartRepository, SignInCarts, StoredCart } from "@vitrine/core/cart"
import { Clock, Effect, Option, Schema } from "effect"
import { CartJson, cartJson, ownLines, storedCart } from "./cart-json.ts"
import type { Database } from "./database.ts"
import { timestamp } from "./epoch.ts"
import { query, queryBehind } from "./query.ts"

type Methods = Pick<
  CartRepository["Service"],
  "findMemberCart" | "lockForMerge" | "assignToMember" | "markMerged" | "copyForVisitor"
>

const LinkedRow = Schema.Struct({
  cart: CartJson,
  member_id: Schema.NullOr(Schema.String),
  copied_from: Schema.NullOr(Schema.String),
  open: Schema.Boolean,
})
type Linked = typeof LinkedRow.Type

const OPEN = "NOT c.is_purchased AND c.merged_into IS NULL"
const LINKED = `${cartJson("c", ownLines("c"))} AS cart, c.member_id, c.copied_from, (${OPEN}) AS open`

const FIND_MEMBER_CART = `SELECT ${LINKED} FROM carts c
  WHERE c.website_id = $1 AND c.member_id = $2 AND ${OPEN}`

// The member's lock first, then the carts' rows in id order: every sign-in takes its locks in the
// same order, so two of them wait for each other instead of deadlocking. The advisory lock covers the
// member who has no cart yet (no row to lock), so two first sign-ins cannot both give them one.
const LOCK_MEMBER = "SELECT pg_advisory_xact_lock(hashtextextended($1, 0)) IS NULL AS locked"
const LOCK_CARTS = `SELECT ${LINKED} FROM carts c
  WHERE c.website_id = $1 AND ((c.member_id = $2 AND ${OPEN}) OR c.id = $3)
  ORDER BY c.id FOR UPDATE OF c`

const lockForMerge = (input: Parameters<Methods["lockForMerge"]>[0]) =>
  Effect.gen(function* () {
    const lockKey = `vitrine:cart-member:${input.websiteId}:${input.memberId}`
    yield* query(Schema.Struct({ locked: Schema.Boolean }), { sql: LOCK_MEMBER, params: [lockKey] })
    const rows = yield* query(LinkedRow, {
      sql: LOCK_CARTS,
      params: [input.websiteId, input.memberId, input.visitorCartId],
    })
    const isMembers = (row: Linked) => row.member_id === input.memberId && row.open
    const member = rows.find(isMembers)
    const visitor = rows.find(
      (row) => row.cart.id === input.visitorCartId && row.open && row.member_id === null,
    )
    return {
      member: Option.map(Option.fromNullishOr(member), (row) => storedCart(row.cart)),
      visitor: Option.map(Option.fromNullishOr(visitor), (row) => ({
        cart: storedCart(row.cart),
        copiedFrom: row.copied_from,
      })),
    } satisfies SignInCarts
  }).pipe(Effect.orDie)

// Emptying raises the revision, so an add that read the cart before the merge reads it again.
const MARK_MERGED = `WITH emptied AS (DELETE FROM cart_entries WHERE cart_id = $1)
  UPDATE carts SET merged_into = $2, revision = revision + 1 WHERE id = $1`

const COPY = `WITH source AS (SELECT * FROM carts WHERE id = $1),
  copy AS (
    INSERT INTO carts (id, website_id, order_id, created, currency, is_purchased, copied_from)
    SELECT $2, website_id, NULL, $3::timestamptz, currency, false, id FROM source RETURNING *
  ),
  lines AS (
    INSERT INTO cart_entries (id, cart_id, line_key, item_id, quantity, sku, attributes, title, product_type,
      image_url, purchase_price_cents, additional_fields)
    SELECT gen_random_uuid()::text, copy.id, e.line_key, e.item_id, e.quantity, e.sku, e.attributes, e.title,
      e.product_type, e.image_url, e.purchase_price_cents, e.additional_fields
    FROM copy JOIN cart_entries e ON e.cart_id = $1 ORDER BY e.position
    RETURNING *
  )
  SELECT ${cartJson("copy", "SELECT * FROM lines")} AS cart FROM copy`

const copyForVisitor = (cartId: string) =>
  Effect.gen(function* () {
    const created = timestamp(yield* Clock.currentTimeMillis)
    const rows = yield* query(Schema.Struct({ cart: CartJson }), {
      sql: COPY,
      params: [cartId, randomUUID(), created],
    })
    return Option.map(Option.fromNullishOr(rows[0]), (row): StoredCart => storedCart(row.cart))
  }).pipe(Effect.orDie)

/**
 * The member-cart methods of CartRepository on Postgres (see `009-cart-members.ts`). `lockForMerge`
 * takes a transaction-scoped advisory lock on the member and `SELECT … FOR UPDATE` on both carts in
 * id order; `markMerged` and `copyForVisitor` are one statement each.
 *
 * @example
 * CartRepository.of({ ...others, ...memberCartMethods(provide) })
 */
export const memberCartMethods = (
  provide: <A, E>(effect: Effect.Effect<A, E, Database>) => Effect.Effect<A, E>,
): Methods => ({
  findMemberCart: (websiteId, memberId) =>
    provide(
      query(LinkedRow, { sql: FIND_MEMBER_CART, params: [websiteId, memberId] }).pipe(
        Effect.map((rows) => Option.map(Option.fromNullishOr(rows[0]), (row) => storedCart(row.cart))),
        Effect.orDie,
      ),
    ),
  lockForMerge: (input) => provide(lockForMerge(input)),
  assignToMember: (cartId, memberId) =>
    provide(
      queryBehind({ sql: "UPDATE carts SET member_id = $2 WHERE id = $1", params: [cartId, memberId] }),
    ),
  markMerged: (cartId, intoCartId) =>
    provide(queryBehind({ sql: MARK_MERGED, params: [cartId, intoCartId] })),
  copyForVisitor: (cartId) => provide(copyForVisitor(cartId)),
})
