import { assert, describe, it } from "@effect/vitest"
import { Cause, Effect, Exit, Layer, Logger, Option, Schema } from "effect"
import { TestClock } from "effect/testing"
import { memoryPreferencesEvents, memoryPreferencesRepository } from "../memory/preferences-repository.ts"
import { cachedPreferences, PREFERENCES_CACHE_TTL_MS } from "./cache.ts"
import { CookieConsentPreferencesSchema } from "./model.ts"
import { type PreferencesRefetch, PreferencesRepository } from "./port.ts"
import { preferencesOf, savePreferences } from "./program.ts"
import { preferencesResponse, valuesOfPayload } from "./rules.ts"

// Counts the reads and writes that reach the repository under the cache.
const counted = (counts: { reads: number; writes: number }) =>
  Layer.effect(
    PreferencesRepository,
    Effect.gen(function* () {
      const inner = yield* PreferencesRepository
      return PreferencesRepository.of({
        find: (w, n) =>
          Effect.suspend(() => {
            counts.reads++
            return inner.find(w, n)
          }),
        save: (w, n, v) =>
          Effect.suspend(() => {
            counts.writes++
            return inner.save(w, n, v)
          }),
      })
    }),
  ).pipe(Layer.provide(memoryPreferencesRepository()))

const setup = () => {
  const counts = { reads: 0, writes: 0 }
  const heard: PreferencesRefetch[] = []
  const layer = Layer.mergeAll(
    cachedPreferences().pipe(Layer.provide(counted(counts))),
    memoryPreferencesEvents(heard),
  )
  return { counts, heard, layer }
}

describe("commerce preferences", () => {
  it("API-027 a write's body is the values keyed by the namespace", () => {
    assert.deepStrictEqual(
      valuesOfPayload("analytics", { analytics: { visitorMetrics: false, websiteId: "x" } }),
      {
        visitorMetrics: false,
      },
    )
    assert.isUndefined(valuesOfPayload("analytics", { visitorMetrics: false }))
    assert.isUndefined(valuesOfPayload("analytics", { analytics: [1] }))
    assert.isUndefined(valuesOfPayload("analytics", null))
  })

  it("PREFS-001 API-026 an answer is the stored object keyed by namespace", () => {
    assert.deepStrictEqual(preferencesResponse("analytics", { visitorMetrics: false }), {
      analytics: { visitorMetrics: false },
    })
  })

  it.effect("PREFS-002 websiteId is stripped from answers and never stored from a write", () => {
    const { layer } = setup()
    return Effect.gen(function* () {
      const saved = yield* savePreferences("site-1", "analytics", {
        websiteId: "other",
        visitorMetrics: false,
      })
      assert.deepStrictEqual(saved.values, { visitorMetrics: false })
      assert.deepStrictEqual(yield* preferencesOf("site-1", "analytics"), { visitorMetrics: false })
      assert.deepStrictEqual(preferencesResponse("analytics", { websiteId: "site-1", a: 1 }), {
        analytics: { a: 1 },
      })
    }).pipe(Effect.provide(layer))
  })

  it.effect("PREFS-003 reads are cached per namespace until the cache time runs out", () => {
    const { counts, layer } = setup()
    return Effect.gen(function* () {
      yield* preferencesOf("site-1", "analytics")
      yield* preferencesOf("site-1", "analytics")
      assert.strictEqual(counts.reads, 1)
      yield* preferencesOf("site-1", "cookie-consent")
      assert.strictEqual(counts.reads, 2)
      yield* TestClock.adjust(PREFERENCES_CACHE_TTL_MS)
      yield* preferencesOf("site-1", "analytics")
      assert.strictEqual(counts.reads, 3)
    }).pipe(Effect.provide(layer))
  })

  it.effect("PREFS-003 a write through the cache is read back at once", () => {
    const { layer } = setup()
    return Effect.gen(function* () {
      yield* preferencesOf("site-1", "analytics")
      yield* savePreferences("site-1", "analytics", { visitorMetrics: false })
      assert.deepStrictEqual(yield* preferencesOf("site-1", "analytics"), { visitorMetrics: false })
    }).pipe(Effect.provide(layer))
  })

  it.effect("PREFS-004 a write of unchanged values is skipped, whatever the key order", () => {
    const { counts, heard, layer } = setup()
    return Effect.gen(function* () {
      yield* savePreferences("site-1", "analytics", { a: 1, b: { c: 2, d: 3 } })
      const again = yield* savePreferences("site-1", "analytics", { b: { d: 3, c: 2 }, a: 1 })
      assert.strictEqual(again.written, false)
      assert.strictEqual(counts.writes, 1)
      assert.strictEqual(heard.length, 1)
    }).pipe(Effect.provide(layer))
  })

  it.effect("PREFS-005 a write fires a refetch event for its website and namespace", () => {
    const { heard, layer } = setup()
    return Effect.gen(function* () {
      yield* savePreferences("site-1", "cookie-consent", { defaultMode: "full" })
      assert.deepStrictEqual(heard, [{ websiteId: "site-1", namespace: "cookie-consent" }])
    }).pipe(Effect.provide(layer))
  })

  it.effect("PREFS-006 fetch and save errors are reported and rethrown", () => {
    const logged: string[] = []
    const logger = Logger.make(({ message }) => logged.push(String((message as unknown[])[0])))
    const failing = Layer.succeed(
      PreferencesRepository,
      PreferencesRepository.of({
        find: () => Effect.die(new Error("database down")),
        save: () => Effect.die(new Error("database down")),
      }),
    )
    return Effect.gen(function* () {
      const exit = yield* Effect.exit(preferencesOf("site-1", "analytics"))
      assert.isTrue(Exit.isFailure(exit) && Cause.hasDies(exit.cause))
      assert.deepStrictEqual(logged, ["Commerce preferences fetch failed"])
    }).pipe(Effect.provide(Layer.mergeAll(failing, memoryPreferencesEvents(), Logger.layer([logger]))))
  })

  it("the cookie-consent defaults are restrictive with the banner shown", () => {
    assert.deepStrictEqual(Schema.decodeUnknownSync(CookieConsentPreferencesSchema)({}), {
      defaultMode: "restrictive",
      bannerEnabled: true,
    })
    assert.isTrue(
      Option.isNone(Schema.decodeUnknownOption(CookieConsentPreferencesSchema)({ defaultMode: "off" })),
    )
  })
})
