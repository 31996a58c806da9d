import pg from "pg"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { staffSession } from "../../contract-tests/src/http/staff.ts"
import { Visitor } from "../../contract-tests/src/http/visitor.ts"
import {
  type OwnDatabase,
  ownServerDatabase,
  serverOptions,
} from "../../contract-tests/src/setup/database.ts"
import { addLoop, lostAdds } from "./support/add-loop.ts"
import { getOnNewConnection } from "./support/fresh-connection.ts"
import { childPids, type StoreProcess, spawnStore } from "./support/store-process.ts"

/** The rate limit of the four-process store, per client and minute. */
const LIMIT = 120
/**
 * How far past the limit a client spread over the four processes may get: the hits the other
 * processes admitted since their last flush (every 100 ms). The test's client sends eight at a time;
 * on the 2-core machine a wave takes about 20–60 ms, so a flush interval sees two to five waves.
 */
const RUN_AHEAD_BOUND = 40
const from = (address: string) => ({ "x-forwarded-for": address })
const ADMIN = { email: "admin@example.com", password: "four workers, one merchant" }
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

const sql = async <Row extends object>(databaseUrl: string, text: string): Promise<Row[]> => {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    return (await client.query<Row>(text)).rows
  } finally {
    await client.end()
  }
}

/** The pids that logged a request whose URL contains `path`, from a store's JSON log lines. */
const pidsServing = (lines: readonly string[], path: string): Set<number> => {
  const pids = new Set<number>()
  for (const line of lines) {
    if (!line.startsWith("{")) continue
    const entry = JSON.parse(line) as { msg?: string; url?: string; pid?: number }
    if (entry.msg === "request" && entry.url?.includes(path) && entry.pid !== undefined) pids.add(entry.pid)
  }
  return pids
}

// Each describe starts `npm start`'s server (main.ts) in processes of its own, on a database of its
// own, made in its beforeAll (so a run that filters the describe out makes none).
const onServer = serverOptions() !== undefined

