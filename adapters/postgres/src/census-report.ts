import {
  type CensusReport,
  type CensusTotals,
  type Period,
  type Step,
  stepStarts,
  TOP_COUNT,
  VITALS_COUNT,
} from "@vitrine/core/census"
import { VITALS, type VitalName } from "@vitrine/core/perf"
import { Effect, Schema } from "effect"
import { estimateDistinct, splitByDays } from "./census-hll.ts"
import { query } from "./query.ts"

const iso = (at: number) => new Date(at).toISOString()
const N = Schema.Number
const TotalsRow = Schema.Struct({
  page_views: N,
  visits: N,
  bot_hits: N,
  script_errors: N,
  plp_visits: N,
  pdp_visits: N,
  adds_to_cart: N,
  cart_views: N,
})
const SUMS = [
  "page_views",
  "visits",
  "bot_hits",
  "script_errors",
  "plp_visits",
  "pdp_visits",
  "adds_to_cart",
  "cart_views",
]
  .map((column) => `coalesce(sum(${column}), 0)::float8 AS ${column}`)
  .join(", ")
const IN_PERIOD = "website_id = $1 AND hour >= $2::timestamptz AND hour < $3::timestamptz"
// Tables kept per hour and per day: whole days ($2/$3) from day rows, the edges ($4..$7) from hours
// (the parameters of `uniqueParams` for a period).
const IN_SPLIT_PERIOD = `website_id = $1 AND ((unit = 'day' AND hour >= $2::timestamptz AND hour < $3::timestamptz)
  OR (unit = 'hour' AND ((hour >= $4::timestamptz AND hour < $5::timestamptz) OR (hour >= $6::timestamptz AND hour < $7::timestamptz))))`

const RegistersRow = Schema.Struct({ step: N, filled: N, harmonic: N })

// Registers merged per step (or over the whole period when `step` is undefined): day registers
// for whole days, hour registers at the edges. Hour steps: $2/$3 the period; else $2/$3 the whole
// days, $4..$7 the edge hours.
const uniquesSql = (step: Step | undefined) => {
  const stepOf = (column: string) =>
    step === undefined ? "0::float8" : `extract(epoch FROM date_trunc('${step}', ${column}, 'UTC')) * 1000`
  const days =
    step === "hour"
      ? ""
      : `SELECT ${stepOf("day")} AS step, register, rank FROM census_unique_days
      WHERE website_id = $1 AND day >= $2::timestamptz AND day < $3::timestamptz UNION ALL `
  const hours =
    step === "hour"
      ? "hour >= $2::timestamptz AND hour < $3::timestamptz"
      : "((hour >= $4::timestamptz AND hour < $5::timestamptz) OR (hour >= $6::timestamptz AND hour < $7::timestamptz))"
  return `SELECT step::float8 AS step, count(*)::float8 AS filled, sum(power(2::float8, -rank))::float8 AS harmonic
    FROM (SELECT step, register, max(rank) AS rank FROM (
      ${days}SELECT ${stepOf("hour")} AS step, register, rank FROM census_unique_hours WHERE website_id = $1 AND ${hours}
    ) registers GROUP BY step, register) merged GROUP BY step`
}

const uniqueParams = (websiteId: string, period: Period, step: Step | undefined) => {
  if (step === "hour") return [websiteId, iso(period.from), iso(period.to)]
  const { days, hours } = splitByDays(period)
  return [websiteId, iso(days.from), iso(days.to), ...hours.flatMap((h) => [iso(h.from), iso(h.to)])]
}

const uniquesByStep = (websiteId: string, period: Period, step: Step | undefined) =>
  Effect.map(
    query(RegistersRow, {
      sql: uniquesSql(step),
      params: uniqueParams(websiteId, period, step),
    }),
    (rows) => new Map(rows.map((row) => [row.step, estimateDistinct(row.filled, row.harmonic)])),
  )

/**
 * A website's totals over a period, from the hourly counts and the merged registers.
 *
 * @example
 * censusTotals("site-1", { from, to })
 */
export const censusTotals = (websiteId: string, period: Period) =>
  Effect.gen(function* () {
    const [row] = yield* query(TotalsRow, {
      sql: `SELECT ${SUMS} FROM census_hours WHERE ${IN_PERIOD}`,
      params: [websiteId, iso(period.from), iso(period.to)],
    })
    const uniques = yield* uniquesByStep(websiteId, period, undefined)
    return totalsOf(row, uniques.get(0) ?? 0)
  }).pipe(Effect.orDie)

