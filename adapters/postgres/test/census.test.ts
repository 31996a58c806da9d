import { createHash } from "node:crypto"
import { assert, describe, it, layer } from "@effect/vitest"
import { DAY_MS, EventStore, type Hit, HOUR_MS } from "@vitrine/core/census"
import { VITAL_BUCKET_BOUNDS } from "@vitrine/core/perf"
import { Effect, Layer } from "effect"
import fc from "fast-check"
import { pgliteOptions } from "../../../contract-tests/src/setup/database.ts"
import { estimateDistinct, REGISTERS, splitByDays } from "../src/census-hll.ts"
import { analyticsPostgresLayer, CensusRollups } from "../src/index.ts"

// The registers as the rollup SQL computes them, in JavaScript: first 32 bits of the MD5.
const registersOf = (ids: readonly string[]) => {
  const ranks = new Map<number, number>()
  for (const id of ids) {
    const h = createHash("md5").update(id).digest().readUInt32BE(0)
    const register = h >>> 22
    const rest = h & 0x3fffff
    const rank = rest === 0 ? 23 : 22 - Math.floor(Math.log2(rest))
    ranks.set(register, Math.max(ranks.get(register) ?? 0, rank))
  }
  const ranksList = [...ranks.values()]
  return { filled: ranksList.length, harmonic: ranksList.reduce((sum, r) => sum + 2 ** -r, 0) }
}

describe("census storage rules", () => {
  it("the unique-visitor estimate stays within 7% (about 2 standard errors) from 10 to 100 000 visitors", () => {
    for (const n of [10, 100, 1000, 10_000, 100_000]) {
      const ids = Array.from({ length: n }, (_, i) => `visitor-${n}-${i}`)
      const { filled, harmonic } = registersOf(ids)
      assert.isAtMost(Math.abs(estimateDistinct(filled, harmonic) - n) / n, 0.07, `n = ${n}`)
    }
    assert.strictEqual(estimateDistinct(0, 0), 0)
    assert.strictEqual(REGISTERS, 1024)
  })

  it("a period splits into its whole UTC days and the hours at either edge, covering it exactly", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2000 }), fc.integer({ min: 1, max: 2000 }), (start, length) => {
        const period = { from: start * HOUR_MS, to: (start + length) * HOUR_MS }
        const { days, hours } = splitByDays(period)
        if (days.from < days.to) assert.isTrue(days.from % DAY_MS === 0 && days.to % DAY_MS === 0)
        const covered = [hours[0], days, hours[1]].reduce((sum, p) => sum + (p.to - p.from), 0)
        assert.strictEqual(covered, period.to - period.from)
        assert.isTrue(hours[0].from === period.from && hours[1].to === period.to)
      }),
    )
  })

  it("every millisecond vital shares one set of bounds, the one the rollup SQL reads", () => {
    const { cumulative_layout_shift: _, ...milliseconds } = VITAL_BUCKET_BOUNDS
    for (const bounds of Object.values(milliseconds))
      assert.deepStrictEqual(bounds, VITAL_BUCKET_BOUNDS.largest_contentful_paint_ms)
  })
})

const BASE = Date.UTC(2026, 2, 1)
const hit = (i: number): Hit => ({
  _tag: "Hit",
  websiteId: "rebuild-site",
  at: BASE + (i % 50) * HOUR_MS + 1,
  name: i % 3 === 0 ? "VisitPDP" : "PageView",
  visitorId: `v${i % 40}`,
  newVisit: i % 7 === 0,
  bot: i % 11 === 0,
  path: `/p${i % 4}`,
  itemId: `item-${i % 5}`,
  data: null,
})

layer(Layer.unwrap(Effect.map(Effect.promise(pgliteOptions), analyticsPostgresLayer)), {
  timeout: "60 seconds",
})("census rollups", (it) => {
  it.effect("a rebuild from the raw tables gives the same report the batches built", () =>
    Effect.gen(function* () {
      const store = yield* EventStore
      yield* store.append(Array.from({ length: 600 }, (_, i) => hit(i)))
      const period = { from: BASE, to: BASE + 3 * DAY_MS }
      const before = yield* store.report("rebuild-site", period, "day")
      yield* CensusRollups.use((rollups) => rollups.rebuild)
      assert.deepStrictEqual(yield* store.report("rebuild-site", period, "day"), before)
      assert.strictEqual(
        before.totals.pageViews + before.totals.funnel.pdpVisits + before.totals.botHits,
        600,
      )
    }),
  )
})