describe.skipIf(!onServer)("WORKERS=4: four server processes on one database", () => {
  let database: OwnDatabase
  let store: StoreProcess

  beforeAll(async () => {
    database = (await ownServerDatabase("vitrine_workers", { migrated: false })) as OwnDatabase
    // A fresh database nobody has migrated: the four workers start, and migrate it, at once.
    // One proxy in front: each test speaks for a client address of its own (X-Forwarded-For), so the
    // rate limit counts each test's requests apart.
    store = await spawnStore({
      DATABASE_URL: database.databaseUrl,
      WORKERS: "4",
      RATE_LIMIT_PER_MINUTE: String(LIMIT),
      TRUST_PROXY_HOPS: "1",
      // A merchant signed in through one worker acts through any: the session is in the database,
      // and every worker signs crumbs with the same key.
      VITRINE_ADMIN_PASSWORD: ADMIN.password,
      VITRINE_CRUMB_SECRET: "a crumb secret the four workers share",
    })
  }, 120_000)

  afterAll(async () => {
    if (store?.child.exitCode === null) {
      store.child.kill("SIGKILL")
      await store.exited
    }
    await database?.release()
  })

  it("four processes migrating one fresh database at once all start, and each migration is applied once", async () => {
    expect(await childPids(store.child.pid ?? 0)).toHaveLength(4)
    const applied = await sql<{ name: string; times: string }>(
      database.databaseUrl,
      "SELECT name, count(*) AS times FROM knex_migrations GROUP BY name",
    )
    expect(applied.length).toBeGreaterThan(10)
    expect(applied.filter((migration) => migration.times !== "1")).toEqual([])
    const [products] = await sql<{ count: string }>(database.databaseUrl, "SELECT count(*) FROM products")
    expect(products?.count).toBe("13")
  })

  it("serves from every process: a cart made through one is read through all of them", async () => {
    const visitor = await new Visitor(store.url).arrive()
    const added = await visitor.send("POST", "/api/commerce/shopping-cart/entries", {
      itemId: "prod-canvas-tote",
    })
    expect(added.status).toBe(200)
    const cookie = `vitrine_cart=${encodeURIComponent(visitor.cookies.get("vitrine_cart") ?? "")}`
    const reads = await Promise.all(
      Array.from({ length: 40 }, () =>
        getOnNewConnection(store.url, "/api/commerce/shopping-cart", { cookie }),
      ),
    )
    expect(reads.map((read) => read.status)).toEqual(reads.map(() => 200))
    for (const read of reads) expect(JSON.parse(read.body).cart.totalQuantity).toBe(1)
    // The log lines are written without waiting: give the last ones a moment to arrive.
    for (
      let waited = 0;
      pidsServing(store.lines, "/shopping-cart").size < 4 && waited < 5_000;
      waited += 100
    ) {
      await sleep(100)
    }
    expect([...pidsServing(store.lines, "/shopping-cart")].sort()).toEqual(
      (await childPids(store.child.pid ?? 0)).sort(),
    )
  })

  it("a preferences write through one worker is seen through every other at once, not after their 30 s", async () => {
    const client = from("192.0.2.44")
    const path = "/api/v1/commerce-preferences/analytics"
    const wave = async () =>
      (await Promise.all(Array.from({ length: 24 }, () => getOnNewConnection(store.url, path, client)))).map(
        (read) => (read.status === 200 ? JSON.parse(read.body).analytics.visitorMetrics : read.status),
      )
    // Every worker reads the default and keeps it (for 30 s without the change notices).
    expect(await wave()).toEqual(Array(24).fill(true))
    for (let waited = 0; pidsServing(store.lines, path).size < 4 && waited < 5_000; waited += 100)
      await sleep(100)
    expect(pidsServing(store.lines, path).size).toBe(4)
    const merchant = await staffSession(store.url, ADMIN)
    const written = await fetch(store.url + path, {
      method: "PUT",
      headers: {
        "Content-Type": "application/json",
        Cookie: merchant.cookie,
        "X-CSRF-Token": merchant.crumb,
        ...client,
      },
      body: JSON.stringify({ analytics: { visitorMetrics: false } }),
    })
    expect(written.status).toBe(200)
    const answeredAt = performance.now()
    // A wave of reads spread over the four workers, until one finds every worker changed; far
    // within the 30 s a worker would otherwise keep the old values.
    let stale = 0
    let waves = 0
    for (;;) {
      waves++
      const reads = await wave()
      expect(reads.filter((read) => typeof read !== "boolean")).toEqual([])
      stale += reads.filter((read) => read === true).length
      if (reads.every((read) => read === false)) break
      expect(performance.now() - answeredAt).toBeLessThan(3_000)
    }
    console.info(
      `WORKERS=4: after a preferences write, ${waves} wave(s) of 24 reads until all saw it, ${stale} stale reads (${(performance.now() - answeredAt).toFixed(0)} ms)`,
    )
  })

  it("the rate limit holds across the processes: past it every process refuses the client", async () => {
    const client = from("203.0.113.7")
    const answers: Array<{ status: number; at: number }> = []
    // Eight at a time on new connections, spread over the four workers, until one is refused.
    while (!answers.some((answer) => answer.status === 429) && answers.length < LIMIT * 3) {
      const wave = await Promise.all(
        Array.from({ length: 8 }, () => getOnNewConnection(store.url, "/api/commerce/products", client)),
      )
      answers.push(...wave.map(({ status }) => ({ status, at: Date.now() })))
    }
    const allowed = answers.filter((answer) => answer.status === 200).length
    expect(answers.filter((answer) => answer.status !== 200 && answer.status !== 429)).toEqual([])
    console.info(`limit ${LIMIT}: ${allowed} allowed across 4 processes before the first 429`)
    // A process's count is never above the true total, so none refuses early...
    expect(allowed).toBeGreaterThanOrEqual(LIMIT)
    // ...and it runs ahead by at most what the others admitted since their last flush (100 ms).
    expect(allowed - LIMIT).toBeLessThanOrEqual(RUN_AHEAD_BOUND)
    // Once the flushes have gone round, every process knows: all refuse.
    await sleep(500)
    const after = await Promise.all(
      Array.from({ length: 24 }, () => getOnNewConnection(store.url, "/api/commerce/products", client)),
    )
    expect(after.map((answer) => answer.status)).toEqual(after.map(() => 429))
    // The health endpoint is not counted.
    expect((await getOnNewConnection(store.url, "/api/health", client)).status).toBe(200)
  })

  it("a worker killed with SIGKILL is replaced, and the others serve meanwhile", async () => {
    const [victim, ...others] = await childPids(store.child.pid ?? 0)
    process.kill(victim ?? 0, "SIGKILL")
    await sleep(200)
    const meanwhile = await Promise.all(
      Array.from({ length: 20 }, () =>
        getOnNewConnection(store.url, "/api/commerce/products", from("198.51.100.2")),
      ),
    )
    expect(meanwhile.map((answer) => answer.status)).toEqual(meanwhile.map(() => 200))
    let now = await childPids(store.child.pid ?? 0)
    // A new worker loads and compiles everything again: on a loaded 2-core machine, a minute or more.
    for (let waited = 0; now.length < 4 && waited < 150_000; waited += 250) {
      await sleep(250)
      now = await childPids(store.child.pid ?? 0)
    }
    expect(now).toHaveLength(4)
    expect(now).not.toContain(victim)
    expect(now).toEqual(expect.arrayContaining(others))
  }, 180_000)

  it("SIGTERM stops every process gracefully", async () => {
    store.child.kill("SIGTERM")
    expect(await store.exited).toEqual({ code: 0, signal: null })
    expect(await childPids(store.child.pid ?? 0)).toEqual([])
  }, 30_000)
})

