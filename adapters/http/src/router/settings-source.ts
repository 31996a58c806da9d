import type { StoreSettings } from "@vitrine/core/site"
import { storeSettings } from "@vitrine/core/site"
import type { Effect } from "effect"
import { announceChange, followChanges, keptValue } from "./kept-value.ts"
import type { RouterPorts } from "./ports.ts"

/**
 * Where the routes read the store settings: every listing, product page and add to cart needs them,
 * and they change perhaps once in a store's life, so each process keeps them for a short while
 * rather than asking the database on every request (which would add a round trip to every add to
 * cart). A change saved through this process shows at once; one saved through another process shows
 * here within one notification round trip when the source follows the store's ChangeNotices
 * (`followSettingsChanges`), and within `timeToLiveMs` while the notices are away.
 *
 * @example
 * const source = settingsSource("vitrine-demo", 5000)
 * Effect.flatMap(source.current, (settings) => …)
 */
export interface SettingsSource {
  /** The store's settings: the ones kept, else read (and kept for `timeToLiveMs`). */
  readonly current: Effect.Effect<StoreSettings, never, RouterPorts>
  /** Keeps settings just saved, so this process shows them on the next request. */
  readonly remember: (settings: StoreSettings) => Effect.Effect<void>
  /** Drops what is kept: the next request reads the database. */
  readonly forget: Effect.Effect<void>
}

/**
 * A settings source for one website, keeping what it read for `timeToLiveMs` (0: read every time),
 * on Effect's own Cache (`keptValue`). Concurrent misses share one read.
 *
 * @example
 * settingsSource("vitrine-demo", 5000).current // Effect<StoreSettings, never, RouterPorts>
 */
export const settingsSource = (websiteId: string, timeToLiveMs: number): SettingsSource =>
  keptValue(storeSettings(websiteId), timeToLiveMs)

/**
 * Makes `source` drop its settings whenever a process announces a save of this website's store
 * settings (ChangeNotices' "store-settings" topic, keyed by website id) or notices were missed;
 * without ChangeNotices (a store in memory: one process) it does nothing.
 *
 * @example
 * await runtime.runPromise(followSettingsChanges(source, "vitrine-demo"))
 */
export const followSettingsChanges = (source: SettingsSource, websiteId: string): Effect.Effect<void> =>
  followChanges(source, "store-settings", websiteId)

/**
 * Announces a save of a website's store settings to every process (nothing without ChangeNotices).
 *
 * @example
 * changeStoreCurrency(websiteId, "EUR").pipe(Effect.tap(() => announceSettingsChange(websiteId)))
 */
export const announceSettingsChange = (websiteId: string): Effect.Effect<void> =>
  announceChange("store-settings", websiteId)
