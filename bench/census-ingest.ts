// The census's ingestion under load (issue 11): POST /api/census/RecordHit through the real server
// (app-server's `start`, in this process, on a fresh database of the Postgres server) driven by
// autocannon, beside a bare Express route that takes the same form body and answers 202. Prints
// accepted hits/s, p50/p99, and the hits stored once the write buffer has flushed beside those
// accepted (goal: ≥ 5 000 hits/s, stored = accepted, p99 ≤ 50 ms). Run alone with
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node --conditions=source bench/census-ingest.ts
import type { AddressInfo } from "node:net"
import { createDatabase, dropDatabase, migrateDatabase } from "@vitrine/adapter-postgres"
import { start } from "@vitrine/app-server"
import express from "express"
import pg from "pg"
import { type LoadFigures, load } from "./load.ts"

/** The goals of issue 11 for RecordHit on this 2-core machine. */
export const CENSUS_GOALS = { hitsPerSecond: 5000, p99Ms: 50 } as const

const WEBSITE = "bench-census"
const BROWSER =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36"
const BODY = new URLSearchParams({
  event: "view",
  data: JSON.stringify({ pagePath: "/shop", itemId: "hat", title: "Shop", viewportWidth: 1280 }),
}).toString()

// A bare Express app with the same body: read as text, answered 202 with no body.
const startBareRoute = async () => {
  const app = express()
  app.post("/hit", express.text({ type: () => true, limit: 8192 }), (_req, res) => {
    res.status(202).end()
  })
  const server = app.listen(0, "127.0.0.1")
  await new Promise<void>((resolve) => server.once("listening", () => resolve()))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/hit`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

// A returning visitor's cookies: consent given, and the census cookies a first hit set.
const visitorCookies = async (url: string) => {
  const cookies = ["ss_performanceCookiesAllowed=true"]
  const first = await fetch(url, {
    method: "POST",
    body: BODY,
    headers: { "user-agent": BROWSER, cookie: cookies[0] ?? "" },
  })
  for (const line of first.headers.getSetCookie()) cookies.push(line.split(";")[0] ?? "")
  return cookies.join("; ")
}

const row = (figures: LoadFigures) =>
  `${figures.name.padEnd(40)} ${figures.requestsPerSecond.toFixed(0).padStart(7)} req/s  p50 ${String(figures.p50Ms).padStart(3)} ms  p99 ${String(figures.p99Ms).padStart(4)} ms  errors ${figures.errors + figures.non2xx}`

/**
 * Loads RecordHit on the real server and the bare route in turn, then checks what was stored.
 *
 * @example
 * await printCensusIngest(process.env.DATABASE_URL)
 */
export const printCensusIngest = async (serverUrl: string): Promise<void> => {
  const seconds = Number(process.env.BENCH_SECONDS ?? 8)
  const connections = Number(process.env.CENSUS_CONNECTIONS ?? 50)
  const name = `vitrine_census_ingest_${Date.now()}`
  const databaseUrl = await createDatabase(serverUrl, name)
  await migrateDatabase({ databaseUrl })
  const sql = new pg.Client({ connectionString: databaseUrl })
  await sql.connect()
  const server = await start({
    port: 0,
    database: { databaseUrl },
    websiteId: WEBSITE,
    logLevel: "silent",
    outboxWorker: false,
  })
  const bare = await startBareRoute()
  try {
    const url = `${server.url}/api/census/RecordHit`
    const headers = {
      "content-type": "application/x-www-form-urlencoded",
      "user-agent": BROWSER,
      cookie: await visitorCookies(url),
    }
    // Loaded in turn for a few rounds, so that a machine shared with other work weighs on both alike.
    const rounds = Number(process.env.BENCH_ROUNDS ?? 3)
    const figures: { bare: LoadFigures; hits: LoadFigures }[] = []
    for (let round = 0; round < rounds; round++) {
      figures.push({
        bare: await load("bare Express route, same body (202)", {
          url: bare.url,
          method: "POST",
          headers,
          body: BODY,
          seconds,
          connections,
          warmupSeconds: round === 0 ? 2 : 0,
        }),
        hits: await load("POST /api/census/RecordHit", {
          url,
          method: "POST",
          headers,
          body: BODY,
          seconds,
          connections,
          warmupSeconds: round === 0 ? 2 : 0,
        }),
      })
    }
    const flushing = performance.now()
    await server.census.flush()
    const flushMs = performance.now() - flushing
    const stats = await server.census.stats()
    const stored = Number(
      (await sql.query("SELECT count(*) AS n FROM census_hits WHERE website_id = $1", [WEBSITE])).rows[0].n,
    )
    const answered = figures.reduce((sum, each) => sum + each.hits.requests - each.hits.non2xx, 0)
    console.log(
      `\ncensus ingestion (RecordHit through the real server, Postgres server, ${connections} connections)`,
    )
    figures.forEach((each, round) => {
      console.log(`round ${round + 1}`)
      console.log(row(each.bare))
      console.log(row(each.hits))
    })
    const median = (values: readonly number[]) =>
      [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0
    const rates = figures.map((each) => each.hits.requestsPerSecond)
    const best = figures.reduce((a, b) => (b.hits.requestsPerSecond > a.hits.requestsPerSecond ? b : a))
    console.log(
      `RecordHit: median ${median(rates).toFixed(0)} hits/s accepted, p99 median ${median(figures.map((each) => each.hits.p99Ms))} ms; ` +
        `best round ${best.hits.requestsPerSecond.toFixed(0)} hits/s, p99 ${best.hits.p99Ms} ms (goals ≥ ${CENSUS_GOALS.hitsPerSecond} hits/s, p99 ≤ ${CENSUS_GOALS.p99Ms} ms); ` +
        `ratio to the bare route ${median(figures.map((each) => each.hits.requestsPerSecond / each.bare.requestsPerSecond)).toFixed(2)} (median)`,
    )
    console.log(
      `stored after the flush (${flushMs.toFixed(0)} ms): ${stored}; accepted by the buffer: ${stats.accepted} (warm-ups and the first hit included; ${answered} answered 202 in the counted runs): ` +
        `stored ${stored === stats.accepted ? "=" : "≠"} accepted; dropped ${stats.dropped}, failed writes ${stats.failedWrites}`,
    )
  } finally {
    await bare.stop()
    await server.stop()
    await sql.end()
    await dropDatabase(serverUrl, name)
  }
}

if (import.meta.main) {
  const serverUrl = process.env.DATABASE_URL
  if (!serverUrl) throw new Error("Set DATABASE_URL to a Postgres server: the census benchmark needs one.")
  await printCensusIngest(serverUrl)
}
