import { randomUUID } from "node:crypto"
import {
  type OrderDraft,
  type OrderInsert,
  type OrderQuery,
  OrderRepository,
  OrderSchema,
} from "@vitrine/core/checkout"
import { Effect, Layer, Option, Schema } from "effect"
import { type Database, withDatabase } from "./database.ts"
import { query } from "./query.ts"

// The order as core models it: the stored body with the columns that change laid over it.
const ORDER = `body || jsonb_build_object('id', id, 'status', status, 'paymentId', payment_id)`
const OrderRow = Schema.Struct({ order: OrderSchema })
const IdRow = Schema.Struct({ id: Schema.String })
const PageRow = Schema.Struct({ order: OrderSchema, position: Schema.String })

const one = (rows: ReadonlyArray<typeof OrderRow.Type>) => Option.fromNullishOr(rows[0]?.order)

// One statement: the cart is marked purchased only while open and only if the key is new, and the
// order is written only with it. Inside the order's transaction a concurrent submit of the same key
// that commits first makes the INSERT do nothing, and the caller rolls back the cart with the rest.
const INSERT = `WITH cart AS (
    UPDATE carts SET is_purchased = true, order_id = $1, revision = revision + 1
    WHERE id = $4 AND NOT is_purchased
      AND NOT EXISTS (SELECT 1 FROM orders WHERE website_id = $2 AND idempotency_key = $3)
    RETURNING id)
  INSERT INTO orders (id, website_id, idempotency_key, purchased_cart_id, status, email, created, grand_total_minor, body)
  SELECT $1, $2, $3, cart.id, $5, $6, $7, $8, $9::jsonb FROM cart
  ON CONFLICT (website_id, idempotency_key) DO NOTHING
  RETURNING id`

const insert = (draft: OrderDraft) =>
  Effect.gen(function* () {
    const id = randomUUID()
    const { status, paymentId: _, ...body } = draft
    const inserted = yield* query(IdRow, {
      name: "orders_insert",
      sql: INSERT,
      params: [
        id,
        draft.websiteId,
        draft.idempotencyKey,
        draft.purchasedCartId,
        status,
        draft.email,
        draft.created,
        draft.grandTotal.value,
        JSON.stringify(body),
      ],
    }).pipe(Effect.orDie)
    if (inserted.length === 1) return { _tag: "Inserted", order: { ...draft, id } } satisfies OrderInsert
    const taken = yield* query(IdRow, {
      name: "orders_key_taken",
      sql: "SELECT id FROM orders WHERE website_id = $1 AND idempotency_key = $2",
      params: [draft.websiteId, draft.idempotencyKey],
    }).pipe(Effect.orDie)
    return (taken.length > 0 ? { _tag: "Duplicate" } : { _tag: "CartTaken" }) satisfies OrderInsert
  })

// LIKE's own wildcards in a merchant's search are literal characters.
const likePattern = (search: string) => `%${search.trim().replaceAll(/[\\%_]/g, (c) => `\\${c}`)}%`

const list = (q: OrderQuery) =>
  Effect.gen(function* () {
    if (q.cursor !== null && !/^\d{1,18}$/.test(q.cursor)) return { orders: [], nextCursor: null }
    const rows = yield* query(PageRow, {
      name: "orders_list",
      sql: `SELECT ${ORDER} AS "order", CAST(position AS text) AS position FROM orders
        WHERE website_id = $1 AND ($2::text IS NULL OR status = $2)
          AND ($3::bigint IS NULL OR position < $3::bigint)
          AND ($4 = '%%' OR id ILIKE $4 OR email ILIKE $4
            OR (body->'shippingAddress'->>'firstName') || ' ' || (body->'shippingAddress'->>'lastName') ILIKE $4
            OR EXISTS (SELECT 1 FROM jsonb_array_elements(body->'items') item WHERE item->>'sku' ILIKE $4))
        ORDER BY position DESC LIMIT $5`,
      params: [q.websiteId, q.status, q.cursor, likePattern(q.search), q.limit + 1],
    }).pipe(Effect.orDie)
    const page = rows.slice(0, q.limit)
    return {
      orders: page.map((row) => row.order),
      nextCursor: rows.length > q.limit ? (page.at(-1)?.position ?? null) : null,
    }
  })

const changed = (rows: ReadonlyArray<unknown>) => rows.length > 0

/**
 * OrderRepository on Postgres (`orders`, migration 020). `insert` is one statement that marks the
 * cart purchased and writes the order together (see INSERT); the status moves are conditional
 * UPDATEs; `discard` deletes an unpaid order and reopens its cart in one statement. The
 * confirmation e-mail goes through the outbox (core's `recordPaid`); the columns migration 020 made
 * for the old leased worker (`confirmation`, `confirmation_claimed_until`) are no longer used.
 *
 * @example
 * Layer.provide(orderRepositoryLayer(), databaseLayer({}))
 */
export const orderRepositoryLayer = (): Layer.Layer<OrderRepository, never, Database> =>
  Layer.effect(
    OrderRepository,
    withDatabase((provide) =>
      OrderRepository.of({
        insert: (draft) => provide(insert(draft)),
        findByKey: (websiteId, key) =>
          provide(
            query(OrderRow, {
              name: "orders_by_key",
              sql: `SELECT ${ORDER} AS "order" FROM orders WHERE website_id = $1 AND idempotency_key = $2`,
              params: [websiteId, key],
            }).pipe(Effect.orDie, Effect.map(one)),
          ),
        find: (orderId) =>
          provide(
            query(OrderRow, {
              name: "orders_by_id",
              sql: `SELECT ${ORDER} AS "order" FROM orders WHERE id = $1`,
              params: [orderId],
            }).pipe(Effect.orDie, Effect.map(one)),
          ),
        recordPayment: (orderId, paymentId, paid) =>
          provide(
            query(IdRow, {
              name: "orders_record_payment",
              sql: `UPDATE orders SET payment_id = $2,
                  status = CASE WHEN $3::boolean THEN 'paid' ELSE status END
                WHERE id = $1 AND status = 'awaiting_payment' RETURNING id`,
              params: [orderId, paymentId, paid],
            }).pipe(Effect.orDie, Effect.map(changed)),
          ),
        transition: (orderId, from, to) =>
          provide(
            query(IdRow, {
              name: "orders_transition",
              sql: "UPDATE orders SET status = $3 WHERE id = $1 AND status = $2 RETURNING id",
              params: [orderId, from, to],
            }).pipe(Effect.orDie, Effect.map(changed)),
          ),
        discard: (orderId) =>
          provide(
            query(OrderRow, {
              name: "orders_discard",
              sql: `WITH gone AS (
                  DELETE FROM orders WHERE id = $1 AND status = 'awaiting_payment'
                  RETURNING purchased_cart_id, ${ORDER} AS "order"),
                reopened AS (
                  UPDATE carts SET is_purchased = false, order_id = NULL, revision = revision + 1
                  WHERE id IN (SELECT purchased_cart_id FROM gone) AND order_id = $1)
                SELECT "order" FROM gone`,
              params: [orderId],
            }).pipe(Effect.orDie, Effect.map(one)),
          ),
        list: (q) => provide(list(q)),
      }),
    ),
  )
