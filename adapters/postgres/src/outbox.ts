import {
  type DeliveryOutcome,
  Outbox,
  type OutboxMessage,
  OutboxStateSchema,
  type Settlement,
} from "@vitrine/core/mail"
import { Clock, Effect, Layer, Schema } from "effect"
import { type Database, withDatabase } from "./database.ts"
import { query } from "./query.ts"

const MessageRow = Schema.Struct({
  key: Schema.String,
  kind: Schema.String,
  recipient: Schema.String,
  data: Schema.Unknown,
  state: OutboxStateSchema,
  attempts: Schema.Number,
  queued_at: Schema.Number,
  due_at: Schema.Number,
  lease_until: Schema.NullOr(Schema.Number),
  sent_at: Schema.NullOr(Schema.Number),
  last_error: Schema.NullOr(Schema.String),
})

const COLUMNS = `key, kind, recipient, data, state, attempts, queued_at::float8 AS queued_at,
  due_at::float8 AS due_at, lease_until::float8 AS lease_until, sent_at::float8 AS sent_at, last_error`

const messageOf = (row: typeof MessageRow.Type): OutboxMessage => ({
  key: row.key,
  kind: row.kind,
  to: row.recipient,
  data: row.data,
  state: row.state,
  attempts: row.attempts,
  queuedAt: row.queued_at,
  dueAt: row.due_at,
  leaseUntil: row.lease_until,
  sentAt: row.sent_at,
  lastError: row.last_error,
})

const messages = (effect: Effect.Effect<ReadonlyArray<typeof MessageRow.Type>, unknown, Database>) =>
  effect.pipe(
    Effect.orDie,
    Effect.map((rows) => rows.map(messageOf)),
  )

/**
 * The outbox's one INSERT, over rows of (key, kind, recipient, data as jsonb, queued_at, due_at)
 * that `rows` (a SELECT) gives: a key already present keeps its row. Statements that queue mail
 * with another write (order-repository.ts's RECORD_PAID) embed it, so a message is written one way.
 *
 * @example
 * enqueueSql("SELECT $1, $2, $3, $4::jsonb, $5, $5")
 */
export const enqueueSql = (rows: string): string =>
  `INSERT INTO outbox (key, kind, recipient, data, queued_at, due_at) ${rows} ON CONFLICT (key) DO NOTHING`

// Every draft in one statement (a send-all of thousands stays one round trip).
const enqueue = (drafts: readonly { key: string; kind: string; to: string; data: unknown }[]) =>
  drafts.length === 0
    ? Effect.void
    : Effect.flatMap(Clock.currentTimeMillis, (now) =>
        query(Schema.Unknown, {
          name: "outbox_enqueue",
          sql: enqueueSql(`SELECT k, kd, r, d::jsonb, $5, $5
                FROM unnest($1::text[], $2::text[], $3::text[], $4::text[]) WITH ORDINALITY AS t(k, kd, r, d, n)
                ORDER BY n`),
          params: [
            drafts.map((draft) => draft.key),
            drafts.map((draft) => draft.kind),
            drafts.map((draft) => draft.to),
            drafts.map((draft) => JSON.stringify(draft.data ?? null)),
            now,
          ],
        }).pipe(Effect.orDie, Effect.asVoid),
      )

// SKIP LOCKED: concurrent claims each take rows the others have not locked, never waiting and
// never sharing one; the claim moves `due_at` to the lease's end (see migration 026).
const claim = ({ now, limit, leaseMs }: { now: number; limit: number; leaseMs: number }) =>
  messages(
    query(MessageRow, {
      name: "outbox_claim",
      sql: `UPDATE outbox SET state = 'sending', attempts = attempts + 1, due_at = $3, lease_until = $3
            WHERE key IN (
              SELECT key FROM outbox WHERE state IN ('pending', 'sending') AND due_at <= $1
              ORDER BY due_at LIMIT $2 FOR UPDATE SKIP LOCKED)
            RETURNING ${COLUMNS}`,
      params: [now, limit, now + leaseMs],
    }),
  ).pipe(Effect.map((claimed) => [...claimed].sort((a, b) => a.queuedAt - b.queuedAt)))

