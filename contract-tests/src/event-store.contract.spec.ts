import { assert, layer } from "@effect/vitest"
import { type CensusEvent, EventStore, type Hit, HOUR_MS, type Period } from "@vitrine/core/census"
import { bucketValue, vitalBucket } from "@vitrine/core/perf"
import { Effect, type Layer } from "effect"
import { freshId } from "./setup/fixtures.ts"

/** Makes an EventStore layer; each call a separate instance. */
export type MakeEventStore = () => Layer.Layer<EventStore>

const BASE = Date.UTC(2026, 0, 10)
const DAY = 24 * HOUR_MS
const hour = (n: number): Period => ({ from: BASE + n * HOUR_MS, to: BASE + (n + 1) * HOUR_MS })

const hit = (websiteId: string, overrides: Partial<Hit> = {}): Hit => ({
  _tag: "Hit",
  websiteId,
  at: BASE + 60_000,
  name: "PageView",
  visitorId: "visitor-a",
  newVisit: false,
  bot: false,
  path: "/shop",
  itemId: null,
  data: null,
  ...overrides,
})
const sample = (websiteId: string, metric: string, value: number, path = "/shop"): CensusEvent => ({
  _tag: "PerformanceSample",
  websiteId,
  at: BASE + 60_000,
  path,
  pageLoadId: "load-1",
  eventName: "web_vital",
  metric,
  value,
  data: null,
})

const append = (events: readonly CensusEvent[]) => EventStore.use((store) => store.append(events))
const totals = (websiteId: string, period: Period) =>
  EventStore.use((store) => store.totals(websiteId, period))
const report = (websiteId: string, period: Period, step: "hour" | "day") =>
  EventStore.use((store) => store.report(websiteId, period, step))

// Unique visitors may be estimated: within 2%, or 1 for small counts.
const closeTo = (actual: number, expected: number) =>
  assert.isAtMost(
    Math.abs(actual - expected),
    Math.max(1, Math.ceil(expected * 0.02)),
    `${actual} ≈ ${expected}`,
  )

/**
 * The EventStore contract: what is appended is counted once, in its hour, for its website; bots
 * apart; the dashboard's lists ordered and bounded; vitals at the 75th percentile's bucket.
 *
 * @example
 * suite("memory", memoryEventStoreLayer)
 */
