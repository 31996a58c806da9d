import { randomUUID } from "node:crypto"
import {
  type OrderDraft,
  type OrderPlacement,
  type OrderQuery,
  OrderRepository,
  OrderSchema,
  stockTakes,
} from "@vitrine/core/checkout"
import { Clock, Effect, Layer, Option, Schema } from "effect"
import { type Database, withDatabase } from "./database.ts"
import { enqueueSql } from "./outbox.ts"
import { query } from "./query.ts"

// The order as core models it: the stored body with the columns that change laid over it.
const ORDER = `body || jsonb_build_object('id', id, 'status', status, 'paymentId', payment_id)`
const OrderRow = Schema.Struct({ order: OrderSchema })
const IdRow = Schema.Struct({ id: Schema.String })
const PageRow = Schema.Struct({ order: OrderSchema, position: Schema.String })

const one = (rows: ReadonlyArray<typeof OrderRow.Type>) => Option.fromNullishOr(rows[0]?.order)

// One statement, atomic on its own (no BEGIN/COMMIT round trips): it locks the stock rows of the
// lines in variant-id order (so two orders with the same lines in opposite orders queue, never
// deadlock) and reads them at their latest committed values; only when every line has its units,
// the cart is still open and the key is new does it mark the cart purchased, take every line's
// units and write the order. With the rows locked, the check and the take cannot be separated by
// another order. A concurrent submit of the same key from another cart breaks the unique index,
// and the whole statement is undone.
const PLACE = `WITH takes AS (
    SELECT * FROM unnest($10::text[], $11::integer[]) AS t(variant_id, quantity)),
  locked AS MATERIALIZED (
    SELECT variant_id, unlimited, qty_in_stock FROM stock
    WHERE variant_id IN (SELECT variant_id FROM takes) ORDER BY variant_id FOR UPDATE),
  verdict AS MATERIALIZED (
    SELECT min(t.variant_id) FILTER (
        WHERE l.variant_id IS NULL OR NOT (l.unlimited OR l.qty_in_stock >= t.quantity)) AS short
    FROM takes t LEFT JOIN locked l USING (variant_id)),
  cart AS (
    UPDATE carts SET is_purchased = true, order_id = $1, revision = revision + 1
    WHERE id = $4 AND NOT is_purchased AND (SELECT short FROM verdict) IS NULL
      AND NOT EXISTS (SELECT 1 FROM orders WHERE website_id = $2 AND idempotency_key = $3)
    RETURNING id),
  taken AS (
    UPDATE stock s SET qty_in_stock = s.qty_in_stock - t.quantity FROM takes t
    WHERE s.variant_id = t.variant_id AND NOT s.unlimited AND s.qty_in_stock >= t.quantity
      AND EXISTS (SELECT 1 FROM cart)
    RETURNING s.variant_id),
  placed AS (
    INSERT INTO orders (id, website_id, idempotency_key, purchased_cart_id, status, email, created, grand_total_minor, body)
    SELECT $1, $2, $3, cart.id, $5, $6, $7, $8, $9::jsonb FROM cart
    RETURNING id)
  SELECT (SELECT id FROM placed) AS id, (SELECT short FROM verdict) AS short`

const PlacedRow = Schema.Struct({
  id: Schema.NullOr(Schema.String),
  short: Schema.NullOr(Schema.String),
})

const place = (draft: OrderDraft, takes: ReturnType<typeof stockTakes>) =>
  Effect.gen(function* () {
    const id = randomUUID()
    const { status, paymentId: _, ...body } = draft
    const placed = yield* query(PlacedRow, {
      name: "orders_place",
      sql: PLACE,
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
        takes.map((take) => take.variantId),
        takes.map((take) => take.quantity),
      ],
    }).pipe(
      Effect.map((rows) => rows[0]),
      Effect.catchTag("ConstraintViolation", (error) =>
        error.reason === "unique" ? Effect.succeed(undefined) : Effect.die(error),
      ),
    )
    if (placed?.id != null) return { _tag: "Inserted", order: { ...draft, id } } satisfies OrderPlacement
    // Not placed: a fresh statement (a fresh snapshot) tells why; a key taken wins over the rest.
    const taken = yield* query(IdRow, {
      name: "orders_key_taken",
      sql: "SELECT id FROM orders WHERE website_id = $1 AND idempotency_key = $2",
      params: [draft.websiteId, draft.idempotencyKey],
    }).pipe(Effect.orDie)
    if (taken.length > 0) return { _tag: "Duplicate" } satisfies OrderPlacement
    const short = takes.find((take) => take.variantId === placed?.short)
    return (short ? { _tag: "OutOfStock", sku: short.sku } : { _tag: "CartTaken" }) satisfies OrderPlacement
  })

// The page is ordered by the column, never by the text output of the same name ("10" < "9").
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
        ORDER BY orders.position DESC LIMIT $5`,
      params: [q.websiteId, q.status, q.cursor, likePattern(q.search), q.limit + 1],
    }).pipe(Effect.orDie)
    const page = rows.slice(0, q.limit)
    return {
      orders: page.map((row) => row.order),
      nextCursor: rows.length > q.limit ? (page.at(-1)?.position ?? null) : null,
    }
  })

// One statement, atomic on its own: the order paid and its e-mail queued (with the outbox's own
// INSERT, a key already queued keeping its row), or neither.
const RECORD_PAID = `WITH paid AS (
    UPDATE orders SET payment_id = $2, status = 'paid' WHERE id = $1 AND status = 'awaiting_payment' RETURNING id),
  queued AS (${enqueueSql("SELECT $3, $4, $5, $6::jsonb, $7, $7 FROM paid")})
  SELECT id FROM paid`

const changed = (rows: ReadonlyArray<unknown>) => rows.length > 0

/**
 * OrderRepository on Postgres (`orders`, migration 020). The status moves are conditional UPDATEs; `discard` deletes an unpaid order and reopens its cart in one statement; `place` and
 * `recordPaid` are one statement each (see PLACE and RECORD_PAID), so placing a one-line order
 * and recording its payment cost two round trips with no BEGIN or COMMIT. The columns migration 020 made
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
        place: (draft) => provide(place(draft, stockTakes(draft.items))),
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
        recordPaid: (orderId, paymentId, mail) =>
          provide(
            Effect.flatMap(Clock.currentTimeMillis, (now) =>
              query(IdRow, {
                name: "orders_record_paid",
                sql: RECORD_PAID,
                params: [
                  orderId,
                  paymentId,
                  mail.key,
                  mail.kind,
                  mail.to,
                  JSON.stringify(mail.data ?? null),
                  now,
                ],
              }),
            ).pipe(Effect.orDie, Effect.map(changed)),
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
