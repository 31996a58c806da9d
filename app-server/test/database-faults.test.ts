import { HTTP_MESSAGE } from "@vitrine/adapter-http/contract"
import { RETRY_AFTER_SECONDS } from "@vitrine/adapter-http/router"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import {
  type OwnDatabase,
  ownServerDatabase,
  serverOptions,
} from "../../contract-tests/src/setup/database.ts"
import { type RunningServer, start } from "../src/server.ts"
import { type AddOutcome, addLoop, lostAdds } from "./support/add-loop.ts"
import { type TcpProxy, tcpProxy } from "./support/tcp-proxy.ts"
import { emptyWebBuild } from "./support/web-build.ts"

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const OUTAGE_MS = 10_000
const RECOVERY_LIMIT_MS = 5_000

// Postgres "stopped" for 10 s under an add loop, through a TCP proxy of this test's own between the
// server and the Postgres server: the proxy closes every connection and refuses new ones, which is
// what a stopping Postgres looks like from the server, without stopping a server others share. The
// test's database is its own, made in beforeAll.
describe.skipIf(serverOptions() === undefined)("the Postgres server away for 10 s under an add loop", () => {
  let database: OwnDatabase
  let proxy: TcpProxy
  let server: RunningServer
  let before: AddOutcome[] = []
  let during: AddOutcome[] = []
  let after: AddOutcome[] = []
  let all: AddOutcome[] = []
  let restoredAt = 0

  beforeAll(async () => {
    database = (await ownServerDatabase("vitrine_faults")) as OwnDatabase
    const direct = new URL(database.databaseUrl)
    proxy = await tcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) })
    const proxied = new URL(database.databaseUrl)
    proxied.hostname = "127.0.0.1"
    proxied.port = String(proxy.port)
    server = await start({
      port: 0,
      logLevel: "silent",
      database: { databaseUrl: proxied.toString() },
      webDist: emptyWebBuild(),
      rateLimit: { limit: 1_000_000_000 },
    })
    const loop = await addLoop(server.url, { visitors: 8, itemId: "prod-canvas-tote" })
    // Serving first (a loaded machine takes a while to warm up): 20 adds answered, or 30 s.
    for (let waited = 0; waited < 30_000; waited += 100) {
      if (loop.outcomes.filter((outcome) => outcome.status === 200).length >= 20) break
      await sleep(100)
    }
    const downAt = Date.now()
    await proxy.down()
    await sleep(OUTAGE_MS)
    await proxy.up()
    restoredAt = Date.now()
    await sleep(RECOVERY_LIMIT_MS + 2_000)
    await loop.stop()
    all = loop.outcomes
    before = all.filter((outcome) => outcome.at < downAt)
    during = all.filter((outcome) => outcome.at >= downAt && outcome.at < restoredAt)
    after = all.filter((outcome) => outcome.at >= restoredAt)
  }, 90_000)

  afterAll(async () => {
    await server?.stop()
    await proxy?.close()
    await database?.release()
  })

  it("served before the fault, and answered throughout: no 500, no dropped connection", () => {
    expect(before.filter((outcome) => outcome.status === 200).length).toBeGreaterThan(10)
    const statuses = new Set(all.map((outcome) => outcome.status))
    expect([...statuses].filter((status) => status !== 200 && status !== 503)).toEqual([])
  })

  it("answers 503 with Retry-After and a message while Postgres is away", () => {
    const refused = during.filter((outcome) => outcome.status === 503)
    expect(refused.length).toBeGreaterThan(50)
    for (const outcome of refused) {
      expect(outcome.retryAfter).toBe(String(RETRY_AFTER_SECONDS))
      expect(outcome.message).toBe(HTTP_MESSAGE.unavailable)
    }
    // Past the first second nothing can have reached Postgres: the proxy really was down.
    const settled = during.filter((outcome) => outcome.at > restoredAt - OUTAGE_MS + 1_000)
    expect(settled.filter((outcome) => outcome.status === 200)).toEqual([])
  })

  it("serves again within 5 s of Postgres returning, by itself", () => {
    const firstServed = after.find((outcome) => outcome.status === 200)
    expect(firstServed).toBeDefined()
    const recoveryMs = (firstServed?.at ?? Number.POSITIVE_INFINITY) - restoredAt
    console.info(`served again ${recoveryMs} ms after Postgres returned`)
    expect(recoveryMs).toBeLessThanOrEqual(RECOVERY_LIMIT_MS)
    const settled = after.filter((outcome) => outcome.at > restoredAt + RECOVERY_LIMIT_MS)
    expect(settled.length).toBeGreaterThan(10)
    expect(settled.filter((outcome) => outcome.status !== 200)).toEqual([])
  })

  it("lost no add it answered 200", async () => {
    const answered = all.filter((outcome) => outcome.status === 200).length
    console.info(`${answered} adds answered 200, ${during.length} answered during the outage`)
    expect(await lostAdds(all, database.databaseUrl)).toEqual([])
  })
})
