import { Clock, Effect, Layer, Option } from "effect"
import { ChangeNotices } from "../changes/port.ts"
import type { PreferenceValues } from "./model.ts"
import { PreferencesRepository } from "./port.ts"

/**
 * How long a cached namespace is kept: 30 seconds. With ChangeNotices connected, a write made by
 * another process is dropped from this cache within one notification round trip; this expiry is the
 * fallback, the most a process serves replaced values while its notices are away. A write through
 * this cache is seen at once by the same process.
 */
export const PREFERENCES_CACHE_TTL_MS = 30_000

/**
 * The key a preferences write is announced under (ChangeNotices' "preferences" topic): text that
 * travels as a notification payload, which holds no NUL.
 *
 * @example
 * preferencesChangeKey("site-1", "analytics") // '["site-1","analytics"]'
 */
export const preferencesChangeKey = (websiteId: string, namespace: string): string =>
  JSON.stringify([websiteId, namespace])

const keyOf = (websiteId: string, namespace: string) => `${websiteId}\u0000${namespace}`

// The cache's key for an announced one; undefined for a payload this version does not read (a newer
// process's), which then drops everything rather than risk keeping a stale entry.
const cacheKeyOfChange = (announced: string): string | undefined => {
  try {
    const parsed: unknown = JSON.parse(announced)
    if (Array.isArray(parsed) && parsed.length === 2) {
      const [websiteId, namespace] = parsed as unknown[]
      if (typeof websiteId === "string" && typeof namespace === "string") return keyOf(websiteId, namespace)
    }
  } catch {}
  return undefined
}

/**
 * Wraps a PreferencesRepository with a cache per namespace (PREFS-003): one read per website and
 * namespace every `ttlMs` at most; a save writes through and replaces the cached values. When a
 * ChangeNotices service is present, the cache also hears the "preferences" topic: an announced
 * namespace is dropped, and everything is dropped when notices were missed. A read that was under
 * way when its entry was dropped is answered but not kept, so it cannot put back what a notice
 * removed. What is cached is bounded by the websites and namespaces a process serves.
 *
 * @example
 * Layer.provide(cachedPreferences(), postgresPreferencesLayer)
 */
export const cachedPreferences = (
  ttlMs: number = PREFERENCES_CACHE_TTL_MS,
): Layer.Layer<PreferencesRepository, never, PreferencesRepository> =>
  Layer.effect(
    PreferencesRepository,
    Effect.gen(function* () {
      const inner = yield* PreferencesRepository
      const cache = new Map<
        string,
        { readonly at: number; readonly found: Option.Option<PreferenceValues> }
      >()
      // Counts the drops: a read keeps its answer only if none happened while it was under way.
      let drops = 0
      const drop = (key: string | undefined) => {
        drops++
        if (key === undefined) cache.clear()
        else cache.delete(key)
      }
      const notices = yield* Effect.serviceOption(ChangeNotices)
      if (Option.isSome(notices))
        yield* notices.value.subscribe("preferences", {
          changed: (announced) => drop(cacheKeyOfChange(announced)),
          missed: () => drop(undefined),
        })
      return PreferencesRepository.of({
        find: (websiteId, namespace) =>
          Effect.gen(function* () {
            const now = yield* Clock.currentTimeMillis
            const key = keyOf(websiteId, namespace)
            const cached = cache.get(key)
            if (cached !== undefined && now - cached.at < ttlMs) return cached.found
            const dropsBefore = drops
            const found = yield* inner.find(websiteId, namespace)
            if (drops === dropsBefore) cache.set(key, { at: now, found })
            return found
          }),
        save: (websiteId, namespace, values) =>
          Effect.gen(function* () {
            const key = keyOf(websiteId, namespace)
            cache.delete(key)
            yield* inner.save(websiteId, namespace, values)
            const at = yield* Clock.currentTimeMillis
            cache.set(key, { at, found: Option.some(values) })
          }),
      })
    }),
  )
