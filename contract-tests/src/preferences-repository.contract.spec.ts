import { assert, layer } from "@effect/vitest"
import { PreferencesRepository, type PreferenceValues } from "@vitrine/core/preferences"
import { Effect, type Layer, Option } from "effect"
import { freshId } from "./setup/fixtures.ts"

/** Makes a PreferencesRepository layer; each call a separate instance. */
export type MakePreferencesRepository = () => Layer.Layer<PreferencesRepository>

const found = (websiteId: string, namespace: string) =>
  PreferencesRepository.use((repository) => repository.find(websiteId, namespace))
const saved = (websiteId: string, namespace: string, values: PreferenceValues) =>
  PreferencesRepository.use((repository) => repository.save(websiteId, namespace, values))

/**
 * The PreferencesRepository contract: each website's namespaces kept apart, saved whole, read back
 * as the same JSON.
 *
 * @example
 * suite("memory", memoryPreferencesRepository)
 */
export const suite = (name: string, makeLayer: MakePreferencesRepository): void =>
  layer(makeLayer(), { timeout: "60 seconds" })(`PreferencesRepository contract (${name})`, (it) => {
    it.effect("PREFS-001 find returns none for a namespace nobody saved", () =>
      Effect.gen(function* () {
        assert.isTrue(Option.isNone(yield* found(freshId(), "analytics")))
      }),
    )

    it.effect("PREFS-001 each website's namespaces are kept apart, as the same JSON", () =>
      Effect.gen(function* () {
        const website = freshId()
        const values = { defaultMode: "full", nested: { list: [1, "two", null, true] }, text: 'ü "quoted"' }
        yield* saved(website, "cookie-consent", values)
        assert.deepStrictEqual(yield* found(website, "cookie-consent"), Option.some(values))
        assert.isTrue(Option.isNone(yield* found(website, "analytics")))
        assert.isTrue(Option.isNone(yield* found(freshId(), "cookie-consent")))
      }),
    )

    it.effect("a second save replaces the first whole", () =>
      Effect.gen(function* () {
        const website = freshId()
        yield* saved(website, "analytics", { visitorMetrics: false, performanceCollector: false })
        yield* saved(website, "analytics", { visitorMetrics: true })
        assert.deepStrictEqual(yield* found(website, "analytics"), Option.some({ visitorMetrics: true }))
      }),
    )
  })
