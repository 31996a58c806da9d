import { Clock, Effect, Layer, Option } from "effect"
import { type ChangeListener, ChangeNotices } from "../changes/port.ts"
import type { Session } from "./model.ts"
import { Sessions } from "./port.ts"

/**
 * How the per-process session cache behaves (ours: the issue asks that a signed-in request cost no
 * database round trip while its session is cached).
 *
 * - `ttlMs` 5 s: how long a session read from the store answers `find` without asking again. A
 *   session ended by another process (sign-out, role change, removal there) is dropped here within
 *   one notification round trip when the cache follows ChangeNotices, and may still open requests in
 *   this one for at most this long while the notices are away; one ended in this process closes at once.
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

/** What a change ended: one session, or every session of a user but one. */
type SessionsEnded =
  | { readonly sessionId: string }
  | { readonly userId: string; readonly except?: string | undefined }

// Which cached sessions outlive what ended; undefined (an announcement this version cannot read)
// keeps none.
const keeperOf =
  (ended: SessionsEnded | undefined) =>
  (session: Session): boolean => {
    if (ended === undefined) return false
    if ("sessionId" in ended) return session.id !== ended.sessionId
    return session.userId !== ended.userId || session.id === ended.except
  }

const parseEnded = (key: string): SessionsEnded | undefined => {
  try {
    const parsed = JSON.parse(key) as { sessionId?: unknown; userId?: unknown; except?: unknown }
    if (typeof parsed.sessionId === "string") return { sessionId: parsed.sessionId }
    if (typeof parsed.userId === "string")
      return { userId: parsed.userId, except: typeof parsed.except === "string" ? parsed.except : undefined }
  } catch {}
  return undefined
}

/**
 * Wraps a `Sessions` store with a per-process cache of `find`: a token seen in the last `ttlMs`
 * answers from memory. Only sessions that exist are cached (an unknown token asks the store each
 * time, so a session started in another process is found at once). Every change made through this
 * process updates or drops its entries first — `touch` updates the times (so sliding renewal is
 * not repeated on every request), `rotate`, `remove` and `removeAllOf` drop the session or the
 * user's sessions — so in this process an ended session never opens anything (and, through
 * `sessionCache` with ChangeNotices, in every other within one notification round trip). A read
 * under way when entries were dropped is answered but not kept. Expiry stays the caller's rule
 * (`currentSession` checks it on the cached times with the clock).
 *
 * @example
 * Layer.provideMerge(sessionCacheLayer(), postgresLayer(options)) // Sessions, cached
 */
export const cachedSessions = (
  inner: Sessions["Service"],
  options: { readonly ttlMs: number; readonly maxEntries: number } = SESSION_CACHE,
): Sessions["Service"] => sessionCache(inner, options, Option.none()).sessions

/**
 * {@link cachedSessions} that announces what it ends on `notices` (topic "sessions"), and the
 * listener that drops what any process announces — everything when notices were missed — for the
 * caller to subscribe (`sessionCacheLayer` does).
 *
 * @example
 * const { sessions, listener } = sessionCache(inner, SESSION_CACHE, Option.some(notices))
 */
export const sessionCache = (
  inner: Sessions["Service"],
  options: { readonly ttlMs: number; readonly maxEntries: number },
  notices: Option.Option<ChangeNotices["Service"]>,
): { readonly sessions: Sessions["Service"]; readonly listener: ChangeListener } => {
  const byToken = new Map<string, Entry>()
  // Counts the drops: a read keeps its answer only if none happened while it was under way, so a
  // read racing a sign-out elsewhere cannot put the ended session back.
  let drops = 0
  const dropNow = (keep: (session: Session) => boolean) => {
    drops++
    for (const [token, entry] of byToken) if (!keep(entry.session)) byToken.delete(token)
  }
  const drop = (keep: (session: Session) => boolean) => Effect.sync(() => dropNow(keep))
  // What ended, told to every process (this one included): the same drop there.
  const announce = (ended: SessionsEnded) =>
    Option.isSome(notices) ? notices.value.announce("sessions", JSON.stringify(ended)) : Effect.void
  const listener: ChangeListener = {
    changed: (key) => dropNow(keeperOf(parseEnded(key))),
    missed: () => dropNow(() => false),
  }
  const remember = (token: string, session: Session, readAt: number) => {
    byToken.delete(token)
    byToken.set(token, { session, readAt })
    if (byToken.size > options.maxEntries) byToken.delete(byToken.keys().next().value as string)
  }
  const sessions = Sessions.of({
    create: inner.create,
    find: (token) =>
      Effect.gen(function* () {
        const now = yield* Clock.currentTimeMillis
        const cached = byToken.get(token)
        if (cached !== undefined && now - cached.readAt < options.ttlMs) return Option.some(cached.session)
        const dropsBefore = drops
        const found = yield* inner.find(token)
        if (Option.isSome(found) && drops === dropsBefore) remember(token, found.value, now)
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
      drop(keeperOf({ sessionId })).pipe(
        Effect.andThen(inner.rotate(sessionId, roles)),
        Effect.tap(() => announce({ sessionId })),
      ),
    remove: (sessionId) =>
      drop(keeperOf({ sessionId })).pipe(
        Effect.andThen(inner.remove(sessionId)),
        Effect.tap(() => announce({ sessionId })),
      ),
    removeAllOf: (userId, except) =>
      drop(keeperOf({ userId, except })).pipe(
        Effect.andThen(inner.removeAllOf(userId, except)),
        Effect.tap(() => announce({ userId, except })),
      ),
    sweep: inner.sweep,
  })
  return { sessions, listener }
}

/**
 * The cache as a layer over the `Sessions` below it: provide the store's layer to it, keeping the
 * store's other services (`Layer.provideMerge`). It follows the store's ChangeNotices when there are
 * some (on a database).
 *
 * @example
 * const cached = Layer.provideMerge(sessionCacheLayer(), postgresLayer({ databaseUrl }))
 */
export const sessionCacheLayer = (
  options: { readonly ttlMs: number; readonly maxEntries: number } = SESSION_CACHE,
): Layer.Layer<Sessions, never, Sessions> =>
  Layer.effect(
    Sessions,
    Effect.gen(function* () {
      const notices = yield* Effect.serviceOption(ChangeNotices)
      const { sessions, listener } = sessionCache(yield* Sessions, options, notices)
      if (Option.isSome(notices)) yield* notices.value.subscribe("sessions", listener)
      return sessions
    }),
  )
