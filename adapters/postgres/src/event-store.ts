import {
  type CensusEvent,
  EventStore,
  type Hit,
  type PerformanceSample,
  type ScriptError,
} from "@vitrine/core/census"
import { Effect, Layer, Schema } from "effect"
import { censusReport, censusTotals } from "./census-report.ts"
import { errorRollup, hitRollups, sampleRollups } from "./census-rollup-sql.ts"
import { type Database, withDatabase } from "./database.ts"
import { query } from "./query.ts"
import { transactionally } from "./session.ts"

// Text Postgres cannot hold (NUL, a lone surrogate) becomes U+FFFD: a visitor's string never fails
// a whole batch.
// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is exactly what must be replaced.
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g
const asJson = (rows: readonly object[]) =>
  JSON.stringify(rows, (_, value) =>
    typeof value === "string" ? value.replace(UNSTORABLE, "\ufffd") : value,
  )

// One statement per kind of event: the rows travel as one JSON document, are inserted, and every
// rollup is brought up to date in the same statement, so a batch costs one round trip.
const batchStatement = (columns: string, select: string, raw: string, rollups: readonly string[]) =>
  `WITH batch AS MATERIALIZED (SELECT ${select} FROM json_to_recordset($1::json) AS b(${columns})),
   raw AS (INSERT INTO ${raw} SELECT * FROM batch)
   ${rollups.map((rollup, i) => `, rollup${i} AS (${rollup})`).join("\n")}
   SELECT 1 AS done`

const HITS_SQL = batchStatement(
  "website_id text, at float8, name text, visitor_id text, new_visit boolean, bot boolean, path text, item_id text, data jsonb",
  "website_id, to_timestamp(at / 1000.0) AS at, name, visitor_id, new_visit, bot, path, item_id, data",
  "census_hits",
  hitRollups("batch"),
)
const ERRORS_SQL = batchStatement(
  "website_id text, at float8, visitor_id text, kind text, message text, stack text, url text, line integer, col integer, reported_at float8",
  "website_id, to_timestamp(at / 1000.0) AS at, visitor_id, kind, message, stack, url, line, col, reported_at",
  "census_script_errors",
  [errorRollup("batch")],
)
const SAMPLES_SQL = batchStatement(
  "website_id text, at float8, path text, page_load_id text, event_name text, metric text, value float8, data jsonb",
  "website_id, to_timestamp(at / 1000.0) AS at, path, page_load_id, event_name, metric, value, data",
  "census_samples",
  sampleRollups("batch"),
)

const Done = Schema.Struct({ done: Schema.Number })
const run = (sql: string, rows: readonly object[]) =>
  rows.length === 0 ? Effect.void : Effect.asVoid(query(Done, { sql, params: [asJson(rows)] }))

const hitRow = (hit: Hit) => ({
  website_id: hit.websiteId,
  at: hit.at,
  name: hit.name,
  visitor_id: hit.visitorId,
  new_visit: hit.newVisit,
  bot: hit.bot,
  path: hit.path,
  item_id: hit.itemId,
  data: hit.data,
})
const errorRow = ({ websiteId, at, visitorId, report }: ScriptError) => ({
  website_id: websiteId,
  at,
  visitor_id: visitorId,
  kind: report.kind,
  message: report.message,
  stack: report.stack,
  url: report.url,
  line: report.line ?? null,
  col: report.column ?? null,
  reported_at: report.timestamp,
})
const sampleRow = (sample: PerformanceSample) => ({
  website_id: sample.websiteId,
  at: sample.at,
  path: sample.path,
  page_load_id: sample.pageLoadId,
  event_name: sample.eventName,
  metric: sample.metric,
  value: sample.value,
  data: sample.data,
})

const append = (events: ReadonlyArray<CensusEvent>) => {
  const hits = events.filter((e): e is Hit => e._tag === "Hit").map(hitRow)
  const errors = events.filter((e): e is ScriptError => e._tag === "ScriptError").map(errorRow)
  const samples = events.filter((e): e is PerformanceSample => e._tag === "PerformanceSample").map(sampleRow)
  const statements = [run(HITS_SQL, hits), run(ERRORS_SQL, errors), run(SAMPLES_SQL, samples)]
  const kinds = [hits, errors, samples].filter((rows) => rows.length > 0).length
  const all = Effect.all(statements, { discard: true })
  // One kind: one statement, atomic by itself. Several: one transaction, so all land or none.
  return (kinds > 1 ? transactionally(all) : all).pipe(Effect.orDie)
}

/**
 * EventStore on Postgres: each batch written as one statement per kind of event (hits, script
 * errors, performance samples) that inserts the raw rows and adds to the hourly rollups; the
 * dashboard reads the rollups only (unique visitors as HyperLogLog registers: within about 3%,
 * exact for small counts while no two visitors share a register). A statement that fails is a defect.
 *
 * @example
 * Layer.provide(eventStoreLayer(), databaseLayer({}))
 */
export const eventStoreLayer = (): Layer.Layer<EventStore, never, Database> =>
  Layer.effect(
    EventStore,
    withDatabase((provide) =>
      EventStore.of({
        append: (events) => provide(append(events)),
        totals: (websiteId, period) => provide(censusTotals(websiteId, period)),
        report: (websiteId, period, step) => provide(censusReport(websiteId, period, step)),
      }),
    ),
  )