// A settlement as the columns it writes: state, sent_at, due_at (null: unchanged), last_error (null: unchanged).
const columnsOf = (outcome: DeliveryOutcome) =>
  outcome._tag === "sent"
    ? (["sent", outcome.at, null, null] as const)
    : outcome._tag === "retry"
      ? (["pending", null, outcome.at, outcome.error] as const)
      : (["dead", null, null, outcome.error] as const)

const settle = (key: string, outcome: DeliveryOutcome) => settleAll([{ key, outcome }])

// Every settlement in one UPDATE from arrays (DISTINCT ON keeps a key's first entry); rows no longer
// `sending` (settled by a later claim) are left alone.
const settleAll = (settlements: readonly Settlement[]) => {
  if (settlements.length === 0) return Effect.void
  const columns = settlements.map((one) => columnsOf(one.outcome))
  return query(Schema.Unknown, {
    name: "outbox_settle_all",
    sql: `UPDATE outbox SET state = s.state, sent_at = s.sent_at, due_at = COALESCE(s.due_at, outbox.due_at),
            lease_until = NULL, last_error = COALESCE(s.error, outbox.last_error)
          FROM (SELECT DISTINCT ON (key) key, state, sent_at, due_at, error
                FROM unnest($1::text[], $2::text[], $3::bigint[], $4::bigint[], $5::text[])
                  WITH ORDINALITY AS t(key, state, sent_at, due_at, error, n)
                ORDER BY key, n) AS s
          WHERE outbox.key = s.key AND outbox.state = 'sending'`,
    params: [
      settlements.map((one) => one.key),
      columns.map((one) => one[0]),
      columns.map((one) => one[1]),
      columns.map((one) => one[2]),
      columns.map((one) => one[3]),
    ],
  }).pipe(Effect.orDie, Effect.asVoid)
}

const list = (options: { states: readonly string[] | null; after: string | null; limit: number }) =>
  messages(
    query(MessageRow, {
      name: "outbox_list",
      sql: `SELECT ${COLUMNS} FROM outbox
            WHERE ($1::text[] IS NULL OR state = ANY($1::text[]))
              AND ($2::text IS NULL OR seq < (SELECT seq FROM outbox WHERE key = $2))
            ORDER BY seq DESC LIMIT $3`,
      params: [options.states === null ? null : [...options.states], options.after, options.limit],
    }),
  )

const retry = (key: string, now: number) =>
  query(Schema.Unknown, {
    name: "outbox_retry",
    sql: `UPDATE outbox SET state = 'pending', attempts = 0, due_at = $2, lease_until = NULL
          WHERE key = $1 AND state = 'dead' RETURNING key`,
    params: [key, now],
  }).pipe(
    Effect.orDie,
    Effect.map((rows) => rows.length === 1),
  )

/**
 * The Outbox on Postgres (`outbox`, migration 026): queued in the caller's transaction (one
 * statement per batch of drafts), claimed with `FOR UPDATE SKIP LOCKED` so any number of workers in
 * any number of processes share the work without sending a message twice, settled by key (a group
 * of settlements in one statement).
 *
 * @example
 * Layer.provide(outboxLayer(), databaseLayer({}))
 */
export const outboxLayer = (): Layer.Layer<Outbox, never, Database> =>
  Layer.effect(
    Outbox,
    withDatabase((provide) =>
      Outbox.of({
        enqueue: (drafts) => provide(enqueue(drafts)),
        claim: (options) => provide(claim(options)),
        settle: (key, outcome) => provide(settle(key, outcome)),
        settleAll: (settlements) => provide(settleAll(settlements)),
        list: (options) => provide(list(options)),
        retry: (key, now) => provide(retry(key, now)),
      }),
    ),
  )
