import { Clock, Effect } from "effect"
import { bucketValue } from "../perf/histogram.ts"
import type { VitalName } from "../perf/names.ts"
import { rateVital, type VitalRating } from "../perf/thresholds.ts"
import { type DashboardRange, type Period, periodsOf, type Step } from "./period.ts"
import { EventStore } from "./port.ts"
import type { CensusTotals, PageCount, ProductCount, SeriesPoint } from "./report.ts"

/** A page's vital at the 75th percentile, rated against PERF-015..019. */
export interface VitalP75 {
  readonly path: string
  readonly metric: VitalName
  readonly samples: number
  /** The upper bound of the 75th percentile's histogram bucket. */
  readonly p75: number
  readonly rating: VitalRating
}

/**
 * The merchant's dashboard for one range: the current and previous periods' totals, the current
 * series, top products and pages, vitals at p75, and the bots' share of all page views (0 when
 * there were none).
 */
export interface CensusDashboard {
  readonly range: DashboardRange
  readonly step: Step
  readonly current: Period
  readonly previous: Period
  readonly totals: CensusTotals
  readonly previousTotals: CensusTotals
  readonly series: readonly SeriesPoint[]
  readonly topProducts: readonly ProductCount[]
  readonly topPages: readonly PageCount[]
  readonly vitals: readonly VitalP75[]
  readonly botShare: number
}

/**
 * The dashboard of a website over a range at the clock's time, compared with the period before.
 *
 * @example
 * censusDashboard("site-1", "7d") // Effect<CensusDashboard, never, EventStore>
 */
export const censusDashboard = Effect.fn("censusDashboard")(function* (
  websiteId: string,
  range: DashboardRange,
) {
  const store = yield* EventStore
  const { current, previous, step } = periodsOf(range, yield* Clock.currentTimeMillis)
  // Both asked at once: an adapter with several connections answers them side by side.
  const [report, previousTotals] = yield* Effect.all(
    [store.report(websiteId, current, step), store.totals(websiteId, previous)],
    { concurrency: "unbounded" },
  )
  const { totals } = report
  const seen = totals.botHits + totals.pageViews
  const dashboard: CensusDashboard = {
    range,
    step,
    current,
    previous,
    totals,
    previousTotals,
    series: report.series,
    topProducts: report.topProducts,
    topPages: report.topPages,
    vitals: report.vitals.map((vital) => {
      const p75 = bucketValue(vital.metric, vital.p75Bucket)
      return {
        path: vital.path,
        metric: vital.metric,
        samples: vital.samples,
        p75,
        rating: rateVital(vital.metric, p75),
      }
    }),
    botShare: seen === 0 ? 0 : totals.botHits / seen,
  }
  return dashboard
})
