import { Effect, Option } from "effect"
import type { PreferenceValues } from "./model.ts"
import { PreferencesEvents, PreferencesRepository } from "./port.ts"
import { samePreferences, withoutWebsiteId } from "./rules.ts"

// Fetch and save errors are reported (logged: the deployment's logger sends them on to its error
// reporter) and rethrown unchanged (PREFS-006).
const reported =
  (what: string) =>
  <A, E, R>(effect: Effect.Effect<A, E, R>): Effect.Effect<A, E, R> =>
    Effect.tapCause(effect, (cause) => Effect.logError(`Commerce preferences ${what} failed`, cause))

const NOTHING_SAVED: PreferenceValues = Object.freeze({})

/**
 * A website's values in one namespace, `{}` when nothing was saved, `websiteId` stripped (PREFS-002).
 *
 * @example
 * preferencesOf("site-1", "analytics") // Effect<PreferenceValues, never, PreferencesRepository>
 */
export const preferencesOf = Effect.fnUntraced(function* (websiteId: string, namespace: string) {
  const repository = yield* PreferencesRepository
  const found = yield* reported("fetch")(repository.find(websiteId, namespace))
  return withoutWebsiteId(Option.getOrElse(found, () => NOTHING_SAVED))
})

/**
 * Saves a namespace's values, unless they equal what is stored (PREFS-004: nothing is written and
 * no event fires). A write fires a refetch event (PREFS-005). Returns the values as stored and
 * whether a write happened.
 *
 * @example
 * savePreferences("site-1", "cookie-consent", { defaultMode: "full" }) // Effect<{ values, written: true }>
 */
export const savePreferences = Effect.fn("savePreferences")(function* (
  websiteId: string,
  namespace: string,
  values: PreferenceValues,
) {
  const repository = yield* PreferencesRepository
  const events = yield* PreferencesEvents
  const wanted = withoutWebsiteId(values)
  const current = yield* preferencesOf(websiteId, namespace)
  if (samePreferences(current, wanted)) return { values: current, written: false }
  yield* reported("save")(repository.save(websiteId, namespace, wanted))
  yield* events.refetch({ websiteId, namespace })
  return { values: wanted, written: true }
})
