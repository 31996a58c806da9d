import { assert, describe, it } from "@effect/vitest"
import { Cause, Context, Deferred, Effect, Exit, Fiber, Layer, Logger, Option, Schema } from "effect"
import { TestClock } from "effect/testing"
import { ChangeNotices } from "../changes/port.ts"
import { memoryChangeNotices } from "../memory/change-notices.ts"
import { memoryPreferencesEvents, memoryPreferencesRepository } from "../memory/preferences-repository.ts"
import { announcedPreferencesEventsLayer } from "./announced.ts"
import { cachedPreferences, PREFERENCES_CACHE_TTL_MS, preferencesChangeKey } from "./cache.ts"
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

  describe("across processes (ChangeNotices)", () => {
    // Two processes' caches over one stored repository and one set of notices: process A writes
    // with the announcing events, process B only reads.
    const twoProcesses = (counts: { reads: number; writes: number }) =>
      Effect.gen(function* () {
        const shared = Layer.succeedContext(
          yield* Layer.build(Layer.merge(counted(counts), memoryChangeNotices())),
        )
        const a = yield* Layer.build(
          Layer.mergeAll(cachedPreferences(), announcedPreferencesEventsLayer).pipe(Layer.provide(shared)),
        )
        const b = yield* Layer.build(cachedPreferences().pipe(Layer.provide(shared)))
        const notices = Context.get(yield* Layer.build(shared), ChangeNotices)
        return { a, b, notices }
      })

    it.effect("PREFS-005 a write fires its refetch event to every process's cache", () => {
      const counts = { reads: 0, writes: 0 }
      return Effect.gen(function* () {
        const { a, b, notices } = yield* twoProcesses(counts)
        const heard: string[] = []
        yield* notices.subscribe("preferences", { changed: (key) => heard.push(key), missed: () => {} })
        assert.deepStrictEqual(yield* Effect.provide(preferencesOf("site-1", "analytics"), b), {})
        yield* Effect.provide(savePreferences("site-1", "analytics", { visitorMetrics: false }), a)
        assert.deepStrictEqual(heard, [preferencesChangeKey("site-1", "analytics")])
        // B read before the write and its 30 s have not run out: the notice alone made it read again.
        assert.deepStrictEqual(yield* Effect.provide(preferencesOf("site-1", "analytics"), b), {
          visitorMetrics: false,
        })
      }).pipe(Effect.scoped)
    })

    it.effect("a notice drops only its namespace; missed notices drop everything", () => {
      const counts = { reads: 0, writes: 0 }
      return Effect.gen(function* () {
        const { b, notices } = yield* twoProcesses(counts)
        const read = (namespace: string) => Effect.provide(preferencesOf("site-1", namespace), b)
        yield* read("analytics")
        yield* read("cookie-consent")
        assert.strictEqual(counts.reads, 2)
        yield* notices.announce("preferences", preferencesChangeKey("site-1", "analytics"))
        yield* read("analytics")
        yield* read("cookie-consent")
        assert.strictEqual(counts.reads, 3)
        // A payload this version cannot read drops everything rather than nothing.
        yield* notices.announce("preferences", "not json")
        yield* read("analytics")
        yield* read("cookie-consent")
        assert.strictEqual(counts.reads, 5)
      }).pipe(Effect.scoped)
    })

    it.effect("a read under way when its namespace is dropped is answered but not kept", () =>
      Effect.gen(function* () {
        const release = yield* Deferred.make<void>()
        let reads = 0
        const slow = Layer.succeed(
          PreferencesRepository,
          PreferencesRepository.of({
            find: () =>
              Effect.suspend(() => {
                reads++
                return reads === 1 ? Effect.as(Deferred.await(release), Option.none()) : Effect.succeedNone
              }),
            save: () => Effect.void,
          }),
        )
        const layer = cachedPreferences().pipe(Layer.provideMerge(Layer.merge(slow, memoryChangeNotices())))
        const context = yield* Layer.build(layer)
        const notices = Context.get(context, ChangeNotices)
        const read = Effect.provide(preferencesOf("site-1", "analytics"), context)
        const first = yield* Effect.forkChild(read)
        yield* Effect.yieldNow
        yield* notices.announce("preferences", preferencesChangeKey("site-1", "analytics"))
        yield* Deferred.succeed(release, undefined)
        yield* Fiber.join(first)
        yield* read
        assert.strictEqual(reads, 2)
      }).pipe(Effect.scoped),
    )
  })
})