describe.skipIf(!onServer)("a server killed with SIGKILL while adds are in flight", () => {
  let database: OwnDatabase

  beforeAll(async () => {
    database = (await ownServerDatabase("vitrine_crash")) as OwnDatabase
  })
  afterAll(() => database?.release())

  it("loses no add it answered 200, and the next start serves the same carts", async () => {
    const store = await spawnStore({ DATABASE_URL: database.databaseUrl, RATE_LIMIT_PER_MINUTE: "0" })
    const loop = await addLoop(store.url, { visitors: 8, itemId: "prod-canvas-tote" })
    // Killed once enough adds were answered, however loaded the machine (a fixed sleep was not
    // enough on a busy CI host); the adds go on, so some are in flight at the kill.
    for (
      let waited = 0;
      waited < 60_000 && loop.outcomes.filter((o) => o.status === 200).length <= 10;
      waited += 100
    )
      await sleep(100)
    await sleep(200)
    store.child.kill("SIGKILL")
    expect(await store.exited).toEqual({ code: null, signal: "SIGKILL" })
    await loop.stop()
    const answered = loop.outcomes.filter((outcome) => outcome.status === 200)
    expect(answered.length).toBeGreaterThan(10)
    // Adds were in flight when it died: their connections broke with no answer.
    expect(loop.outcomes.some((outcome) => outcome.status === 0)).toBe(true)
    expect(loop.outcomes.filter((outcome) => outcome.status !== 200 && outcome.status !== 0)).toEqual([])
    expect(await lostAdds(loop.outcomes, database.databaseUrl)).toEqual([])

    const again = await spawnStore({ DATABASE_URL: database.databaseUrl, RATE_LIMIT_PER_MINUTE: "0" })
    try {
      const last = answered.at(-1)
      const cookie = `vitrine_cart=${encodeURIComponent(last?.cartId ?? "")}`
      const read = await getOnNewConnection(again.url, "/api/commerce/shopping-cart", { cookie })
      expect(read.status).toBe(200)
      expect(JSON.parse(read.body).cart.totalQuantity).toBeGreaterThanOrEqual(last?.totalQuantity ?? 1)
    } finally {
      again.child.kill("SIGTERM")
      await again.exited
    }
  }, 180_000)
})
