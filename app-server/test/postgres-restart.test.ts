import { HTTP_MESSAGE } from "@vitrine/adapter-http/contract"
import { RETRY_AFTER_SECONDS } from "@vitrine/adapter-http/router"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { type RunningServer, start } from "../src/server.ts"
import { type AddOutcome, addLoop, lostAdds } from "./support/add-loop.ts"
import { postgresBin, type ThrowawayPostgres, throwawayPostgres } from "./support/throwaway-postgres.ts"
import { emptyWebBuild } from "./support/web-build.ts"

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const OUTAGE_MS = 10_000
const RECOVERY_LIMIT_MS = 5_000

// The real thing the proxy test (database-faults.test.ts) imitates: a Postgres server stopped as a
// crash stops it (pg_ctl stop -m immediate: no checkpoint, the WAL replayed at the next start) for
// 10 s while visitors add, then started again. The server is a throwaway cluster of the test's own
// on another port; the shared server is never touched.
//
// "While Postgres is down" is the time in which it surely is: from `pg_ctl stop -w` returning (the
// postmaster and every backend gone) to `pg_ctl start` being called. Not to `pg_ctl start -w`
// returning: Postgres accepts connections as soon as its WAL is replayed, and pg_ctl only notices on
// its next poll of postmaster.pid (every 100 ms), then runuser exits and Node hears of it; on a
// loaded machine adds rightly answered 200 in that gap (printed: 4 in one run, the last 9 ms before
// pg_ctl returned 2.4 s after it was called; none ever while Postgres was stopped).
// An add counts as during the outage only if it was sent after the stop returned and answered before
// the start was called, so its whole life fell inside. Every answer of the run, whenever it came,
// must still be 200 or 503, and every 503 carry Retry-After and the message.
describe.skipIf(postgresBin() === undefined)("a real Postgres crash and restart under an add loop", () => {
  let postgres: ThrowawayPostgres
  let server: RunningServer
  let during: AddOutcome[] = []
  let after: AddOutcome[] = []
  let all: AddOutcome[] = []
  let restartedAt = 0

  beforeAll(async () => {
    postgres = await throwawayPostgres()
    server = await start({
      port: 0,
      logLevel: "silent",
      database: { databaseUrl: postgres.databaseUrl },
      webDist: emptyWebBuild(),
      rateLimit: { limit: 1_000_000_000 },
    })
    const loop = await addLoop(server.url, { visitors: 8, itemId: "prod-canvas-tote" })
    for (let waited = 0; waited < 30_000; waited += 100) {
      if (loop.outcomes.filter((outcome) => outcome.status === 200).length >= 20) break
      await sleep(100)
    }
    const downAt = Date.now()
    await postgres.stop("immediate")
    const stoppedAt = Date.now()
    await sleep(OUTAGE_MS)
    const startingAt = Date.now()
    await postgres.start()
    restartedAt = Date.now()
    await sleep(RECOVERY_LIMIT_MS + 2_000)
    await loop.stop()
    all = loop.outcomes
    during = all.filter((outcome) => outcome.sentAt >= stoppedAt && outcome.at < startingAt)
    after = all.filter((outcome) => outcome.at >= restartedAt)
    console.info(
      `stopped in ${stoppedAt - downAt} ms, started in ${restartedAt - startingAt} ms; ${all.length} adds tried`,
    )
  }, 120_000)

  afterAll(async () => {
    await server?.stop()
    await postgres?.remove()
  })

  it("answers 503 with Retry-After and a message while Postgres is down, never 500", () => {
    expect([...new Set(all.map((outcome) => outcome.status))].filter((s) => s !== 200 && s !== 503)).toEqual(
      [],
    )
    expect(during.filter((outcome) => outcome.status === 503).length).toBeGreaterThan(20)
    for (const outcome of all.filter((outcome) => outcome.status === 503)) {
      expect(outcome.retryAfter).toBe(String(RETRY_AFTER_SECONDS))
      expect(outcome.message).toBe(HTTP_MESSAGE.unavailable)
    }
    expect(during.filter((outcome) => outcome.status === 200)).toEqual([])
  })

  it("serves again within 5 s of Postgres being back, by itself", () => {
    const firstServed = after.find((outcome) => outcome.status === 200)
    const recoveryMs = (firstServed?.at ?? Number.POSITIVE_INFINITY) - restartedAt
    console.info(`served again ${recoveryMs} ms after Postgres restarted`)
    expect(recoveryMs).toBeLessThanOrEqual(RECOVERY_LIMIT_MS)
    const settled = after.filter((outcome) => outcome.at > restartedAt + RECOVERY_LIMIT_MS)
    expect(settled.length).toBeGreaterThan(10)
    expect(settled.filter((outcome) => outcome.status !== 200)).toEqual([])
  })

  it("lost no add it answered 200, through the crash's recovery", async () => {
    console.info(`${all.filter((outcome) => outcome.status === 200).length} adds answered 200`)
    expect(await lostAdds(all, postgres.databaseUrl)).toEqual([])
  })
})
