import { Context, type Effect, type Option } from "effect"
import type { PreferenceValues } from "./model.ts"

/** Keeps each website's commerce preferences, one JSON object per namespace (PREFS-001). */
export class PreferencesRepository extends Context.Service<
  PreferencesRepository,
  {
    /** The values last saved in a website's namespace; none when nothing was ever saved there. */
    readonly find: (websiteId: string, namespace: string) => Effect.Effect<Option.Option<PreferenceValues>>
    /** Creates or replaces a namespace's values, whole; of two saves, the later wins. */
    readonly save: (websiteId: string, namespace: string, values: PreferenceValues) => Effect.Effect<void>
  }
>()("@vitrine/core/preferences/PreferencesRepository") {}

/** A write happened: whoever shows a website's namespace should fetch it again (PREFS-005). */
export interface PreferencesRefetch {
  readonly websiteId: string
  readonly namespace: string
}

/** Where refetch events go (PREFS-005): a PubSub, an event bus, a browser event. */
export class PreferencesEvents extends Context.Service<
  PreferencesEvents,
  {
    /** Announces a write; never fails, and waits for no listener. */
    readonly refetch: (event: PreferencesRefetch) => Effect.Effect<void>
  }
>()("@vitrine/core/preferences/PreferencesEvents") {}
