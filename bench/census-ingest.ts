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
    mail: { intervalMs: 0 },
  })
  const bare = await startBareRoute()
  try {
    const url = `${server.url}/api/census/RecordHit`
    const headers = {
      "content-type": "application/x-www-form-urlencoded",
      "user-agent": BROWSER,
      cookie: await visitorCookies(url),
    }
    const bareFigures = await load("bare Express route, same body (202)", {
      url: bare.url,
      method: "POST",
      headers,
      body: BODY,
      seconds,
      connections,
    })
    const before = (await server.census.stats()).accepted
    const hits = await load("POST /api/census/RecordHit", {
      url,
      method: "POST",
      headers,
      body: BODY,
      seconds,
      connections,
    })
    const flushing = performance.now()
    await server.census.flush()
    const flushMs = performance.now() - flushing
    const stats = await server.census.stats()
    const stored = Number(
      (await sql.query("SELECT count(*) AS n FROM census_hits WHERE website_id = $1", [WEBSITE])).rows[0].n,
    )
    const answered = hits.requests - hits.non2xx
    console.log("\ncensus ingestion (RecordHit through the real server, Postgres server)")
    console.log(row(bareFigures))
    console.log(row(hits))
    console.log(
      `RecordHit: ${hits.requestsPerSecond.toFixed(0)} hits/s accepted (goal ≥ ${CENSUS_GOALS.hitsPerSecond}), p99 ${hits.p99Ms} ms (goal ≤ ${CENSUS_GOALS.p99Ms}); ` +
        `${answered} answered 202 in the counted run, ${stats.accepted} accepted by the buffer in all (warm-up and first hit included), ` +
        `${stored} stored after the flush (${flushMs.toFixed(0)} ms): stored ${stored === stats.accepted ? "=" : "≠"} accepted; dropped ${stats.dropped}, failed writes ${stats.failedWrites}; ` +
        `ratio to the bare route ${(hits.requestsPerSecond / bareFigures.requestsPerSecond).toFixed(2)}`,
    )
    if (stats.accepted - before < answered)
      console.log("  (some 202 answers were not accepted by the buffer)")
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
