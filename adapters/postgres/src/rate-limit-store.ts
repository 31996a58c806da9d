import { Context, Effect, Layer, Schema } from "effect"
import { type Database, withDatabase } from "./database.ts"
import { query } from "./query.ts"

/**
 * A client's count in the current window, as express-rate-limit reads it.
 *
 * @example
 * const info: RateLimitInfo | undefined = await store.get("203.0.113.7")
 */
export interface RateLimitInfo {
  totalHits: number
  resetTime: Date | undefined
}

/**
 * The express-rate-limit v8 `Store` this adapter implements, written out so the adapter does not
 * depend on Express: a value of this type is accepted wherever express-rate-limit wants a `Store`.
 *
 * @example
 * rateLimit({ windowMs: 60_000, limit: 100, store: stores.make({ prefix: "api:" }) })
 */
export interface RateLimitStore {
  readonly prefix: string
  readonly localKeys: boolean
  readonly init: (options: { readonly windowMs: number }) => Promise<void>
  readonly get: (key: string) => Promise<RateLimitInfo | undefined>
  readonly increment: (key: string) => Promise<RateLimitInfo>
  readonly decrement: (key: string) => Promise<void>
  readonly resetKey: (key: string) => Promise<void>
  readonly resetAll: () => Promise<void>
}

/**
 * Makes express-rate-limit stores on the adapter's database, so every server process counts the same
 * hits. Give each limiter its own store and prefix.
 *
 * @example
 * const store = await runtime.runPromise(PostgresRateLimitStore.useSync((stores) => stores.make({ prefix: "api:" })))
 * app.use(rateLimit({ windowMs: 60_000, limit: 100, store }))
 */
export class PostgresRateLimitStore extends Context.Service<
  PostgresRateLimitStore,
  { readonly make: (options?: { readonly prefix?: string }) => RateLimitStore }
>()("@vitrine/adapter-postgres/PostgresRateLimitStore") {}

const Counter = Schema.Struct({ hits: Schema.Int, reset_ms: Schema.Number })
const Nothing = Schema.Struct({})
const RESET_MS = "CAST(EXTRACT(EPOCH FROM reset_at) * 1000 AS double precision) AS reset_ms"
// Expired rows are harmless (the next increment restarts them) but would pile up; sweep now and then.
const SWEEP_EVERY = 1000

const info = (rows: ReadonlyArray<typeof Counter.Type>): RateLimitInfo | undefined => {
  const row = rows[0]
  return row === undefined ? undefined : { totalHits: row.hits, resetTime: new Date(row.reset_ms) }
}

const makeStore = (run: <A>(effect: Effect.Effect<A, never, Database>) => Promise<A>, prefix: string) => {
  let windowMs = 60_000
  let increments = 0
  const sweep = () =>
    run(
      query(Nothing, (knex) => knex.raw("DELETE FROM rate_limits WHERE reset_at < now()")).pipe(
        Effect.asVoid,
        Effect.orDie,
      ),
    )
  const store: RateLimitStore = {
    prefix,
    localKeys: false,
    // express-rate-limit catches and logs a failed init; an increment's sweep fails that request's count.
    init: (options) => {
      windowMs = options.windowMs
      return sweep()
    },
    get: (key) =>
      run(
        query(Counter, (knex) =>
          knex.raw(`SELECT hits, ${RESET_MS} FROM rate_limits WHERE key = ? AND reset_at > now()`, [
            prefix + key,
          ]),
        ).pipe(Effect.map(info), Effect.orDie),
      ),
    // One atomic upsert: a new key or an expired window starts at 1, anything else counts up. The
    // database's clock decides the window, so servers with drifting clocks still agree.
    increment: async (key) => {
      if (++increments % SWEEP_EVERY === 0) await sweep()
      const counted = await run(
        query(Counter, (knex) =>
          knex.raw(
            `INSERT INTO rate_limits AS r (key, hits, reset_at)
             VALUES (?, 1, now() + CAST(? AS integer) * interval '1 millisecond')
             ON CONFLICT (key) DO UPDATE SET
               hits = CASE WHEN r.reset_at <= now() THEN 1 ELSE r.hits + 1 END,
               reset_at = CASE WHEN r.reset_at <= now() THEN excluded.reset_at ELSE r.reset_at END
             RETURNING hits, ${RESET_MS}`,
            [prefix + key, windowMs],
          ),
        ).pipe(Effect.map(info), Effect.orDie),
      )
      return counted ?? { totalHits: 1, resetTime: undefined }
    },
    decrement: (key) =>
      run(
        query(Nothing, (knex) =>
          knex.raw("UPDATE rate_limits SET hits = hits - 1 WHERE key = ? AND hits > 0 AND reset_at > now()", [
            prefix + key,
          ]),
        ).pipe(Effect.asVoid, Effect.orDie),
      ),
    resetKey: (key) =>
      run(
        query(Nothing, (knex) => knex.raw("DELETE FROM rate_limits WHERE key = ?", [prefix + key])).pipe(
          Effect.asVoid,
          Effect.orDie,
        ),
      ),
    resetAll: () =>
      run(
        query(Nothing, (knex) =>
          knex.raw("DELETE FROM rate_limits WHERE left(key, length(?)) = ?", [prefix, prefix]),
        ).pipe(Effect.asVoid, Effect.orDie),
      ),
  }
  return store
}

/**
 * The PostgresRateLimitStore service on the adapter's database (the `rate_limits` table). Stores run
 * their statements outside any transaction.
 *
 * @example
 * Layer.provide(rateLimitStoreLayer(), databaseLayer({}))
 */
export const rateLimitStoreLayer = (): Layer.Layer<PostgresRateLimitStore, never, Database> =>
  Layer.effect(
    PostgresRateLimitStore,
    withDatabase((provide) =>
      PostgresRateLimitStore.of({
        make: (options) =>
          makeStore((effect) => Effect.runPromise(provide(effect)), options?.prefix ?? "vitrine:"),
      }),
    ),
  )
