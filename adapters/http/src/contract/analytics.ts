import { VITALS } from "@vitrine/core/perf"
import { Schema } from "effect"
import { ANALYTICS_PATH } from "./analytics-path.ts"

export { ANALYTICS_PATH } from "./analytics-path.ts"

/** The message of a `range` that is not one of the dashboard's. */
export const RANGE_MESSAGE = "range must be today, 7d or 30d."

const Count = Schema.Number
const PeriodSchema = Schema.Struct({ from: Schema.Number, to: Schema.Number })
const FunnelSchema = Schema.Struct({
  plpVisits: Count,
  pdpVisits: Count,
  addsToCart: Count,
  cartViews: Count,
})
const TotalsSchema = Schema.Struct({
  visits: Count,
  uniqueVisitors: Count,
  pageViews: Count,
  botHits: Count,
  scriptErrors: Count,
  funnel: FunnelSchema,
})
const VitalSchema = Schema.Struct({
  path: Schema.String,
  metric: Schema.Literals(VITALS),
  samples: Count,
  p75: Schema.Number,
  rating: Schema.Literals(["good", "needs-improvement", "poor"]),
  /** The thresholds the rating is drawn with (PERF-015..019), so a screen can show them. */
  good: Schema.Number,
  poor: Schema.Number,
})

/**
 * The merchant dashboard as the wire carries it: core's `CensusDashboard`, each vital with the
 * good/poor thresholds it is rated against.
 *
 * @example
 * const dashboard: AnalyticsDashboard = Schema.decodeUnknownSync(AnalyticsCall.response)(await res.json()).dashboard
 */
export const AnalyticsDashboardSchema = Schema.Struct({
  range: Schema.Literals(["today", "7d", "30d"]),
  step: Schema.Literals(["hour", "day"]),
  current: PeriodSchema,
  previous: PeriodSchema,
  totals: TotalsSchema,
  previousTotals: TotalsSchema,
  series: Schema.Array(
    Schema.Struct({ start: Schema.Number, visits: Count, uniqueVisitors: Count, pageViews: Count }),
  ),
  topProducts: Schema.Array(Schema.Struct({ itemId: Schema.String, views: Count, addsToCart: Count })),
  topPages: Schema.Array(Schema.Struct({ path: Schema.String, pageViews: Count })),
  vitals: Schema.Array(VitalSchema),
  botShare: Schema.Number,
})
/** The merchant dashboard on the wire. */
export type AnalyticsDashboard = typeof AnalyticsDashboardSchema.Type

/**
 * `GET /api/admin/analytics?range=` (merchant, `analytics.read`): the store's visitor analytics over
 * today so far, the last 7 or the last 30 UTC days, with the previous period's totals to compare.
 * The spec names no path, method or default range; decided here: the admin API's prefix, and 7 days
 * when `range` is absent (the screen opens on it). Another `range` is 400 with {@link RANGE_MESSAGE}.
 *
 * @example
 * Schema.decodeUnknownSync(AnalyticsCall.query)({ range: "30d" })
 */
export const AnalyticsCall = {
  method: "GET",
  path: ANALYTICS_PATH,
  query: Schema.Struct({
    range: Schema.optionalKey(Schema.Literals(["today", "7d", "30d"]).annotate({ message: RANGE_MESSAGE })),
  }).annotate({ message: RANGE_MESSAGE }),
  response: Schema.Struct({ dashboard: AnalyticsDashboardSchema }),
} as const
