import { createHash, randomBytes } from "node:crypto"
import {
  type BufferStats,
  CensusBuffer,
  type CensusServices,
  signedVisitorIdentity,
  type WriteBufferOptions,
  writeBuffer,
} from "@vitrine/adapter-census"
import type { StoreRuntime } from "@vitrine/adapter-http/router"
import { EventStore } from "@vitrine/core/census"
import { ChangeNotices } from "@vitrine/core/changes"
import { cachedPreferences, PreferencesRepository } from "@vitrine/core/preferences"
import { Clock, Context, Layer, ManagedRuntime, Option, References } from "effect"

/** What the census endpoints run on: the buffered EventStore, signed visitor ids, cached preferences. */
export type CensusRuntime = ManagedRuntime.ManagedRuntime<CensusServices | CensusBuffer, never>

/** The census's runtime, and what the server and its tests may ask of the write buffer. */
export interface Census {
  readonly runtime: CensusRuntime
  /** Writes everything accepted so far; resolves when nothing waits. */
  readonly flush: () => Promise<void>
  /** The buffer's counts (accepted, stored, dropped, pending…). */
  readonly stats: () => Promise<BufferStats>
  /** The cached preferences the census reads, for the preferences routes to write through (PREFS-003). */
  readonly preferences: PreferencesRepository["Service"]
  /** Writes what waits (for at most the buffer's `shutdownMs`) and lets the runtime go. */
  readonly dispose: () => Promise<void>
}

/** How the census is set up: the visitor-id secret and the write buffer's settings. */
export interface CensusOptions {
  /**
   * The key visitor ids are signed with. Default: derived from the crumb secret when there is one
   * (so every process of a store shares it with no more configuration), else random per start
   * (every visitor is new once after a restart).
   */
  readonly visitorSecret?: string | undefined
  readonly crumbSecret?: Uint8Array | undefined
  readonly buffer?: WriteBufferOptions | undefined
}

const secretOf = (options: CensusOptions): string => {
  if (options.visitorSecret !== undefined) return options.visitorSecret
  if (options.crumbSecret === undefined) return randomBytes(32).toString("base64url")
  // A key of its own, so a visitor id never serves as a crumb's signature or the other way round.
  return createHash("sha256").update("vitrine visitor id\n").update(options.crumbSecret).digest("base64url")
}

/**
 * The census's runtime, built beside the store's from the same database and clock: the store's EventStore
 * behind a write buffer (no hit waits for the database), preferences behind the per-namespace
 * cache (PREFS-003: the consent default is read once per 30 s, not once per hit; a write through
 * any process drops it at once, through the store's ChangeNotices when it has them), and signed
 * visitor ids. Disposing it writes what the buffer holds; dispose it before the store's runtime.
 *
 * @example
 * const census = await censusRuntime(runtime, { crumbSecret })
 * await census.dispose()
 */
export const censusRuntime = async (store: StoreRuntime, options: CensusOptions = {}): Promise<Census> => {
  const storeContext = await store.context()
  const stored = Context.make(EventStore, Context.get(storeContext, EventStore)).pipe(
    Context.add(PreferencesRepository, Context.get(storeContext, PreferencesRepository)),
  )
  // On a database the cache follows the other processes' writes (ChangeNotices); in memory there
  // are no others.
  const notices = Context.getOption(storeContext, ChangeNotices)
  const fromStore = Layer.succeedContext(
    Option.isSome(notices) ? Context.add(stored, ChangeNotices, notices.value) : stored,
  )
  const layer = Layer.mergeAll(
    writeBuffer(options.buffer),
    cachedPreferences(),
    signedVisitorIdentity(secretOf(options)),
    // No spans on the census's hot path: thousands of hits a second, each a few microseconds of
    // rules, where a span per program would cost more than the work it traces.
    Layer.succeed(References.TracerEnabled, false),
    // The store's clock: hits are stamped by the clock the dashboard reads "today" from.
    Layer.succeed(Clock.Clock, Context.get(storeContext, Clock.Clock)),
  ).pipe(Layer.provide(fromStore))
  const runtime = ManagedRuntime.make(layer)
  const context = await runtime.context()
  return {
    runtime,
    preferences: Context.get(context, PreferencesRepository),
    flush: () => runtime.runPromise(CensusBuffer.use((buffer) => buffer.flush)),
    stats: () => runtime.runPromise(CensusBuffer.use((buffer) => buffer.stats)),
    dispose: () => runtime.dispose(),
  }
}
