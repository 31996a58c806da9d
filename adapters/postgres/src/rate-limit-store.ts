import { Context, Effect, Layer } from "effect"
import { type Database, withDatabase } from "./database.ts"
import { type Counts, countsOn } from "./rate-limit-counts.ts"

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
 * `increment` answers at once, not with a promise (the hit is counted in memory; the library's `Store`
 * allows either), so a limiter can decide in the request's own turn. `flush` is the adapter's own:
 * it sends the hits counted since the last flush now.
 *
 * @example
 * rateLimit({ windowMs: 60_000, limit: 100, store: stores.make({ prefix: "api:" }) })
 */
export interface RateLimitStore {
  readonly prefix: string
  readonly localKeys: boolean
  readonly init: (options: { readonly windowMs: number }) => Promise<void>
  readonly get: (key: string) => Promise<RateLimitInfo | undefined>
  readonly increment: (key: string) => RateLimitInfo
  readonly decrement: (key: string) => Promise<void>
  readonly resetKey: (key: string) => Promise<void>
  readonly resetAll: () => Promise<void>
  readonly flush: () => Promise<void>
}

/**
 * Makes express-rate-limit stores on the adapter's database, so every server process counts the same
 * hits. Each process counts in memory and adds its hits to the shared rows in one statement for all
 * clients every `flushMs` (default 100 ms), reading back every process's total: a request costs no
 * round trip, and a client spread over several processes can pass the limit by at most the hits the
 * other processes took since their last flush. Give each limiter its own store and prefix.
 *
 * @example
 * const store = await runtime.runPromise(PostgresRateLimitStore.useSync((stores) => stores.make({ prefix: "api:" })))
 * app.use(rateLimit({ windowMs: 60_000, limit: 100, store }))
 */
export class PostgresRateLimitStore extends Context.Service<
  PostgresRateLimitStore,
  {
    readonly make: (options?: { readonly prefix?: string; readonly flushMs?: number }) => RateLimitStore
  }
>()("@vitrine/adapter-postgres/PostgresRateLimitStore") {}

const info = (count: { readonly hits: number; readonly resetAt: number }): RateLimitInfo => ({
  totalHits: count.hits,
  resetTime: new Date(count.resetAt),
})

const makeStore = (counts: Counts, prefix: string): RateLimitStore => ({
  prefix,
  localKeys: false,
  // express-rate-limit catches and logs a failed init.
  init: (options) => counts.start(options.windowMs),
  get: async (key) => {
    const count = await counts.read(prefix + key)
    return count === undefined ? undefined : info(count)
  },
  increment: (key) => info(counts.add(prefix + key, 1)),
  decrement: (key) => {
    counts.add(prefix + key, -1)
    return Promise.resolve()
  },
  resetKey: (key) => counts.forget(prefix + key),
  resetAll: () => counts.forgetPrefix(prefix),
  flush: () => counts.flush(),
})

/**
 * The PostgresRateLimitStore service on the adapter's database (the `rate_limits` table). Stores run
 * their statements outside any transaction; releasing the layer flushes what they counted.
 *
 * @example
 * Layer.provide(rateLimitStoreLayer(), databaseLayer({}))
 */
export const rateLimitStoreLayer = (): Layer.Layer<PostgresRateLimitStore, never, Database> =>
  Layer.effect(
    PostgresRateLimitStore,
    Effect.gen(function* () {
      const made: Counts[] = []
      yield* Effect.addFinalizer(() => Effect.promise(() => Promise.all(made.map((counts) => counts.stop()))))
      return yield* withDatabase((provide) =>
        PostgresRateLimitStore.of({
          make: (options) => {
            const counts = countsOn((effect) => Effect.runPromise(provide(effect)), options?.flushMs ?? 100)
            made.push(counts)
            return makeStore(counts, options?.prefix ?? "vitrine:")
          },
        }),
      )
    }),
  )