export const suite = (name: string, makeLayer: MakeEventStore): void =>
  layer(makeLayer(), { timeout: "120 seconds" })(`EventStore contract (${name})`, (it) => {
    it.effect("an empty store and an empty batch give zeros", () =>
      Effect.gen(function* () {
        const website = freshId()
        yield* append([])
        const got = yield* totals(website, { from: BASE, to: BASE + DAY })
        assert.deepStrictEqual(got, {
          visits: 0,
          uniqueVisitors: 0,
          pageViews: 0,
          botHits: 0,
          scriptErrors: 0,
          funnel: { plpVisits: 0, pdpVisits: 0, addsToCart: 0, cartViews: 0 },
        })
      }),
    )

    it.effect("page views, visits, funnel events, bots and script errors are each counted once", () =>
      Effect.gen(function* () {
        const website = freshId()
        yield* append([
          hit(website, { newVisit: true }),
          hit(website, { path: "/shop/hat" }),
          hit(website, { visitorId: "visitor-b", newVisit: true }),
          hit(website, { name: "VisitPLP" }),
          hit(website, { name: "VisitPDP", itemId: "hat" }),
          hit(website, { name: "VisitPDP", itemId: "hat" }),
          hit(website, { name: "AddToCart", itemId: "hat" }),
          hit(website, { name: "ViewCart" }),
          hit(website, { name: "button-click" }),
          hit(website, { bot: true, visitorId: null }),
          hit(website, { bot: true, visitorId: null, name: "VisitPDP", itemId: "hat" }),
          {
            _tag: "ScriptError",
            websiteId: website,
            at: BASE + 1,
            visitorId: null,
            report: { kind: "error", message: "boom", stack: "", url: "/", timestamp: 1 },
          },
        ])
        yield* append([hit(freshId(), { newVisit: true })])
        const got = yield* totals(website, { from: BASE, to: BASE + DAY })
        assert.deepInclude(got, { visits: 2, pageViews: 3, botHits: 2, scriptErrors: 1 })
        closeTo(got.uniqueVisitors, 2)
        assert.deepStrictEqual(got.funnel, { plpVisits: 1, pdpVisits: 2, addsToCart: 1, cartViews: 1 })
      }),
    )

    it.effect("a period counts from its start, up to but not including its end", () =>
      Effect.gen(function* () {
        const website = freshId()
        yield* append([
          hit(website, { at: BASE + HOUR_MS - 1 }),
          hit(website, { at: BASE + HOUR_MS }),
          hit(website, { at: BASE + 2 * HOUR_MS - 1 }),
          hit(website, { at: BASE + 2 * HOUR_MS }),
        ])
        assert.strictEqual((yield* totals(website, hour(0))).pageViews, 1)
        assert.strictEqual((yield* totals(website, hour(1))).pageViews, 2)
        assert.strictEqual((yield* totals(website, hour(2))).pageViews, 1)
        assert.strictEqual((yield* totals(website, { from: BASE, to: BASE + 3 * HOUR_MS })).pageViews, 4)
      }),
    )

    it.effect("the series has every step, zeros included, hour by hour or day by day", () =>
      Effect.gen(function* () {
        const website = freshId()
        yield* append([
          hit(website, { at: BASE + 10, newVisit: true }),
          hit(website, { at: BASE + 2 * HOUR_MS + 10, newVisit: true, visitorId: "visitor-b" }),
          hit(website, { at: BASE + 2 * HOUR_MS + 20 }),
          hit(website, { at: BASE + DAY + 10, visitorId: "visitor-c" }),
        ])
        const hourly = yield* report(website, { from: BASE, to: BASE + 3 * HOUR_MS }, "hour")
        assert.deepStrictEqual(
          hourly.series.map((p) => [p.start - BASE, p.visits, p.pageViews]),
          [
            [0, 1, 1],
            [HOUR_MS, 0, 0],
            [2 * HOUR_MS, 1, 2],
          ],
        )
        closeTo(hourly.series[2]?.uniqueVisitors ?? -1, 2)
        const daily = yield* report(website, { from: BASE, to: BASE + 2 * DAY }, "day")
        assert.deepStrictEqual(
          daily.series.map((p) => [p.start - BASE, p.pageViews]),
          [
            [0, 3],
            [DAY, 1],
          ],
        )
        closeTo(daily.totals.uniqueVisitors, 3)
      }),
    )

    it.effect("unique visitors are distinct visitor ids among people's page views", () =>
      Effect.gen(function* () {
        const website = freshId()
        const visitors = Array.from({ length: 300 }, (_, i) => `visitor-${i}`)
        yield* append(
          visitors.flatMap((visitorId, i) => [
            hit(website, { visitorId, at: BASE + (i % 5) * HOUR_MS }),
            hit(website, { visitorId, at: BASE + 6 * HOUR_MS }),
          ]),
        )
        closeTo((yield* totals(website, { from: BASE, to: BASE + DAY })).uniqueVisitors, 300)
        closeTo((yield* totals(website, hour(0))).uniqueVisitors, 60)
        closeTo(
          (yield* report(website, { from: BASE, to: BASE + 2 * DAY }, "day")).totals.uniqueVisitors,
          300,
        )
      }),
    )

    it.effect("the top products are ordered by views, then id, ten at most, with their adds", () =>
      Effect.gen(function* () {
        const website = freshId()
        const views = Array.from({ length: 12 }, (_, i) =>
          Array.from({ length: 12 - i }, () =>
            hit(website, { name: "VisitPDP", itemId: `item-${String(i).padStart(2, "0")}` }),
          ),
        ).flat()
        yield* append([
          ...views,
          hit(website, { name: "AddToCart", itemId: "item-00" }),
          hit(website, { name: "VisitPDP", itemId: "item-01" }),
        ])
        const { topProducts } = yield* report(website, { from: BASE, to: BASE + DAY }, "day")
        assert.strictEqual(topProducts.length, 10)
        assert.deepStrictEqual(topProducts.slice(0, 3), [
          { itemId: "item-00", views: 12, addsToCart: 1 },
          { itemId: "item-01", views: 12, addsToCart: 0 },
          { itemId: "item-02", views: 10, addsToCart: 0 },
        ])
      }),
    )

    it.effect("the top pages are ordered by page views, then path, ten at most", () =>
      Effect.gen(function* () {
        const website = freshId()
        const views = Array.from({ length: 11 }, (_, i) =>
          Array.from({ length: i + 1 }, () => hit(website, { path: `/p${String(i).padStart(2, "0")}` })),
        ).flat()
        yield* append(views)
        const { topPages } = yield* report(website, { from: BASE, to: BASE + DAY }, "day")
        assert.strictEqual(topPages.length, 10)
        assert.deepStrictEqual(topPages[0], { path: "/p10", pageViews: 11 })
        assert.deepStrictEqual(topPages[9], { path: "/p01", pageViews: 2 })
      }),
    )

    it.effect("lists and vitals count exactly the hours of a period that starts and ends inside days", () =>
      Effect.gen(function* () {
        const website = freshId()
        const at = (hours: number) => BASE + hours * HOUR_MS + 5
        yield* append([
          hit(website, { at: at(1), path: "/early", name: "VisitPDP", itemId: "hat" }),
          hit(website, { at: at(1), path: "/early" }),
          hit(website, { at: at(5), path: "/middle" }),
          hit(website, { at: at(30), path: "/late" }),
          hit(website, { at: at(40), path: "/after" }),
          { ...(sample(website, "first_input_delay_ms", 50, "/early") as object), at: at(1) } as CensusEvent,
          { ...(sample(website, "first_input_delay_ms", 400, "/late") as object), at: at(30) } as CensusEvent,
        ])
        const got = yield* report(website, { from: BASE + 2 * HOUR_MS, to: BASE + 31 * HOUR_MS }, "hour")
        assert.deepStrictEqual(
          got.topPages.map((p) => p.path),
          ["/late", "/middle"],
        )
        assert.deepStrictEqual(got.topProducts, [])
        assert.deepStrictEqual(
          got.vitals.map((v) => [v.path, v.samples]),
          [["/late", 1]],
        )
        const wide = yield* report(website, { from: BASE, to: BASE + 2 * DAY }, "day")
        assert.deepStrictEqual(
          wide.topPages.map((p) => [p.path, p.pageViews]),
          [
            ["/early", 1],
            ["/after", 1],
            ["/late", 1],
            ["/middle", 1],
          ].sort((a, b) => (String(a[0]) < String(b[0]) ? -1 : 1)),
        )
      }),
    )

    it.effect("a page's vital is summarised by the bucket of its 75th percentile", () =>
      Effect.gen(function* () {
        const website = freshId()
        const lcp = "largest_contentful_paint_ms"
        yield* append([
          ...[1000, 2000, 2500, 2500, 2600].map((v) => sample(website, lcp, v)),
          ...[0.05, 0.1, 0.1, 0.3].map((v) => sample(website, "cumulative_layout_shift", v, "/cart")),
          sample(website, "tcp_ms", 5),
          { ...(sample(website, lcp, 9000) as object), eventName: "image" } as CensusEvent,
        ])
        const { vitals } = yield* report(website, { from: BASE, to: BASE + DAY }, "day")
        assert.deepStrictEqual(vitals, [
          { path: "/shop", metric: lcp, samples: 5, p75Bucket: vitalBucket(lcp, 2500) },
          {
            path: "/cart",
            metric: "cumulative_layout_shift",
            samples: 4,
            p75Bucket: vitalBucket("cumulative_layout_shift", 0.1),
          },
        ])
        assert.strictEqual(bucketValue(lcp, vitals[0]?.p75Bucket ?? -1), 2500)
        assert.strictEqual(bucketValue("cumulative_layout_shift", vitals[1]?.p75Bucket ?? -1), 0.1)
      }),
    )

    it.effect("text with a NUL or a lone surrogate is kept without failing its batch", () =>
      Effect.gen(function* () {
        const website = freshId()
        yield* append([hit(website, { path: "/a\u0000b", data: { note: "\ud800" } }), hit(website)])
        const got = yield* report(website, { from: BASE, to: BASE + DAY }, "day")
        assert.strictEqual(got.totals.pageViews, 2)
        assert.strictEqual(got.topPages.length, 2)
      }),
    )

    it.effect("a batch of thousands of events is kept whole", () =>
      Effect.gen(function* () {
        const website = freshId()
        const batch = Array.from({ length: 5000 }, (_, i) =>
          hit(website, { at: BASE + (i % 48) * HOUR_MS, newVisit: i % 5 === 0, visitorId: `v${i % 700}` }),
        )
        yield* append(batch)
        const got = yield* totals(website, { from: BASE, to: BASE + 2 * DAY })
        assert.deepInclude(got, { pageViews: 5000, visits: 1000 })
        closeTo(got.uniqueVisitors, 700)
      }),
    )
  })
