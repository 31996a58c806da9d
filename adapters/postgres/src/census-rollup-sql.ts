import { FUNNEL_EVENTS, PAGE_VIEW } from "@vitrine/core/census"
import { VITAL_BUCKET_BOUNDS, VITALS } from "@vitrine/core/perf"

// A relation with census_hits' columns: the batch being written, or the raw table for a rebuild.
type Source = string

const hourOf = "date_trunc('hour', at, 'UTC')"
const person = `NOT bot`

/**
 * The rollup statements of a batch of hits read from `source`, each an upsert that adds to what
 * the rollups already hold. Rows go in key order, so two writers never wait on each other in a cycle.
 */
export const hitRollups = (source: Source): readonly string[] => [
  ...hitCountRollups(source),
  uniqueRollup("census_unique_hours", "hour", source),
  uniqueRollup("census_unique_days", "day", source),
]

/** The counting rollups of a batch of hits: per hour, per page, per product. */
export const hitCountRollups = (source: Source): readonly string[] => [
  `INSERT INTO census_hours AS t (website_id, hour, page_views, visits, bot_hits, plp_visits, pdp_visits, adds_to_cart, cart_views)
   SELECT website_id, ${hourOf},
     count(*) FILTER (WHERE ${person} AND name = '${PAGE_VIEW}'),
     count(*) FILTER (WHERE ${person} AND name = '${PAGE_VIEW}' AND new_visit),
     count(*) FILTER (WHERE bot),
     count(*) FILTER (WHERE ${person} AND name = '${FUNNEL_EVENTS.plpVisits}'),
     count(*) FILTER (WHERE ${person} AND name = '${FUNNEL_EVENTS.pdpVisits}'),
     count(*) FILTER (WHERE ${person} AND name = '${FUNNEL_EVENTS.addsToCart}'),
     count(*) FILTER (WHERE ${person} AND name = '${FUNNEL_EVENTS.cartViews}')
   FROM ${source} GROUP BY 1, 2 ORDER BY 1, 2
   ON CONFLICT (website_id, hour) DO UPDATE SET
     page_views = t.page_views + excluded.page_views, visits = t.visits + excluded.visits,
     bot_hits = t.bot_hits + excluded.bot_hits, plp_visits = t.plp_visits + excluded.plp_visits,
     pdp_visits = t.pdp_visits + excluded.pdp_visits, adds_to_cart = t.adds_to_cart + excluded.adds_to_cart,
     cart_views = t.cart_views + excluded.cart_views`,
  ...UNITS.flatMap((unit) => [pageRollup(source, unit), productRollup(source, unit)]),
]

/**
 * The units the page, product and vital rollups are kept in: hours, and whole UTC days (read for
 * the whole days of a long range, 24 times fewer rows).
 */
export const UNITS = ["hour", "day"] as const
/** A rollup unit. */
export type Unit = (typeof UNITS)[number]

const startOf = (unit: Unit) => `date_trunc('${unit}', at, 'UTC')`

const pageRollup = (source: Source, unit: Unit) =>
  `INSERT INTO census_page_hours AS t (website_id, unit, hour, path, page_views)
   SELECT website_id, '${unit}', ${startOf(unit)}, path, count(*) FROM ${source}
   WHERE ${person} AND name = '${PAGE_VIEW}' AND path IS NOT NULL GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
   ON CONFLICT (website_id, unit, hour, path) DO UPDATE SET page_views = t.page_views + excluded.page_views`

const productRollup = (source: Source, unit: Unit) =>
  `INSERT INTO census_product_hours AS t (website_id, unit, hour, item_id, views, adds_to_cart)
   SELECT website_id, '${unit}', ${startOf(unit)}, item_id,
     count(*) FILTER (WHERE name = '${FUNNEL_EVENTS.pdpVisits}'), count(*) FILTER (WHERE name = '${FUNNEL_EVENTS.addsToCart}')
   FROM ${source}
   WHERE ${person} AND item_id IS NOT NULL AND name IN ('${FUNNEL_EVENTS.pdpVisits}', '${FUNNEL_EVENTS.addsToCart}')
   GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
   ON CONFLICT (website_id, unit, hour, item_id) DO UPDATE SET
     views = t.views + excluded.views, adds_to_cart = t.adds_to_cart + excluded.adds_to_cart`

/**
 * HyperLogLog registers of a batch's visitors (people's page views only): the first 32 bits of the
 * id's MD5; the first 10 bits pick one of 1024 registers, the rank is the position of the first 1 in
 * the other 22 (23 when none). A register keeps the highest rank it has seen.
 */
export const uniqueRollup = (table: string, unit: "hour" | "day", source: Source): string =>
  `INSERT INTO ${table} AS t (website_id, ${unit}, register, rank)
   SELECT website_id, date_trunc('${unit}', at, 'UTC'), substring(h FROM 1 FOR 10)::int,
     max(coalesce(nullif(position('1' IN substring(h::text FROM 11)), 0), 23))
   FROM (SELECT website_id, at, ('x' || substr(md5(visitor_id), 1, 8))::bit(32) AS h
         FROM ${source} WHERE ${person} AND name = '${PAGE_VIEW}' AND visitor_id IS NOT NULL) hashed
   GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
   ON CONFLICT (website_id, ${unit}, register) DO UPDATE SET rank = greatest(t.rank, excluded.rank)`

const array = (values: readonly number[]) => `'{${values.join(",")}}'::float8[]`
const negatedBounds = (bounds: readonly number[]) => array([...bounds].reverse().map((bound) => -bound))
const LCP = VITAL_BUCKET_BOUNDS.largest_contentful_paint_ms
const CLS = VITAL_BUCKET_BOUNDS.cumulative_layout_shift

// The bucket is the number of bounds strictly below the value (core's `vitalBucket`), from the same
// bounds: width_bucket counts bounds at or below its operand, so it is asked about -value.
const bucketOf = `CASE WHEN metric = 'cumulative_layout_shift'
  THEN ${CLS.length} - width_bucket(-value, ${negatedBounds(CLS)})
  ELSE ${LCP.length} - width_bucket(-value, ${negatedBounds(LCP)}) END`

/**
 * The vitals rollups of a batch of samples read from `source` (census_samples' columns): web-vital
 * samples only, counted per hour (and per day), page, metric and histogram bucket.
 */
export const sampleRollups = (source: Source): readonly string[] =>
  UNITS.map(
    (unit) => `INSERT INTO census_vital_hours AS t (website_id, unit, hour, path, metric, bucket, samples)
   SELECT website_id, '${unit}', ${startOf(unit)}, path, metric, (${bucketOf})::smallint, count(*) FROM ${source}
   WHERE event_name = 'web_vital' AND metric IN (${VITALS.map((name) => `'${name}'`).join(", ")})
   GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1, 2, 3, 4, 5, 6
   ON CONFLICT (website_id, unit, hour, path, metric, bucket) DO UPDATE SET samples = t.samples + excluded.samples`,
  )

/** The script-error rollup of a batch read from `source` (census_script_errors' columns). */
export const errorRollup = (source: Source): string =>
  `INSERT INTO census_hours AS t (website_id, hour, script_errors)
   SELECT website_id, ${hourOf}, count(*) FROM ${source} GROUP BY 1, 2 ORDER BY 1, 2
   ON CONFLICT (website_id, hour) DO UPDATE SET script_errors = t.script_errors + excluded.script_errors`

/** Every rollup table, emptied before a rebuild. */
export const ROLLUP_TABLES = [
  "census_hours",
  "census_page_hours",
  "census_product_hours",
  "census_vital_hours",
  "census_unique_hours",
  "census_unique_days",
] as const
