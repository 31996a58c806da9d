import { Deferred, Effect, Fiber } from "effect"
import { describe, expect, it } from "vitest"
import { keptLookups } from "./kept-lookups.ts"

describe("the e-mail renderers' kept lookups", () => {
  it("keep a value within the time, and `forget` makes the next ask run the lookup again", async () => {
    const kept = keptLookups<number, never, never>(60_000)
    let reads = 0
    const read = Effect.sync(() => ++reads)
    const asks = Effect.gen(function* () {
      const first = yield* kept.get("settings", read)
      const again = yield* kept.get("settings", read)
      kept.forget()
      const afterForget = yield* kept.get("settings", read)
      return [first, again, afterForget]
    })
    expect(await Effect.runPromise(asks)).toEqual([1, 1, 2])
  })

  it("a lookup still running when `forget` is called is not kept: it may have read what the change replaced", async () => {
    const kept = keptLookups<string, never, never>(60_000)
    const asks = Effect.gen(function* () {
      const release = yield* Deferred.make<void>()
      const stale = yield* Effect.forkChild(
        kept.get("settings", Effect.as(Deferred.await(release), "before the change")),
      )
      yield* Effect.yieldNow
      kept.forget()
      yield* Deferred.succeed(release, undefined)
      const old = yield* Fiber.join(stale)
      const next = yield* kept.get("settings", Effect.succeed("after the change"))
      return [old, next]
    })
    expect(await Effect.runPromise(asks)).toEqual(["before the change", "after the change"])
  })
})
