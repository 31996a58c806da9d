import { Effect, Layer } from "effect"
import { ChangeNotices } from "../changes/port.ts"
import { preferencesChangeKey } from "./cache.ts"
import { PreferencesEvents } from "./port.ts"

/**
 * PreferencesEvents that announce each refetch event (PREFS-005) to every process of the store, on
 * ChangeNotices' "preferences" topic: each process's preferences cache then drops the namespace
 * (LISTEN/NOTIFY with the Postgres adapter).
 *
 * @example
 * Effect.provideService(program, PreferencesEvents, announcedPreferencesEvents(notices))
 */
export const announcedPreferencesEvents = (notices: ChangeNotices["Service"]): PreferencesEvents["Service"] =>
  PreferencesEvents.of({
    refetch: (event) =>
      notices.announce("preferences", preferencesChangeKey(event.websiteId, event.namespace)),
  })

/**
 * {@link announcedPreferencesEvents} as a layer over the ChangeNotices below it.
 *
 * @example
 * Layer.provide(announcedPreferencesEventsLayer, memoryChangeNotices())
 */
export const announcedPreferencesEventsLayer: Layer.Layer<PreferencesEvents, never, ChangeNotices> =
  Layer.effect(
    PreferencesEvents,
    ChangeNotices.use((notices) => Effect.succeed(announcedPreferencesEvents(notices))),
  )
