import { assert, describe, it } from "@effect/vitest"
import { type CensusEvent, EventStore, type Hit } from "@vitrine/core/census"
import { memoryEventStore } from "@vitrine/core/memory"
import { Effect, Exit, Fiber, Layer, Scope } from "effect"
import { TestClock } from "effect/testing"
import { CensusBuffer, writeBuffer } from "./write-buffer.ts"

const hit = (i: number): Hit => ({
  _tag: "Hit",
  websiteId: "site-1",
  at: 1_700_000_000_000 + i,
  name: "PageView",
  visitorId: `v${i}`,
  newVisit: true,
  bot: false,
  path: "/",
  itemId: null,
  data: null,
})
const hits = (n: number, from = 0) => Array.from({ length: n }, (_, i) => hit(from + i))

// A store that fails its first `failures` writes, and counts its calls.
const flaky = (failures: number) => {
  const memory = memoryEventStore()
  const calls = { writes: 0 }
  const layer = Layer.effect(
    EventStore,
    Effect.gen(function* () {
      const inner = yield* EventStore
      return EventStore.of({
        ...inner,
        append: (events) =>
          Effect.suspend(() =>
            ++calls.writes <= failures ? Effect.die(new Error("database down")) : inner.append(events),
          ),
      })
    }),
  ).pipe(Layer.provide(memory.layer))
  return { events: memory.events, calls, layer }
}

const append = (events: readonly CensusEvent[]) => EventStore.use((store) => store.append(events))
const stats = CensusBuffer.use((buffer) => buffer.stats)

describe("write buffer", () => {
  it.effect("accepts at once and writes on the timer, one batch for many appends", () => {
    const store = flaky(0)
    return Effect.gen(function* () {
      for (let i = 0; i < 30; i++) yield* append([hit(i)])
      assert.strictEqual(store.events.length, 0)
      yield* TestClock.adjust(250)
      assert.strictEqual(store.events.length, 30)
      assert.strictEqual(store.calls.writes, 1)
      assert.deepInclude(yield* stats, { accepted: 30, stored: 30, pending: 0, dropped: 0 })
    }).pipe(Effect.provide(writeBuffer({ flushEveryMs: 250 }).pipe(Layer.provide(store.layer))))
  })

  it.effect("writes as soon as a batch is full, in batches of at most maxBatch, in order", () => {
    const store = flaky(0)
    return Effect.gen(function* () {
      yield* append(hits(250))
      yield* Effect.yieldNow
      yield* TestClock.adjust(0)
      assert.strictEqual(store.events.length, 250)
      assert.strictEqual(store.calls.writes, 3)
      assert.deepStrictEqual(
        store.events.map((e) => e.at),
        hits(250).map((e) => e.at),
      )
    }).pipe(
      Effect.provide(writeBuffer({ maxBatch: 100, flushEveryMs: 60_000 }).pipe(Layer.provide(store.layer))),
    )
  })

  it.effect("retries a failed write with the same events until it lands, losing none", () => {
    const store = flaky(3)
    return Effect.gen(function* () {
      yield* append(hits(10))
      yield* TestClock.adjust(100)
      assert.strictEqual(store.events.length, 0)
      yield* append(hits(5, 10))
      yield* TestClock.adjust(10_000)
      assert.strictEqual(store.events.length, 15)
      assert.deepInclude(yield* stats, { accepted: 15, stored: 15, failedWrites: 3, dropped: 0 })
    }).pipe(
      Effect.provide(writeBuffer({ flushEveryMs: 100, retryBaseMs: 100 }).pipe(Layer.provide(store.layer))),
    )
  })

  it.effect(
    "a store that never answers never slows an append; past capacity events are dropped and counted",
    () => {
      const stuck = Layer.succeed(
        EventStore,
        EventStore.of({ append: () => Effect.never, totals: () => Effect.never, report: () => Effect.never }),
      )
      return Effect.gen(function* () {
        const scope = yield* Scope.make()
        const context = yield* Layer.buildWithScope(
          writeBuffer({ capacity: 100, flushEveryMs: 50, shutdownMs: 500 }).pipe(Layer.provide(stuck)),
          scope,
        )
        yield* Effect.gen(function* () {
          for (let i = 0; i < 20; i++) yield* append(hits(10, i * 10))
          yield* TestClock.adjust(1000)
          yield* append(hits(10, 500))
          assert.deepInclude(yield* stats, { accepted: 100, dropped: 110, stored: 0, pending: 100 })
        }).pipe(Effect.provide(context))
        // Shutting down gives up after shutdownMs and counts what it could not write.
        const closing = yield* Effect.forkChild(Scope.close(scope, Exit.void))
        yield* TestClock.adjust(500)
        yield* Fiber.join(closing)
        assert.deepInclude(yield* stats.pipe(Effect.provide(context)), { lost: 100 })
      })
    },
  )

  it.effect("releasing the layer writes what still waits", () => {
    const store = flaky(0)
    return Effect.gen(function* () {
      const scope = yield* Scope.make()
      const context = yield* Layer.buildWithScope(
        writeBuffer({ flushEveryMs: 60_000 }).pipe(Layer.provide(store.layer)),
        scope,
      )
      yield* append(hits(42)).pipe(Effect.provide(context))
      assert.strictEqual(store.events.length, 0)
      yield* Scope.close(scope, Exit.void)
      assert.strictEqual(store.events.length, 42)
    })
  })

  it.effect("flush returns once everything accepted is stored", () => {
    const store = flaky(0)
    return Effect.gen(function* () {
      yield* append(hits(7))
      yield* CensusBuffer.use((buffer) => buffer.flush)
      assert.strictEqual(store.events.length, 7)
    }).pipe(Effect.provide(writeBuffer({ flushEveryMs: 60_000 }).pipe(Layer.provide(store.layer))))
  })
})
