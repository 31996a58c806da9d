import { Effect, Exit } from "effect"
import { describe, expect, it } from "vitest"
import { isStoreUnavailable, StoreUnavailable } from "./errors.ts"

describe("StoreUnavailable", () => {
  const away = new StoreUnavailable({ detail: "connect ECONNREFUSED 127.0.0.1:5432" })

  it("is recognised as a defect runPromise rejects with, and wrapped in another error's cause", async () => {
    const rejected = await Effect.runPromise(Effect.die(away)).catch((error: unknown) => error)
    expect(isStoreUnavailable(rejected)).toBe(true)
    expect(isStoreUnavailable(new Error("COMMIT failed", { cause: away }))).toBe(true)
    expect(isStoreUnavailable({ _tag: "StoreUnavailable", detail: "another copy of core" })).toBe(true)
  })

  it("is not any other failure", () => {
    for (const other of [new Error("boom"), "text", null, undefined, 42, { _tag: "CartNotFound" }]) {
      expect(isStoreUnavailable(other)).toBe(false)
    }
    expect(Exit.isFailure(Exit.die(away))).toBe(true)
  })

  it("stops looking after a few causes, so a cycle of causes ends", () => {
    const cyclic: { cause?: unknown } = {}
    cyclic.cause = cyclic
    expect(isStoreUnavailable(cyclic)).toBe(false)
  })
})
