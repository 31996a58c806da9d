import { Effect, Schema } from "effect"
import type { Database } from "./database.ts"
import { query } from "./query.ts"

/** Runs one of the adapter's effects on its database. */
type Run = <A>(effect: Effect.Effect<A, never, Database>) => Promise<A>

/** A key's hits as this process knows them: the shared total at the last flush, plus its own since. */
interface Count {
  shared: number
  pending: number
  resetAt: number
}

/**
 * Hit counters kept in memory and added to the shared `rate_limits` rows in batches (see
 * `PostgresRateLimitStore`). Internal to the adapter.
 */
export interface Counts {
  /** Sets the window length and sweeps rows whose window is over. */
  readonly start: (windowMs: number) => Promise<void>
  /** Counts `delta` hits (−1 takes one back) and returns the key's total; never waits. */
  readonly add: (key: string, delta: number) => { readonly hits: number; readonly resetAt: number }
  /** The key's total across processes, asked of the database; undefined when its window is over. */
  readonly read: (key: string) => Promise<{ readonly hits: number; readonly resetAt: number } | undefined>
  readonly forget: (key: string) => Promise<void>
  readonly forgetPrefix: (prefix: string) => Promise<void>
  /** Sends the hits counted since the last flush and reads back every process's totals. */
  readonly flush: () => Promise<void>
  /** Stops the timer after a last flush. */
  readonly stop: () => Promise<void>
}

const Total = Schema.Struct({ key: Schema.String, hits: Schema.Int, reset_ms: Schema.Number })
const Nothing = Schema.Struct({})
const RESET_MS = "CAST(EXTRACT(EPOCH FROM reset_at) * 1000 AS double precision) AS reset_ms"

// One statement for every key counted since the last flush. A new key or an expired window starts
// at this batch's hits, anything else adds them; the database's clock decides the window, so servers
// with drifting clocks still agree. Keys go in sorted, so processes flushing the same keys lock their
// rows in the same order and never deadlock.
const ADD = `INSERT INTO rate_limits AS r (key, hits, reset_at)
  SELECT key, hits, now() + $3::integer * interval '1 millisecond'
  FROM unnest($1::text[], $2::integer[]) AS batch(key, hits)
  ON CONFLICT (key) DO UPDATE SET
    hits = GREATEST(CASE WHEN r.reset_at <= now() THEN 0 ELSE GREATEST(r.hits, 0) END + excluded.hits, 0),
    reset_at = CASE WHEN r.reset_at <= now() THEN excluded.reset_at ELSE r.reset_at END
  RETURNING key, GREATEST(hits, 0) AS hits, ${RESET_MS}`
const READ = `SELECT key, GREATEST(hits, 0) AS hits, ${RESET_MS} FROM rate_limits WHERE key = $1 AND reset_at > now()`
// Expired rows are harmless (the next hit restarts them) but would pile up; sweep now and then.
const SWEEP = "DELETE FROM rate_limits WHERE reset_at < now()"
const SWEEP_EVERY = 600
const FORGET = "DELETE FROM rate_limits WHERE key = $1"
const FORGET_PREFIX = "DELETE FROM rate_limits WHERE left(key, length($1)) = $1"

const statement = (sql: string, params: readonly unknown[] = []) =>
  query(Nothing, { sql, params }).pipe(Effect.asVoid, Effect.orDie)

/**
 * Counters on the database `run` reaches, flushed `flushMs` after the first hit not yet sent.
 *
 * @example
 * const counts = countsOn((effect) => Effect.runPromise(provide(effect)), 100)
 */
export const countsOn = (run: Run, flushMs: number): Counts => {
  let windowMs = 60_000
  let flushes = 0
  let stopped = false
  let timer: ReturnType<typeof setTimeout> | undefined
  let inFlight: Promise<void> = Promise.resolve()
  const counts = new Map<string, Count>()

  const countOf = (key: string, now: number): Count => {
    const found = counts.get(key)
    if (found !== undefined && found.resetAt > now) return found
    // A window is over: what was counted in it no longer matters, sent or not.
    const fresh = { shared: 0, pending: 0, resetAt: now + windowMs }
    counts.set(key, fresh)
    return fresh
  }

  const send = async (): Promise<void> => {
    const now = Date.now()
    // Hits of a window that is over are dropped with it, as the database would restart the window.
    for (const [key, count] of counts) if (count.resetAt <= now) counts.delete(key)
    const batch = [...counts].filter(([, count]) => count.pending !== 0).sort(([a], [b]) => (a < b ? -1 : 1))
    if (batch.length === 0) return
    const sent = batch.map(([key, count]) => [key, count, count.pending] as const)
    const totals = await run(
      query(Total, {
        sql: ADD,
        params: [sent.map(([key]) => key), sent.map(([, , hits]) => hits), windowMs],
      }).pipe(Effect.orDie),
    )
    for (const [, count, hits] of sent) count.pending -= hits
    for (const total of totals) {
      const count = sent.find(([key]) => key === total.key)?.[1]
      // Only the count that was sent: a window that restarted meanwhile keeps its own figures.
      if (count === undefined || counts.get(total.key) !== count) continue
      count.shared = total.hits
      count.resetAt = total.reset_ms
    }
    if (++flushes % SWEEP_EVERY === 0) await run(statement(SWEEP))
  }

  // One flush at a time, in order: a flush waits for the one before it.
  const flush = (): Promise<void> => {
    inFlight = inFlight.catch(() => {}).then(send)
    return inFlight
  }

  const schedule = () => {
    if (timer !== undefined || stopped) return
    timer = setTimeout(() => {
      timer = undefined
      // A failed flush keeps its hits pending; the next hit schedules another try.
      flush().catch(() => {})
    }, flushMs)
    timer.unref()
  }

  return {
    start: async (ms) => {
      windowMs = ms
      await run(statement(SWEEP))
    },
    add: (key, delta) => {
      const count = countOf(key, Date.now())
      count.pending += delta
      schedule()
      return { hits: Math.max(count.shared + count.pending, delta > 0 ? 1 : 0), resetAt: count.resetAt }
    },
    read: async (key) => {
      await flush()
      const [total] = await run(query(Total, { sql: READ, params: [key] }).pipe(Effect.orDie))
      if (total === undefined) return undefined
      const count = counts.get(key)
      if (count === undefined || count.resetAt !== total.reset_ms)
        return { hits: total.hits, resetAt: total.reset_ms }
      count.shared = total.hits
      return { hits: count.shared + count.pending, resetAt: count.resetAt }
    },
    forget: async (key) => {
      await flush()
      counts.delete(key)
      await run(statement(FORGET, [key]))
    },
    forgetPrefix: async (prefix) => {
      await flush()
      for (const key of counts.keys()) if (key.startsWith(prefix)) counts.delete(key)
      await run(statement(FORGET_PREFIX, [prefix]))
    },
    flush,
    stop: async () => {
      stopped = true
      clearTimeout(timer)
      // The database may already be out of reach; the counts then simply end with this process.
      await flush().catch(() => {})
    },
  }
}
