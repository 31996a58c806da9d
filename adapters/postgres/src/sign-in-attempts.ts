import { type FailureCount, SignInAttempts } from "@vitrine/core/account"
import { Effect, Layer, Schema } from "effect"
import { type Database, withDatabase } from "./database.ts"
import { digest } from "./digest.ts"
import { epochMs, timestamp } from "./epoch.ts"
import { query, queryBehind } from "./query.ts"

const CountRow = Schema.Struct({
  key_hash: Schema.String,
  count: Schema.Int,
  first_at: Schema.Number,
  last_at: Schema.Number,
})
const countOf = (row: typeof CountRow.Type): FailureCount => ({
  count: row.count,
  firstAt: row.first_at,
  lastAt: row.last_at,
})

const COLUMNS = `key_hash, count, ${epochMs("first_at")} AS first_at, ${epochMs("last_at")} AS last_at`

const failures = (keys: readonly string[]) =>
  Effect.gen(function* () {
    const byHash = new Map(keys.map((key) => [digest(key), key]))
    const rows = yield* query(CountRow, {
      sql: `SELECT ${COLUMNS} FROM sign_in_failures WHERE key_hash = ANY($1::text[])`,
      params: [[...byHash.keys()]],
    }).pipe(Effect.orDie)
    return new Map(rows.map((row) => [byHash.get(row.key_hash) as string, countOf(row)]))
  })

// One statement, so failures at the same moment each count: the row's lock orders them. A count whose
// window has passed starts over from this failure.
const RECORD = `INSERT INTO sign_in_failures AS f (key_hash, count, first_at, last_at)
    VALUES ($1, 1, $2::timestamptz, $2::timestamptz)
  ON CONFLICT (key_hash) DO UPDATE SET
    count = CASE WHEN f.first_at + $3 * interval '1 millisecond' <= excluded.first_at THEN 1 ELSE f.count + 1 END,
    first_at = CASE WHEN f.first_at + $3 * interval '1 millisecond' <= excluded.first_at
      THEN excluded.first_at ELSE f.first_at END,
    last_at = CASE WHEN f.first_at + $3 * interval '1 millisecond' <= excluded.first_at
      THEN excluded.last_at ELSE GREATEST(f.last_at, excluded.last_at) END
  RETURNING ${COLUMNS}`

const recordFailure = (key: string, at: number, windowMs: number) =>
  query(CountRow, { sql: RECORD, params: [digest(key), timestamp(at), windowMs] }).pipe(
    Effect.map((rows) => countOf(rows[0] as typeof CountRow.Type)),
    Effect.orDie,
  )

const SWEEP = `WITH gone AS (DELETE FROM sign_in_failures WHERE first_at < $1::timestamptz RETURNING 1)
  SELECT count(*)::int AS n FROM gone`

/**
 * SignInAttempts on Postgres: one `sign_in_failures` row per key, keyed by the key's SHA-256 (no
 * e-mail or client address is stored), counted by one upsert per failure.
 *
 * @example
 * Layer.provide(signInAttemptsLayer(), databaseLayer({}))
 */
export const signInAttemptsLayer = (): Layer.Layer<SignInAttempts, never, Database> =>
  Layer.effect(
    SignInAttempts,
    withDatabase((provide) =>
      SignInAttempts.of({
        failures: (keys) => provide(failures(keys)),
        recordFailure: (key, at, windowMs) => provide(recordFailure(key, at, windowMs)),
        clear: (key) =>
          provide(
            queryBehind({ sql: "DELETE FROM sign_in_failures WHERE key_hash = $1", params: [digest(key)] }),
          ),
        sweep: (before) =>
          provide(
            query(Schema.Struct({ n: Schema.Int }), { sql: SWEEP, params: [timestamp(before)] }).pipe(
              Effect.map((rows) => rows[0]?.n ?? 0),
              Effect.orDie,
            ),
          ),
      }),
    ),
  )
