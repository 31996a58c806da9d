import type { PGlite } from "@electric-sql/pglite"
import { CHANGE_TOPICS, type ChangeListener, ChangeNotices, type ChangeTopic } from "@vitrine/core/changes"
import { Effect, Layer } from "effect"
import pg from "pg"
import { Database } from "./database.ts"
import type { ListenTarget } from "./listen-target.ts"
import { queryBehind } from "./query.ts"

/**
 * How the listening connection comes back after it is lost (Postgres restarted, the connection
 * terminated, the network gone): the first try after `firstDelayMs`, each failed try doubling the
 * wait up to `maxDelayMs`. Ours: the spec says nothing; 100 ms keeps a brief outage brief, 5 s keeps
 * a long one from costing the server more than a connection attempt now and then.
 */
export interface ReconnectPolicy {
  readonly firstDelayMs: number
  readonly maxDelayMs: number
}

/** The policy `changeNoticesLayer` uses unless given one. */
export const DEFAULT_RECONNECT: ReconnectPolicy = { firstDelayMs: 100, maxDelayMs: 5_000 }

/** The Postgres channel of a topic: `vitrine_preferences`, `vitrine_store_settings`. */
export const channelOf = (topic: ChangeTopic): string => `vitrine_${topic.replaceAll("-", "_")}`

const TOPIC_OF_CHANNEL = new Map(CHANGE_TOPICS.map((topic) => [channelOf(topic), topic]))

/** The listeners of each topic, and what the connection tells them. */
const makeListeners = () => {
  const byTopic = new Map<ChangeTopic, Set<ChangeListener>>(CHANGE_TOPICS.map((topic) => [topic, new Set()]))
  return {
    add: (topic: ChangeTopic, listener: ChangeListener) => byTopic.get(topic)?.add(listener),
    changed: (channel: string, key: string) => {
      const topic = TOPIC_OF_CHANNEL.get(channel)
      if (topic !== undefined) for (const listener of byTopic.get(topic) ?? []) listener.changed(key)
    },
    missed: () => {
      for (const listeners of byTopic.values()) for (const listener of listeners) listener.missed()
    },
  }
}
type Listeners = ReturnType<typeof makeListeners>

interface Listening {
  readonly close: () => Promise<void>
}

// A connection of its own LISTENing on every topic's channel. When it ends it is opened again (see
// ReconnectPolicy), and once it listens again every listener is told it may have missed notices.
const listenOnServer = async (
  config: pg.ClientConfig,
  listeners: Listeners,
  policy: ReconnectPolicy,
): Promise<Listening> => {
  let client: pg.Client | undefined
  let closed = false
  let delay = policy.firstDelayMs
  let timer: ReturnType<typeof setTimeout> | undefined
  const retry = () => {
    if (closed) return
    timer = setTimeout(() => void connect(), delay)
    delay = Math.min(delay * 2, policy.maxDelayMs)
  }
  const connect = async (): Promise<void> => {
    const next = new pg.Client(config)
    // A lost connection emits "error" and then "end"; "end" is where it is replaced.
    next.on("error", () => {})
    try {
      await next.connect()
      for (const topic of CHANGE_TOPICS) await next.query(`LISTEN ${channelOf(topic)}`)
    } catch {
      next.end().catch(() => {})
      return retry()
    }
    if (closed) return void (await next.end().catch(() => {}))
    client = next
    delay = policy.firstDelayMs
    next.on("notification", (notice) => listeners.changed(notice.channel, notice.payload ?? ""))
    next.once("end", () => {
      client = undefined
      retry()
    })
    listeners.missed()
  }
  // The first try is waited for, so a store that starts with its database up listens from its first
  // request; one that starts without keeps trying in the background.
  await connect()
  return {
    close: async () => {
      closed = true
      clearTimeout(timer)
      await client?.end().catch(() => {})
    },
  }
}

// PGlite is this process's own database: its NOTIFY reaches its LISTEN (every adapter on the same
// instance hears it) and nothing is ever lost, so there is nothing to reconnect.
const listenOnPglite = async (pglite: PGlite, listeners: Listeners): Promise<Listening> => {
  const stops = await Promise.all(
    CHANGE_TOPICS.map((topic) =>
      pglite.listen(channelOf(topic), (payload) => listeners.changed(channelOf(topic), payload)),
    ),
  )
  return {
    close: async () => {
      // The instance may be closing already (the database's layer goes after this one).
      for (const stop of stops) await stop().catch(() => {})
    },
  }
}

const listenOn = (target: ListenTarget, listeners: Listeners, policy: ReconnectPolicy) =>
  target._tag === "server"
    ? listenOnServer(target.config, listeners, policy)
    : listenOnPglite(target.pglite, listeners)

/**
 * ChangeNotices on Postgres LISTEN/NOTIFY, a channel per topic: `announce` is a `pg_notify` on the
 * pool (inside a transaction it goes out at COMMIT, as Postgres sends notifications), heard by every
 * process on the database through its one listening connection — and by this one, whose own caches
 * then drop what they just wrote through, costing one read. While that connection is away, nothing
 * is heard: once it is back every listener is told `missed` (each cache drops everything), so what a
 * process serves is never older than one notification round trip while it listens, and never older
 * than its caches' expiry otherwise. On PGlite, the instance's own LISTEN (one process: nothing lost).
 *
 * @example
 * Layer.provide(changeNoticesLayer(), databaseLayer({ databaseUrl }))
 */
export const changeNoticesLayer = (
  policy: ReconnectPolicy = DEFAULT_RECONNECT,
): Layer.Layer<ChangeNotices, never, Database> =>
  Layer.effect(
    ChangeNotices,
    Effect.gen(function* () {
      const database = yield* Database
      const listeners = makeListeners()
      yield* Effect.acquireRelease(
        Effect.promise(() => listenOn(database.listenTarget, listeners, policy)),
        (listening) => Effect.promise(listening.close),
      )
      return ChangeNotices.of({
        announce: (topic, key) =>
          queryBehind({
            name: "change_notice",
            sql: "SELECT pg_notify($1, $2)",
            params: [channelOf(topic), key],
          }).pipe(
            Effect.provideService(Database, database),
            // The write it announces is done: a notice that cannot go out leaves the other
            // processes to their caches' expiry, and must not turn the write into a failure.
            Effect.catchCause((cause) => Effect.logWarning("change notice not sent", { topic, key }, cause)),
          ),
        subscribe: (topic, listener) => Effect.sync(() => void listeners.add(topic, listener)),
      })
    }),
  )
