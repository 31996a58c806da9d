import { Clock, Effect, Layer, Option } from "effect"
import type { Session } from "./model.ts"
import { Sessions } from "./port.ts"

/**
 * How the per-process session cache behaves (ours: the issue asks that a signed-in request cost no
 * database round trip while its session is cached).
 *
 * - `ttlMs` 5 s: how long a session read from the store answers `find` without asking again. A
 *   session ended by another process (sign-out, role change, removal there) may still open requests
 *   in this one for at most this long after it ended; one ended in this process closes at once.
 * - `maxEntries` 10 000: past it the oldest entries go first, so a flood of sign-ins cannot grow the
 *   process without bound.
 *
 * @example
 * SESSION_CACHE.ttlMs // 5000
 */
export const SESSION_CACHE = { ttlMs: 5_000, maxEntries: 10_000 } as const

interface Entry {
  readonly session: Session
  readonly readAt: number
}

/**
 * Wraps a `Sessions` store with a per-process cache of `find`: a token seen in the last `ttlMs`
 * answers from memory. Only sessions that exist are cached (an unknown token asks the store each
 * time, so a session started in another process is found at once). Every change made through this
 * process updates or drops its entries first — `touch` updates the times (so sliding renewal is
 * not repeated on every request), `rotate`, `remove` and `removeAllOf` drop the session or the
 * user's sessions — so in this process an ended session never opens anything. Expiry stays the
 * caller's rule (`currentSession` checks it on the cached times with the clock).
 *
 * @example
 * Layer.provideMerge(sessionCacheLayer(), postgresLayer(options)) // Sessions, cached
 */
export const cachedSessions = (
  inner: Sessions["Service"],
  options: { readonly ttlMs: number; readonly maxEntries: number } = SESSION_CACHE,
): Sessions["Service"] => {
  const byToken = new Map<string, Entry>()
  const drop = (keep: (session: Session) => boolean) =>
    Effect.sync(() => {
      for (const [token, entry] of byToken) if (!keep(entry.session)) byToken.delete(token)
    })
  const remember = (token: string, session: Session, readAt: number) => {
    byToken.delete(token)
    byToken.set(token, { session, readAt })
    if (byToken.size > options.maxEntries) byToken.delete(byToken.keys().next().value as string)
  }
  return Sessions.of({
    create: inner.create,
    find: (token) =>
      Effect.gen(function* () {
        const now = yield* Clock.currentTimeMillis
        const cached = byToken.get(token)
        if (cached !== undefined && now - cached.readAt < options.ttlMs) return Option.some(cached.session)
        const found = yield* inner.find(token)
        if (Option.isSome(found)) remember(token, found.value, now)
        else byToken.delete(token)
        return found
      }),
    touch: (sessionId, times) =>
      Effect.andThen(
        Effect.sync(() => {
          for (const [token, entry] of byToken)
            if (entry.session.id === sessionId)
              byToken.set(token, { ...entry, session: { ...entry.session, ...times } })
        }),
        inner.touch(sessionId, times),
      ),
    rotate: (sessionId, roles) =>
      Effect.andThen(
        drop((session) => session.id !== sessionId),
        inner.rotate(sessionId, roles),
      ),
    remove: (sessionId) =>
      Effect.andThen(
        drop((session) => session.id !== sessionId),
        inner.remove(sessionId),
      ),
    removeAllOf: (userId, except) =>
      Effect.andThen(
        drop((session) => session.userId !== userId || session.id === except),
        inner.removeAllOf(userId, except),
      ),
    sweep: inner.sweep,
  })
}

/**
 * The cache as a layer over the `Sessions` below it: provide the store's layer to it, keeping the
 * store's other services (`Layer.provideMerge`).
 *
 * @example
 * const cached = Layer.provideMerge(sessionCacheLayer(), postgresLayer({ databaseUrl }))
 */
export const sessionCacheLayer = (
  options: { readonly ttlMs: number; readonly maxEntries: number } = SESSION_CACHE,
): Layer.Layer<Sessions, never, Sessions> =>
  Layer.effect(
    Sessions,
    Sessions.use((inner) => Effect.succeed(cachedSessions(inner, options))),
  )
