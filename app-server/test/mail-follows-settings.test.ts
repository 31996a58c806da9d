import { randomBytes } from "node:crypto"
import { API_PATHS, CRUMB } from "@vitrine/adapter-http/contract"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { staffSession, TEST_ADMIN } from "../../contract-tests/src/http/staff.ts"
import {
  type OwnDatabase,
  ownServerDatabase,
  serverOptions,
} from "../../contract-tests/src/setup/database.ts"
import { startSmtpServer, type TestSmtpServer } from "../../contract-tests/src/setup/smtp.ts"
import { MAIL_LOOKUP_TTL_MS } from "../src/outbox-worker.ts"
import { type RunningServer, start } from "../src/server.ts"
import { sendAll, signUps } from "./delivery.test-support.ts"
import { emptyWebBuild } from "./support/web-build.ts"

// Polls until `count` e-mails arrived (every 5 ms), failing past `deadlineMs`; answers how long it took.
const mailsArrived = async (smtp: TestSmtpServer, count: number, deadlineMs: number) => {
  const started = performance.now()
  while (smtp.received().length < count) {
    if (performance.now() - started > deadlineMs) throw new Error(`not within ${deadlineMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 5))
  }
  return performance.now() - started
}

// Two whole stores in this test process, as two server processes would be: A answers the merchant,
// B runs the outbox's worker (and keeps what its e-mail renderer read for MAIL_LOOKUP_TTL_MS).
describe.skipIf(serverOptions() === undefined)(
  "the e-mail worker of one process, the merchant on another",
  () => {
    let database: OwnDatabase
    let smtp: TestSmtpServer
    let a: RunningServer
    let b: RunningServer

    beforeAll(async () => {
      database = (await ownServerDatabase("vitrine_mailsync")) as OwnDatabase
      smtp = await startSmtpServer()
      const options = {
        port: 0,
        logLevel: "silent",
        database: { databaseUrl: database.databaseUrl },
        webDist: emptyWebBuild(),
        admin: TEST_ADMIN,
        rateLimit: { limit: 1_000_000_000 },
        crumbSecret: randomBytes(32),
      } as const
      a = await start({ ...options, outboxWorker: false })
      b = await start({ ...options, outboxWorker: { idleMs: 10 }, mail: { url: smtp.url } })
    }, 120_000)
    afterAll(async () => {
      await b?.stop()
      await a?.stop()
      await smtp?.stop()
      await database?.release()
    })

    it("a store currency saved through A shows in the next restock e-mail B sends, before B's kept settings run out", async () => {
      const merchant = await staffSession(a.url)
      const setCurrency = async (currency: string) => {
        const answer = await fetch(a.url + API_PATHS.settings, {
          method: "PUT",
          headers: {
            "Content-Type": "application/json",
            Cookie: merchant.cookie,
            [CRUMB.header]: merchant.crumb,
          },
          body: JSON.stringify({ selectedCurrency: currency }),
        })
        expect(answer.status).toBe(200)
      }
      await setCurrency("USD")
      // B renders a first e-mail in dollars, and keeps the settings it read (and the e-mail).
      await a.runtime.runPromise(signUps(1, "first.example.com"))
      await a.runtime.runPromise(sendAll)
      await mailsArrived(smtp, 1, 30_000)
      const first = smtp.received()[0]?.body ?? ""
      const firstAt = performance.now()
      await setCurrency("EUR")
      await a.runtime.runPromise(signUps(1, "second.example.com"))
      await a.runtime.runPromise(sendAll)
      const took = await mailsArrived(smtp, 2, 30_000)
      const second = smtp.received()[1]?.body ?? ""
      expect(first).toMatch(/\$\d/)
      expect(second).toMatch(/€\d/)
      expect(second).not.toMatch(/\$\d/)
      // Within B's time: the e-mail shows the change because B heard of it, not because it waited it out.
      expect(performance.now() - firstAt).toBeLessThan(MAIL_LOOKUP_TTL_MS)
      console.info(`currency saved through A in B's next e-mail ${took.toFixed(1)} ms after the send`)
    })
  },
)
