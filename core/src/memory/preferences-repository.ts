import { Effect, Layer, Option } from "effect"
import type { PreferenceValues } from "../preferences/model.ts"
import { PreferencesEvents, type PreferencesRefetch, PreferencesRepository } from "../preferences/port.ts"

/**
 * PreferencesRepository in memory: values by website and namespace, replaced whole by `save`. Each
 * call gives an empty repository.
 *
 * @example
 * savePreferences("site-1", "analytics", values).pipe(Effect.provide(memoryPreferencesRepository()))
 */
export const memoryPreferencesRepository = (): Layer.Layer<PreferencesRepository> =>
  Layer.sync(PreferencesRepository, () => {
    const stored = new Map<string, PreferenceValues>()
    const keyOf = (websiteId: string, namespace: string) => `${websiteId}\u0000${namespace}`
    return PreferencesRepository.of({
      find: (websiteId, namespace) =>
        Effect.sync(() => Option.fromNullishOr(stored.get(keyOf(websiteId, namespace)))),
      save: (websiteId, namespace, values) =>
        Effect.sync(() => {
          stored.set(keyOf(websiteId, namespace), JSON.parse(JSON.stringify(values)))
        }),
    })
  })

/**
 * PreferencesEvents that keeps every refetch event in `heard`, for a test to read.
 *
 * @example
 * const heard: PreferencesRefetch[] = []
 * program.pipe(Effect.provide(memoryPreferencesEvents(heard)))
 */
export const memoryPreferencesEvents = (heard: PreferencesRefetch[] = []): Layer.Layer<PreferencesEvents> =>
  Layer.succeed(
    PreferencesEvents,
    PreferencesEvents.of({
      refetch: (event) =>
        Effect.sync(() => {
          heard.push(event)
        }),
    }),
  )
