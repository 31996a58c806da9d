import { assert, describe, it } from "@effect/vitest"
import { Effect, Layer } from "effect"
import { TestClock } from "effect/testing"
import { memoryEventStore } from "../memory/event-store.ts"
import { memoryVisitorIdentity } from "../memory/visitor-identity.ts"
import { PERF_METADATA } from "../perf/metadata.ts"
import type { CookieSpec } from "../visitor/cookies.ts"
import { censusDashboard } from "./dashboard.ts"
import type { Hit } from "./model.ts"
import {
  type CensusCaller,
  recordCensusEvent,
  recordPageView,
  recordPerformance,
  recordScriptErrors,
} from "./record.ts"

const NOW = Date.UTC(2026, 0, 10, 12)
const caller = (overrides: Partial<CensusCaller> = {}): CensusCaller => ({
  websiteId: "site-1",
  cookies: {},
  mode: "full",
  cloneable: false,
  bot: false,
  ...overrides,
})
const page = { path: "/shop", itemId: null, data: null }
const jar = (cookies: readonly CookieSpec[]) => Object.fromEntries(cookies.map((c) => [c.name, c.value]))
const setup = () => {
  const { layer, events } = memoryEventStore()
  return { events, layer: Layer.mergeAll(layer, memoryVisitorIdentity()) }
}

