import { Clock, Effect, Layer, Option } from "effect"
import type { PreferenceValues } from "./model.ts"
import { PreferencesRepository } from "./port.ts"

/**
 * How long a cached namespace is kept: 30 seconds, the most a process serves values another
 * process has since replaced. A write through this cache is seen at once by the same process.
 */
export const PREFERENCES_CACHE_TTL_MS = 30_000

/**
 * Wraps a PreferencesRepository with a cache per namespace (PREFS-003): one read per website and
 * namespace every `ttlMs` at most; a save writes through and replaces the cached values. What is
 * cached is bounded by the websites and namespaces a process serves.
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
      const keyOf = (websiteId: string, namespace: string) => `${websiteId}\u0000${namespace}`
      return PreferencesRepository.of({
        find: (websiteId, namespace) =>
          Effect.gen(function* () {
            const now = yield* Clock.currentTimeMillis
            const key = keyOf(websiteId, namespace)
            const cached = cache.get(key)
            if (cached !== undefined && now - cached.at < ttlMs) return cached.found
            const found = yield* inner.find(websiteId, namespace)
            cache.set(key, { at: now, found })
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
