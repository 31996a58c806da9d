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
import { splitByDays } from "./census-hll.ts"
import { uniqueVisitors } from "./census-uniques.ts"
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
// The parameters of `splitRows`: the whole days, then the hours at either edge.
const splitParams = (websiteId: string, period: Period) => {
  const { days, hours } = splitByDays(period)
  return [websiteId, iso(days.from), iso(days.to), ...hours.flatMap((h) => [iso(h.from), iso(h.to)])]
}
const IN_PERIOD = "website_id = $1 AND hour >= $2::timestamptz AND hour < $3::timestamptz"
// The rows of a table kept per hour and per day over a period: whole days ($2/$3) from day rows,
// the edges ($4..$7) from hours (`splitParams`). Three ranges of the primary key joined by UNION
// ALL, each an index range scan; one WHERE with OR made a bitmap of them all (EXPLAIN ANALYZE over
// the bench's 10 million events: 600 ms against 300 ms for the vitals of 30 days).
const splitRows = (table: string, columns: string) => {
  const range = (unit: "day" | "hour", from: number) =>
    `SELECT ${columns} FROM ${table}
     WHERE website_id = $1 AND unit = '${unit}' AND hour >= $${from}::timestamptz AND hour < $${from + 1}::timestamptz`
  return `(${range("day", 2)} UNION ALL ${range("hour", 4)} UNION ALL ${range("hour", 6)}) AS kept`
}

// Per step (or over the whole period when `step` is undefined): every count of census_hours.
const countsSql = (step: Step | undefined) =>
  step === undefined
    ? `SELECT NULL::float8 AS step, ${SUMS} FROM census_hours WHERE ${IN_PERIOD}`
    : `SELECT extract(epoch FROM date_trunc('${step}', hour, 'UTC'))::float8 * 1000 AS step, ${SUMS}
       FROM census_hours WHERE ${IN_PERIOD} GROUP BY 1`
const CountsRow = Schema.Struct({ step: Schema.NullOr(N), ...TotalsRow.fields })

const counts = (websiteId: string, period: Period, step: Step | undefined) =>
  query(CountsRow, { sql: countsSql(step), params: [websiteId, iso(period.from), iso(period.to)] })

const add = (rows: readonly (typeof TotalsRow.Type)[]): typeof TotalsRow.Type => {
  const sum = (key: keyof typeof TotalsRow.Type) => rows.reduce((total, row) => total + row[key], 0)
  return {
    page_views: sum("page_views"),
    visits: sum("visits"),
    bot_hits: sum("bot_hits"),
    script_errors: sum("script_errors"),
    plp_visits: sum("plp_visits"),
    pdp_visits: sum("pdp_visits"),
    adds_to_cart: sum("adds_to_cart"),
    cart_views: sum("cart_views"),
  }
}

/**
 * A website's totals over a period, from the hourly counts and the merged registers (two
 * statements, concurrently).
 *
 * @example
 * censusTotals("site-1", { from, to })
 */
export const censusTotals = (websiteId: string, period: Period) =>
  Effect.all([counts(websiteId, period, undefined), uniqueVisitors(websiteId, period, undefined)], {
    concurrency: "unbounded",
  }).pipe(
    Effect.map(([rows, uniques]) => totalsOf(add(rows), uniques.total)),
    Effect.orDie,
  )

const totalsOf = (row: typeof TotalsRow.Type, uniqueVisitors: number): CensusTotals => ({
  visits: row.visits,
  uniqueVisitors,
  pageViews: row.page_views,
  botHits: row.bot_hits,
  scriptErrors: row.script_errors,
  funnel: {
    plpVisits: row.plp_visits,
    pdpVisits: row.pdp_visits,
    addsToCart: row.adds_to_cart,
    cartViews: row.cart_views,
  },
})

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
    const split = splitParams(websiteId, period)
    // Five statements, sent together: the counts and registers per step give the totals as well.
    const [seriesRows, uniques, products, pages, vitals] = yield* Effect.all(
      [
        counts(websiteId, period, step),
        uniqueVisitors(websiteId, period, step),
        query(ProductRow, {
          sql: `SELECT item_id, sum(views)::float8 AS views, sum(adds_to_cart)::float8 AS adds_to_cart
          FROM ${splitRows("census_product_hours", 'item_id COLLATE "C" AS item_id, views, adds_to_cart')}
          GROUP BY item_id ORDER BY views DESC, item_id LIMIT ${TOP_COUNT}`,
          params: split,
        }),
        query(PageRow, {
          sql: `SELECT path, sum(page_views)::float8 AS page_views
          FROM ${splitRows("census_page_hours", 'path COLLATE "C" AS path, page_views')}
          GROUP BY path ORDER BY page_views DESC, path LIMIT ${TOP_COUNT}`,
          params: split,
        }),
        query(VitalRow, { sql: VITALS_SQL, params: split }),
      ],
      { concurrency: "unbounded" },
    )
    const byStep = new Map(seriesRows.map((row) => [row.step, row]))
    const report: CensusReport = {
      totals: totalsOf(add(seriesRows), uniques.total),
      series: stepStarts(period, step).map((start) => ({
        start,
        visits: byStep.get(start)?.visits ?? 0,
        uniqueVisitors: uniques.byStep.get(start) ?? 0,
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
// reaches ⌈0.75 n⌉ (core's `p75Bucket`). Grouped and ordered in the "C" collation: byte order is
// the order ties are broken in, and far cheaper to sort than the database's locale.
const VITALS_SQL = `
  WITH histogram AS (
    SELECT path, metric, bucket, sum(samples) AS n
    FROM ${splitRows("census_vital_hours", 'path COLLATE "C" AS path, metric COLLATE "C" AS metric, bucket, samples')}
    GROUP BY 1, 2, 3
  ), running AS (
    SELECT path, metric, bucket,
      sum(n) OVER (PARTITION BY path, metric ORDER BY bucket) AS seen,
      sum(n) OVER (PARTITION BY path, metric) AS total
    FROM histogram
  )
  SELECT path, metric, max(total)::float8 AS samples, min(bucket) FILTER (WHERE seen >= ceil(0.75 * total))::float8 AS bucket
  FROM running GROUP BY path, metric
  ORDER BY samples DESC, path, metric LIMIT ${VITALS_COUNT}`
