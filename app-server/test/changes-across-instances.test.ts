import { randomBytes } from "node:crypto"
import { API_PATHS, CRUMB, SITE_PATHS } from "@vitrine/adapter-http/contract"
import { LISTENER_APPLICATION_NAME } from "@vitrine/adapter-postgres"
import pg from "pg"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { staffSession, TEST_ADMIN } from "../../contract-tests/src/http/staff.ts"
import {
  type OwnDatabase,
  ownServerDatabase,
  serverOptions,
} from "../../contract-tests/src/setup/database.ts"
import { type RunningServer, start } from "../src/server.ts"
import { emptyWebBuild } from "./support/web-build.ts"

const ANALYTICS = "/api/v1/commerce-preferences/analytics"
const WEBSITE = "vitrine-demo"

// Polls `check` (every 5 ms) until it holds, failing past `deadlineMs`; answers how long it took
// and how many checks failed first. The deadlines are far below the caches' expiry (30 s for
// preferences, 5 s for store settings), so passing means the change was heard, not waited out.
const until = async (deadlineMs: number, check: () => Promise<boolean>) => {
  const started = performance.now()
  let misses = 0
  while (!(await check())) {
    misses++
    if (performance.now() - started > deadlineMs) throw new Error(`not within ${deadlineMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 5))
  }
  return `${(performance.now() - started).toFixed(1)} ms (${misses} stale answers first)`
}

const json = async (url: string): Promise<unknown> => (await fetch(url)).json()

// Two whole stores in this test process, as two server processes would be: each its own pool, its
// own caches and its own listening connection, on one database of the test's own.
describe.skipIf(serverOptions() === undefined)("two store instances on one Postgres database", () => {
  let database: OwnDatabase
  let a: RunningServer
  let b: RunningServer
  let merchant: { readonly cookie: string; readonly crumb: string }

  const sql = async <Row extends object>(text: string, params: unknown[] = []): Promise<Row[]> => {
    const client = new pg.Client({ connectionString: database.databaseUrl })
    await client.connect()
    try {
      return (await client.query<Row>(text, params)).rows
    } finally {
      await client.end()
    }
  }
  const listenerPids = async () =>
    (
      await sql<{ pid: number }>(
        "SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND application_name = $1",
        [LISTENER_APPLICATION_NAME],
      )
    ).map((row) => row.pid)
  const put = (server: RunningServer, path: string, body: unknown) =>
    fetch(server.url + path, {
      method: "PUT",
      headers: {
        "Content-Type": "application/json",
        Cookie: merchant.cookie,
        [CRUMB.header]: merchant.crumb,
      },
      body: JSON.stringify(body),
    })
  const analyticsOf = async (server: RunningServer) =>
    ((await json(server.url + ANALYTICS)) as { analytics: Record<string, boolean> }).analytics

  beforeAll(async () => {
    database = (await ownServerDatabase("vitrine_prefsync")) as OwnDatabase
    const options = {
      port: 0,
      logLevel: "silent",
      database: { databaseUrl: database.databaseUrl },
      webDist: emptyWebBuild(),
      admin: TEST_ADMIN,
      outboxWorker: false,
      rateLimit: { limit: 1_000_000_000 },
      crumbSecret: randomBytes(32),
    } as const
    a = await start(options)
    b = await start(options)
    merchant = await staffSession(a.url)
  }, 120_000)
  afterAll(async () => {
    await b?.stop()
    await a?.stop()
    await database?.release()
  })

  it("a preferences PUT through A is seen by a GET through B without waiting for B's cache to expire", async () => {
    expect((await analyticsOf(b)).visitorMetrics).toBe(true) // B now holds it for 30 s
    const answer = await put(a, ANALYTICS, { analytics: { visitorMetrics: false } })
    expect(answer.status).toBe(200)
    const took = await until(5_000, async () => (await analyticsOf(b)).visitorMetrics === false)
    console.info(`preferences PUT through A seen by a GET through B ${took} after the PUT answered`)
  })

  it("a store settings PUT through A is seen by a GET through B before B's 5 s run out", async () => {
    const settingsOf = async (server: RunningServer) =>
      ((await json(server.url + API_PATHS.settings)) as { settings: { selectedCurrency: string } }).settings
    const before = (await settingsOf(b)).selectedCurrency
    const wanted = before === "EUR" ? "USD" : "EUR"
    expect((await put(a, API_PATHS.settings, { selectedCurrency: wanted })).status).toBe(200)
    const took = await until(1_000, async () => (await settingsOf(b)).selectedCurrency === wanted)
    console.info(`store settings PUT through A seen by a GET through B ${took} after the PUT answered`)
  })

  it("a languages save through A is served by B's pages before B's 5 s run out", async () => {
    const french = (server: RunningServer) => fetch(`${server.url}/fr`, { redirect: "manual" })
    expect((await french(b)).status).toBe(302) // B now keeps the site's languages (English alone)
    const languages = [
      { tag: "en", published: true },
      { tag: "fr", published: true },
    ]
    expect((await put(a, SITE_PATHS.multilingualLanguages, { languages })).status).toBe(200)
    const took = await until(1_000, async () => (await french(b)).status === 200)
    console.info(`languages save through A served by B ${took} after the PUT answered`)
  })

  it("a staff sign-out through A closes the session in B at once, not after B's 5 s", async () => {
    const staff = await staffSession(a.url)
    const signedIn = async (server: RunningServer) =>
      (
        (await (
          await fetch(server.url + API_PATHS.staffSession, { headers: { Cookie: staff.cookie } })
        ).json()) as {
          staff: unknown
        }
      ).staff !== null
    expect(await signedIn(b)).toBe(true) // B now keeps the session for 5 s
    const out = await fetch(a.url + API_PATHS.staffSession, {
      method: "DELETE",
      headers: { Cookie: staff.cookie, [CRUMB.header]: staff.crumb },
    })
    expect(out.status).toBe(200)
    const took = await until(1_000, async () => !(await signedIn(b)))
    console.info(`staff sign-out through A closed the session in B ${took} after it answered`)
  })

  it("a listener whose connection is terminated comes back, and its process's caches are dropped then", async () => {
    const old = await listenerPids()
    expect(old).toHaveLength(2)
    // A write no process announces (straight into the table): B keeps serving what it cached...
    const cached = await analyticsOf(b)
    const written = {
      visitorMetrics: !cached.visitorMetrics,
      performanceCollector: !cached.performanceCollector,
    }
    await sql(
      `INSERT INTO commerce_preferences (website_id, namespace, preference_values) VALUES ($1, 'analytics', $2)
        ON CONFLICT (website_id, namespace) DO UPDATE SET preference_values = excluded.preference_values`,
      [WEBSITE, JSON.stringify(written)],
    )
    expect(await analyticsOf(b)).toEqual(cached)
    // ...until its listener is cut off and comes back: notices may have been missed, so it drops all.
    await sql("SELECT pg_terminate_backend(pid) FROM unnest($1::int[]) AS pid", [old])
    const took = await until(5_000, async () => {
      const now = await analyticsOf(b)
      return (
        now.visitorMetrics === written.visitorMetrics &&
        now.performanceCollector === written.performanceCollector
      )
    })
    console.info(`listener terminated: B dropped its cache and read the database again after ${took}`)
    const now = await listenerPids()
    expect(now).toHaveLength(2)
    expect(now.filter((pid) => old.includes(pid))).toEqual([])
    // Listening again: a write through A reaches B at once, as before.
    expect(
      (await put(a, ANALYTICS, { analytics: { visitorMetrics: true, performanceCollector: true } })).status,
    ).toBe(200)
    await until(5_000, async () => {
      const after = await analyticsOf(b)
      return after.visitorMetrics === true && after.performanceCollector === true
    })
  })
})
