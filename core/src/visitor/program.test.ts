import { assert, describe, it } from "@effect/vitest"
import { Effect, Layer } from "effect"
import { TestClock } from "effect/testing"
import { memoryVisitorIdentity } from "../memory/visitor-identity.ts"
import { VisitorIdentity } from "./port.ts"
import { visitFor } from "./program.ts"

describe("visitFor", () => {
  it.effect("gives a new visitor a genuine id at the clock's time, and recognises it on the next hit", () =>
    Effect.gen(function* () {
      yield* TestClock.setTime(1_700_000_000_000)
      const first = yield* visitFor({ cookies: {}, mode: "full", cloneable: false })
      assert.strictEqual(first.kind, "tracked")
      if (first.kind !== "tracked") return
      assert.strictEqual(first.visitor.currentVisit, 1_700_000_000_000)
      const ss_cvr = first.cookies.find((c) => c.name === "ss_cvr")?.value
      const second = yield* visitFor({ cookies: { ss_cvr }, mode: "full", cloneable: false })
      assert.strictEqual(second.kind === "tracked" && second.visitor.visitorId, first.visitor.visitorId)
      assert.strictEqual(second.kind === "tracked" && second.visitor.visitCount, 2)
    }).pipe(Effect.provide(memoryVisitorIdentity())),
  )

  it.effect("a forged ss_cvr naming another visitor's id starts a new visitor instead", () =>
    Effect.gen(function* () {
      const victim = yield* visitFor({ cookies: {}, mode: "full", cloneable: false })
      if (victim.kind !== "tracked") return assert.fail("tracked")
      const forged = `${victim.visitor.visitorId}x|1|1|1|500`
      const attacker = yield* visitFor({ cookies: { ss_cvr: forged }, mode: "full", cloneable: false })
      if (attacker.kind !== "tracked") return assert.fail("tracked")
      assert.notStrictEqual(attacker.visitor.visitorId, victim.visitor.visitorId)
      assert.strictEqual(attacker.visitor.visitCount, 1)
    }).pipe(Effect.provide(Layer.fresh(memoryVisitorIdentity()))),
  )

  it.effect("a returning visitor's hit issues no new id and checks its id once", () => {
    const counts = { issued: 0, checked: 0 }
    const counted = Layer.effect(
      VisitorIdentity,
      Effect.gen(function* () {
        const inner = yield* VisitorIdentity
        return VisitorIdentity.of({
          issue: Effect.tap(inner.issue, () => Effect.sync(() => void counts.issued++)),
          isGenuine: (id) => {
            counts.checked++
            return inner.isGenuine(id)
          },
        })
      }),
    ).pipe(Layer.provide(memoryVisitorIdentity()))
    return Effect.gen(function* () {
      yield* TestClock.setTime(1_700_000_000_000)
      const first = yield* visitFor({ cookies: {}, mode: "full", cloneable: false })
      const ss_cvr = first.cookies.find((c) => c.name === "ss_cvr")?.value
      Object.assign(counts, { issued: 0, checked: 0 })
      const again = yield* visitFor({ cookies: { ss_cvr, ss_cvt: "1" }, mode: "full", cloneable: false })
      assert.strictEqual(again.kind, "tracked")
      assert.deepStrictEqual(counts, { issued: 0, checked: 1 })
    }).pipe(Effect.provide(counted))
  })
})