const totalsOf = (row: typeof TotalsRow.Type | undefined, uniqueVisitors: number): CensusTotals => ({
  visits: row?.visits ?? 0,
  uniqueVisitors,
  pageViews: row?.page_views ?? 0,
  botHits: row?.bot_hits ?? 0,
  scriptErrors: row?.script_errors ?? 0,
  funnel: {
    plpVisits: row?.plp_visits ?? 0,
    pdpVisits: row?.pdp_visits ?? 0,
    addsToCart: row?.adds_to_cart ?? 0,
    cartViews: row?.cart_views ?? 0,
  },
})

const SeriesRow = Schema.Struct({ step: N, visits: N, page_views: N })
const ProductRow = Schema.Struct({ item_id: Schema.String, views: N, adds_to_cart: N })
const PageRow = Schema.Struct({ path: Schema.String, page_views: N })
const VitalRow = Schema.Struct({
  path: Schema.String,
  metric: Schema.Literals(VITALS as readonly VitalName[]),
  samples: N,
  bucket: N,
})

/**
 * A website's report over a period: totals, series, top products and pages, vitals at p75.
 *
 * @example
 * censusReport("site-1", { from, to }, "day")
 */
export const censusReport = (websiteId: string, period: Period, step: Step) =>
  Effect.gen(function* () {
    const params = [websiteId, iso(period.from), iso(period.to)]
    const split = uniqueParams(websiteId, period, undefined)
    const [totals, seriesRows, uniques, products, pages, vitals] = yield* Effect.all([
      censusTotals(websiteId, period),
      query(SeriesRow, {
        sql: `SELECT extract(epoch FROM date_trunc('${step}', hour, 'UTC'))::float8 * 1000 AS step,
          sum(visits)::float8 AS visits, sum(page_views)::float8 AS page_views
          FROM census_hours WHERE ${IN_PERIOD} GROUP BY 1`,
        params,
      }),
      uniquesByStep(websiteId, period, step),
      query(ProductRow, {
        sql: `SELECT item_id, sum(views)::float8 AS views, sum(adds_to_cart)::float8 AS adds_to_cart
          FROM census_product_hours WHERE ${IN_SPLIT_PERIOD} GROUP BY item_id
          ORDER BY views DESC, item_id COLLATE "C" LIMIT ${TOP_COUNT}`,
        params: split,
      }),
      query(PageRow, {
        sql: `SELECT path, sum(page_views)::float8 AS page_views FROM census_page_hours WHERE ${IN_SPLIT_PERIOD}
          GROUP BY path ORDER BY page_views DESC, path COLLATE "C" LIMIT ${TOP_COUNT}`,
        params: split,
      }),
      query(VitalRow, { sql: VITALS_SQL, params: split }),
    ])
    const byStep = new Map(seriesRows.map((row) => [row.step, row]))
    const report: CensusReport = {
      totals,
      series: stepStarts(period, step).map((start) => ({
        start,
        visits: byStep.get(start)?.visits ?? 0,
        uniqueVisitors: uniques.get(start) ?? 0,
        pageViews: byStep.get(start)?.page_views ?? 0,
      })),
      topProducts: products.map((row) => ({
        itemId: row.item_id,
        views: row.views,
        addsToCart: row.adds_to_cart,
      })),
      topPages: pages.map((row) => ({ path: row.path, pageViews: row.page_views })),
      vitals: vitals.map((row) => ({
        path: row.path,
        metric: row.metric,
        samples: row.samples,
        p75Bucket: row.bucket,
      })),
    }
    return report
  }).pipe(Effect.orDie)

// The nearest-rank 75th percentile of each page's histogram: the first bucket whose running count
// reaches ⌈0.75 n⌉ (core's `p75Bucket`).
const VITALS_SQL = `
  WITH histogram AS (
    SELECT path, metric, bucket, sum(samples) AS n FROM census_vital_hours WHERE ${IN_SPLIT_PERIOD} GROUP BY 1, 2, 3
  ), running AS (
    SELECT path, metric, bucket,
      sum(n) OVER (PARTITION BY path, metric ORDER BY bucket) AS seen,
      sum(n) OVER (PARTITION BY path, metric) AS total
    FROM histogram
  )
  SELECT path, metric, max(total)::float8 AS samples, min(bucket) FILTER (WHERE seen >= ceil(0.75 * total))::float8 AS bucket
  FROM running GROUP BY path, metric
  ORDER BY samples DESC, path COLLATE "C", metric COLLATE "C" LIMIT ${VITALS_COUNT}`
