// The census benchmark of issue 11: run with
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node --conditions=source bench/census.ts
// on a Postgres server (a fresh database is made for the run and dropped after). Two figures:
// 1. ingestion: RecordHit through the real HTTP server under autocannon, beside a bare Express
//    route, with the hits stored after the flush beside those accepted (bench/census-ingest.ts,
//    which `npm run bench` runs too);
// 2. the dashboard over generated events: CENSUS_EVENTS (default 10 million) hits straight into
//    the raw table with generate_series, the rollups rebuilt from them, then the dashboard queries.
import { randomBytes } from "node:crypto"
import {
  CensusRollups,
  createDatabase,
  dropDatabase,
  migrateDatabase,
  postgresLayer,
} from "@vitrine/adapter-postgres"
import { censusDashboard } from "@vitrine/core/census"
import { ManagedRuntime } from "effect"
import pg from "pg"
import { printCensusIngest } from "./census-ingest.ts"

const serverUrl = process.env.DATABASE_URL
if (!serverUrl) throw new Error("Set DATABASE_URL to a Postgres server: the census benchmark needs one.")
const generated = Number(process.env.CENSUS_EVENTS ?? 10_000_000)

const name = `vitrine_census_bench_${Date.now()}_${randomBytes(3).toString("hex")}`
const databaseUrl = await createDatabase(serverUrl, name)
await migrateDatabase({ databaseUrl })
const sql = new pg.Client({ connectionString: databaseUrl })
await sql.connect()
const seconds = (from: number) => (performance.now() - from) / 1000
const count = async (query: string) => Number((await sql.query(query)).rows[0].n)

try {
  // 1. RecordHit through the real server, beside a bare Express route (also part of `npm run bench`).
  await printCensusIngest(serverUrl)

  // 2. The dashboard over generated events: 60 days back from now, so the 30-day range has a
  // previous period; a million visitors, 250 pages, 200 products; one hit in 50 from a bot; about
  // one sample of a web vital for every ten hits.
  const now = Date.now()
  const generating = performance.now()
  await sql.query(
    `INSERT INTO census_hits (website_id, at, name, visitor_id, new_visit, bot, path, item_id, data)
     SELECT 'bench-site', to_timestamp($1 / 1000.0) - ((g * 7919) % (60 * 86400)) * interval '1 second',
       (ARRAY['PageView','PageView','PageView','PageView','PageView','PageView','VisitPLP','VisitPDP','VisitPDP','AddToCart','ViewCart','button-click'])[(1 + (g * 31) % 12)::int],
       'v' || ((g * 104729) % 1000000), g % 9 = 0, g % 50 = 0, '/p/' || (g % 250), 'item-' || (g % 200), NULL
     FROM generate_series(1::bigint, $2::bigint) AS g`,
    [now, generated],
  )
  await sql.query(
    `INSERT INTO census_samples (website_id, at, path, page_load_id, event_name, metric, value, data)
     SELECT 'bench-site', to_timestamp($1 / 1000.0) - ((g * 7919) % (60 * 86400)) * interval '1 second', '/p/' || (g % 250),
       'load-' || g, 'web_vital',
       (ARRAY['first_contentful_paint_ms','largest_contentful_paint_ms','cumulative_layout_shift','interaction_to_next_paint_ms','first_input_delay_ms'])[(1 + g % 5)::int],
       CASE WHEN g % 5 = 2 THEN ((g * 13) % 400) / 1000.0 ELSE (g * 37) % 6000 END, NULL
     FROM generate_series(1::bigint, $2::bigint) AS g`,
    [now, Math.round(generated / 10)],
  )
  const generation = seconds(generating)
  const rollups = ManagedRuntime.make(postgresLayer({ databaseUrl }))
  const rebuilding = performance.now()
  await rollups.runPromise(CensusRollups.use((r) => r.rebuild))
  const rebuild = seconds(rebuilding)
  await sql.query("ANALYZE")
  const rows = await count("SELECT count(*) AS n FROM census_hours")
  console.log(
    `dashboard data: ${generated} hits and ${Math.round(generated / 10)} vital samples generated in ${generation.toFixed(1)} s; ` +
      `rollups rebuilt in ${rebuild.toFixed(1)} s (${rows} site-hours)`,
  )
  for (const range of ["today", "7d", "30d"] as const) {
    const times: number[] = []
    let visits = 0
    for (let round = 0; round < 5; round++) {
      const from = performance.now()
      const dashboard = await rollups.runPromise(censusDashboard("bench-site", range))
      times.push(performance.now() - from)
      visits = dashboard.totals.visits
    }
    times.sort((a, b) => a - b)
    console.log(
      `dashboard ${range} over ${generated} events: median ${times[2]?.toFixed(0)} ms, worst ${times[4]?.toFixed(0)} ms (goal < 1000 ms); ${visits} visits`,
    )
  }
  await rollups.dispose()
} finally {
  await sql.end()
  await dropDatabase(serverUrl, name)
}