describe("recording census hits", () => {
  it.effect(
    "a page view stores the visitor and whether it starts a visit, and sets the census cookies",
    () => {
      const { events, layer } = setup()
      return Effect.gen(function* () {
        yield* TestClock.setTime(NOW)
        const first = jar(yield* recordPageView(caller(), page))
        yield* recordPageView(caller({ cookies: first }), page)
        const hits = events as Hit[]
        assert.deepStrictEqual(
          hits.map((h) => [h.name, h.newVisit, h.visitorId === hits[0]?.visitorId, h.at]),
          [
            ["PageView", true, true, NOW],
            ["PageView", false, true, NOW],
          ],
        )
        assert.deepStrictEqual(Object.keys(first).sort(), ["ss_cid", "ss_cvr", "ss_cvt"])
      }).pipe(Effect.provide(layer))
    },
  )

  it.effect(
    "COOKIE-008 COOKIE-009 in restrictive mode nothing is stored and the census cookies are cleared",
    () => {
      const { events, layer } = setup()
      return Effect.gen(function* () {
        const cookies = yield* recordPageView(
          caller({ mode: "restrictive", cookies: { ss_cvr: "x|1|1|1|1" } }),
          page,
        )
        yield* recordCensusEvent(caller({ mode: "restrictive" }), "AddToCart", page)
        yield* recordPageView(caller({ cloneable: true }), page)
        yield* recordScriptErrors(caller({ mode: "restrictive" }), [
          { kind: "error", message: "m", stack: "", url: "/", timestamp: 1 },
        ])
        assert.deepStrictEqual(cookies, [
          { name: "ss_cvr", value: "", options: { maxAgeMs: 0, httpOnly: false } },
        ])
        assert.strictEqual(events.length, 0)
      }).pipe(Effect.provide(layer))
    },
  )

  it.effect("a bot's hits are counted apart, with no visitor and no cookie", () => {
    const { events, layer } = setup()
    return Effect.gen(function* () {
      assert.deepStrictEqual(yield* recordPageView(caller({ bot: true }), page), [])
      yield* recordCensusEvent(caller({ bot: true }), "VisitPDP", { ...page, itemId: "hat" })
      assert.deepStrictEqual(
        (events as Hit[]).map((h) => [h.name, h.bot, h.visitorId]),
        [
          ["PageView", true, null],
          ["VisitPDP", true, null],
        ],
      )
    }).pipe(Effect.provide(layer))
  })

  it.effect("TRACK-002 a hit from /search is not stored", () => {
    const { events, layer } = setup()
    return Effect.gen(function* () {
      yield* recordPageView(caller(), { ...page, path: "/search?q=hat" })
      assert.strictEqual(events.length, 0)
    }).pipe(Effect.provide(layer))
  })

  it.effect("a forged ss_cvr never raises another visitor's counts", () => {
    const { events, layer } = setup()
    return Effect.gen(function* () {
      yield* TestClock.setTime(NOW)
      const victim = jar(yield* recordPageView(caller(), page))
      const victimId = (events[0] as Hit).visitorId as string
      const visitsOf = (id: string) =>
        (events as Hit[]).filter((h) => h.visitorId === id && h.newVisit).length
      // Ids are unguessable and only the server's own count: a forger who tweaks, extends or re-cases
      // the victim's id and claims 999 visits is a new visitor with one visit.
      for (const forged of [`${victimId}x`, `x${victimId}`, victimId.toUpperCase(), victimId.slice(1)]) {
        yield* recordPageView(caller({ cookies: { ss_cvr: `${forged}|1|1|1|999` } }), page)
      }
      assert.strictEqual(visitsOf(victimId), 1)
      assert.isTrue(victim.ss_cvr?.startsWith(victimId))
    }).pipe(Effect.provide(layer))
  })

  it.effect("events are filed under the genuine visitor id, and renew no cookie", () => {
    const { events, layer } = setup()
    return Effect.gen(function* () {
      yield* TestClock.setTime(NOW)
      const cookies = jar(yield* recordPageView(caller(), page))
      assert.deepStrictEqual(
        yield* recordCensusEvent(caller({ cookies }), "AddToCart", { ...page, itemId: "hat" }),
        [],
      )
      yield* recordCensusEvent(caller({ cookies: { ss_cvr: "stranger|1|1|1|1" } }), "ViewCart", page)
      const hits = events as Hit[]
      assert.strictEqual(hits[1]?.visitorId, hits[0]?.visitorId)
      assert.strictEqual(hits[2]?.visitorId, null)
    }).pipe(Effect.provide(layer))
  })

  it.effect("a performance record becomes one sample per measure", () => {
    const { events, layer } = setup()
    return Effect.gen(function* () {
      yield* recordPerformance(caller(), [
        {
          appName: "a",
          eventName: "web_vital",
          pageLoadId: "l1",
          timestamp: 1,
          data: {
            ...PERF_METADATA,
            environment: "prod",
            path: "/shop",
            measures: { largest_contentful_paint_ms: 2100 },
          },
        },
        {
          appName: "a",
          eventName: "user_timing",
          pageLoadId: "l1",
          timestamp: 1,
          data: {
            ...PERF_METADATA,
            environment: "prod",
            path: "/shop",
            measures: { duration_ms: 12 },
            name: "vitrine:x",
          },
        },
      ])
      assert.deepStrictEqual(
        events.map((e) => (e._tag === "PerformanceSample" ? [e.metric, e.value, e.data] : [])),
        [
          ["largest_contentful_paint_ms", 2100, null],
          ["duration_ms", 12, { name: "vitrine:x" }],
        ],
      )
    }).pipe(Effect.provide(layer))
  })

  it.effect("the dashboard's visits, page views and funnel equal the events recorded", () => {
    const { layer } = setup()
    return Effect.gen(function* () {
      yield* TestClock.setTime(NOW)
      let cookies = jar(yield* recordPageView(caller(), page))
      for (const name of ["VisitPLP", "VisitPDP", "VisitPDP", "AddToCart", "ViewCart"]) {
        yield* recordCensusEvent(caller({ cookies }), name, { ...page, itemId: "hat" })
        cookies = { ...cookies, ...jar(yield* recordPageView(caller({ cookies }), page)) }
      }
      yield* recordPageView(caller({ bot: true }), page)
      const dashboard = yield* censusDashboard("site-1", "today")
      assert.deepInclude(dashboard.totals, { visits: 1, uniqueVisitors: 1, pageViews: 6, botHits: 1 })
      assert.deepStrictEqual(dashboard.totals.funnel, {
        plpVisits: 1,
        pdpVisits: 2,
        addsToCart: 1,
        cartViews: 1,
      })
      assert.deepStrictEqual(dashboard.topProducts, [{ itemId: "hat", views: 2, addsToCart: 1 }])
      assert.strictEqual(dashboard.botShare, 1 / 7)
      assert.strictEqual(dashboard.series.length, 13)
      assert.strictEqual(dashboard.previousTotals.pageViews, 0)
    }).pipe(Effect.provide(layer))
  })
})
