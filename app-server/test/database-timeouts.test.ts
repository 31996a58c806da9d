import { HTTP_MESSAGE } from "@vitrine/adapter-http/contract"
import { RETRY_AFTER_SECONDS } from "@vitrine/adapter-http/router"
import pg from "pg"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { Visitor } from "../../contract-tests/src/http/visitor.ts"
import {
  type OwnDatabase,
  ownServerDatabase,
  serverOptions,
} from "../../contract-tests/src/setup/database.ts"
import { type RunningServer, start } from "../src/server.ts"
import { type TcpProxy, tcpProxy } from "./support/tcp-proxy.ts"
import { emptyWebBuild } from "./support/web-build.ts"

const ADD = "/api/commerce/shopping-cart/entries"
const TIMEOUTS = { connectMs: 1_000, acquireMs: 2_000, statementMs: 500, queryMs: 1_500 }
// Far below the minute knex's pool and node-postgres would otherwise wait (forever, for a statement
// the server never answers), and far above the timeouts, for a loaded machine.
const ANSWERED_WITHIN_MS = 12_000

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** One add by a new visitor (a new cart), timed. */
const addAsNewVisitor = async (url: string) => {
  const visitor = new Visitor(url)
  await visitor.get("/api/health")
  const started = Date.now()
  const answer = await visitor.send("POST", ADD, { itemId: "prod-canvas-tote", quantity: 1 })
  return { ...answer, elapsedMs: Date.now() - started }
}

const expectTryAgain = (answer: Awaited<ReturnType<typeof addAsNewVisitor>>) => {
  expect(answer.status).toBe(503)
  expect(answer.response.headers.get("retry-after")).toBe(String(RETRY_AFTER_SECONDS))
  expect(answer.body?.message).toBe(HTTP_MESSAGE.unavailable)
  expect(answer.elapsedMs).toBeLessThan(ANSWERED_WITHIN_MS)
}

// The store's timeouts on Postgres (PostgresTimeouts), set short here, on a database of the test's
// own reached through a TCP proxy of its own, so no server others share is disturbed.
describe.skipIf(serverOptions() === undefined)("timeouts on the Postgres pool", () => {
  let database: OwnDatabase
  let proxy: TcpProxy
  let server: RunningServer

  beforeAll(async () => {
    database = (await ownServerDatabase("vitrine_timeouts")) as OwnDatabase
    const direct = new URL(database.databaseUrl)
    proxy = await tcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) })
    const proxied = new URL(database.databaseUrl)
    proxied.hostname = "127.0.0.1"
    proxied.port = String(proxy.port)
    server = await start({
      port: 0,
      logLevel: "silent",
      database: { databaseUrl: proxied.toString(), timeouts: TIMEOUTS },
      webDist: emptyWebBuild(),
      rateLimit: { limit: 1_000_000_000 },
    })
  }, 90_000)

  afterAll(async () => {
    await server?.stop()
    await proxy?.close()
    await database?.release()
  })

  it("a statement held up past statement_timeout (a lock held elsewhere) answers 503 with Retry-After, then serves", async () => {
    expect((await addAsNewVisitor(server.url)).status).toBe(200)
    const holder = new pg.Client({ connectionString: database.databaseUrl })
    await holder.connect()
    try {
      await holder.query("BEGIN")
      await holder.query("LOCK TABLE carts IN ACCESS EXCLUSIVE MODE")
      expectTryAgain(await addAsNewVisitor(server.url))
      await holder.query("ROLLBACK")
    } finally {
      await holder.end()
    }
    expect((await addAsNewVisitor(server.url)).status).toBe(200)
  })

  it("a server that stops answering without closing (a black-holed network) answers 503 with Retry-After, then serves", async () => {
    expect((await addAsNewVisitor(server.url)).status).toBe(200)
    proxy.stall()
    try {
      // The first meets a pooled connection (query_timeout), the next ones new connections
      // (connection and acquire timeouts).
      for (let attempt = 0; attempt < 3; attempt++) expectTryAgain(await addAsNewVisitor(server.url))
    } finally {
      proxy.flow()
    }
    let served = 0
    for (let waited = 0; waited < 10_000 && served === 0; waited += 250) {
      if ((await addAsNewVisitor(server.url)).status === 200) served++
      else await sleep(250)
    }
    expect(served).toBe(1)
  })
})
