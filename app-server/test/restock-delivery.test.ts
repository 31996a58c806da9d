import { randomBytes } from "node:crypto"
import { nodemailerMailer } from "@vitrine/adapter-mail"
import {
  createDatabase,
  dropDatabase,
  migrateDatabase,
  type PostgresOptions,
  postgresLayer,
} from "@vitrine/adapter-postgres"
import { type DeliveryOptions, deliverDue, Outbox } from "@vitrine/core/mail"
import { Effect, Layer, ManagedRuntime } from "effect"
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest"
import { pgliteOptions } from "../../contract-tests/src/setup/database.ts"
import { startSmtpServer, type TestSmtpServer } from "../../contract-tests/src/setup/smtp.ts"
import { renderOutboxMail } from "../src/outbox-worker.ts"
import { loadStoreTemplates, storeRendering } from "../src/rendering/index.ts"
import { saveDemoCatalogue } from "../src/seed/index.ts"
import { kill, sendAll, signUps, spawnWorker, until } from "./delivery.test-support.ts"

const FROM = "Vitrine <store@example.com>"
const BASE_URL = "http://shop.example.com"

const storeOn = async (database: PostgresOptions, smtp: TestSmtpServer) => {
  const runtime = ManagedRuntime.make(
    Layer.merge(postgresLayer(database), nodemailerMailer({ url: smtp.url, from: FROM })),
  )
  await runtime.runPromise(saveDemoCatalogue)
  return runtime
}

const render = async () =>
  renderOutboxMail({
    rendering: storeRendering({ templates: await loadStoreTemplates() }),
    websiteId: "vitrine-demo",
    baseUrl: BASE_URL,
  })

// Delivers until a round claims nothing.
const drain = <R>(options: DeliveryOptions<R>) =>
  deliverDue(options).pipe(Effect.repeat({ while: (report) => report.claimed > 0 }))

const perRecipient = (smtp: TestSmtpServer) => {
  const counts = new Map<string, number>()
  for (const mail of smtp.received()) for (const to of mail.to) counts.set(to, (counts.get(to) ?? 0) + 1)
  return counts
}

// Each test starts a PGlite store of its own: on a loaded 2-core machine that alone takes many seconds.
describe("restock e-mails over real SMTP (PGlite)", { timeout: 120_000 }, () => {
  let smtp: TestSmtpServer
  beforeAll(async () => {
    smtp = await startSmtpServer()
  })
  afterAll(() => smtp.stop())

  it("after sign-ups and a send, the SMTP server receives exactly one message per sign-up, with the product's name and link; a second send-all resends nothing", async () => {
    const runtime = await storeOn(await pgliteOptions(), smtp)
    try {
      const before = smtp.received().length
      const renderMail = await render()
      const { product } = await runtime.runPromise(signUps(12, "once.example.com"))
      // Signing up twice stores one: the same visitors again change nothing.
      await runtime.runPromise(signUps(12, "once.example.com"))
      const sent = await runtime.runPromise(sendAll)
      expect(sent.reduce((sum, one) => sum + one.queued, 0)).toBe(12)
      await runtime.runPromise(drain({ render: renderMail }))
      const again = await runtime.runPromise(sendAll)
      expect(again.every((one) => one.queued === 0)).toBe(true)
      await runtime.runPromise(drain({ render: renderMail }))
      const received = smtp.received().slice(before)
      expect(received).toHaveLength(12)
      expect(new Set(received.flatMap((mail) => mail.to)).size).toBe(12)
      expect(new Set(received.map((mail) => mail.messageId)).size).toBe(12)
      for (const mail of received) {
        expect(mail.subject).toContain(product.title)
        expect(mail.body).toContain(`${BASE_URL}/products/${product.urlSlug}`)
      }
    } finally {
      await runtime.dispose()
    }
  })

  it("with the SMTP server down, messages wait and go out once when it is back", async () => {
    const local = await startSmtpServer()
    const runtime = await storeOn(await pgliteOptions(), local)
    try {
      const renderMail = await render()
      const retry = { baseMs: 50, maxMs: 50, maxAttempts: 100 }
      await runtime.runPromise(signUps(3, "down.example.com"))
      await runtime.runPromise(sendAll)
      await local.stop()
      const report = await runtime.runPromise(deliverDue({ render: renderMail, retry }))
      expect(report).toMatchObject({ claimed: 3, retried: 3, sent: 0 })
      const waiting = await runtime.runPromise(
        Outbox.use((outbox) => outbox.list({ states: ["pending"], after: null, limit: 10 })),
      )
      expect(waiting).toHaveLength(3)
      expect(waiting.every((message) => message.lastError !== null)).toBe(true)
      await local.restart()
      await new Promise((resolve) => setTimeout(resolve, 60))
      await runtime.runPromise(drain({ render: renderMail, retry }))
      expect(perRecipient(local)).toEqual(new Map([0, 1, 2].map((i) => [`v${i}@down.example.com`, 1])))
    } finally {
      await runtime.dispose()
      await local.stop()
    }
  })
})

const serverUrl = inject("databaseUrl")

describe.skipIf(serverUrl === null)(
  "restock e-mails over real SMTP, several processes (Postgres server)",
  () => {
    let smtp: TestSmtpServer
    let databaseUrl: string
    let name: string
    beforeAll(async () => {
      smtp = await startSmtpServer()
      // A database of this file's own: its workers claim every due message in the database they use.
      name = `vitrine_delivery_${randomBytes(4).toString("hex")}`
      databaseUrl = await createDatabase(serverUrl ?? "", name)
      await migrateDatabase({ databaseUrl })
    })
    afterAll(async () => {
      await smtp.stop()
      await dropDatabase(serverUrl ?? "", name)
    })

    // Two Node processes start from TypeScript sources on a shared 2-core machine: allow minutes.
    it("two clicks at once and two worker processes at once: each message is delivered once", {
      timeout: 180_000,
    }, async () => {
      const runtime = await storeOn({ databaseUrl }, smtp)
      const workers = []
      try {
        const before = smtp.received().length
        await runtime.runPromise(signUps(200, "two.example.com"))
        const clicks = await Promise.all([runtime.runPromise(sendAll), runtime.runPromise(sendAll)])
        expect(clicks.flat().reduce((sum, one) => sum + one.queued, 0)).toBe(200)
        const env = { DATABASE_URL: databaseUrl, MAIL_URL: smtp.url }
        workers.push(...(await Promise.all([spawnWorker(env, "ready"), spawnWorker(env, "ready")])))
        await until(() => smtp.received().length - before >= 200, 150_000)
        // Time for any duplicate to arrive before counting.
        await new Promise((resolve) => setTimeout(resolve, 500))
        const counts = perRecipient(smtp)
        const ours = [...counts].filter(([to]) => to.endsWith("@two.example.com"))
        expect(ours).toHaveLength(200)
        expect(ours.every(([, n]) => n === 1)).toBe(true)
      } finally {
        await Promise.all(workers.map((worker) => kill(worker)))
        await runtime.dispose()
      }
    })

    it("a worker killed between claiming and delivering: its messages are delivered once after its lease runs out", {
      timeout: 120_000,
    }, async () => {
      const runtime = await storeOn({ databaseUrl }, smtp)
      try {
        await runtime.runPromise(signUps(5, "killed.example.com"))
        await runtime.runPromise(sendAll)
        const env = { DATABASE_URL: databaseUrl, MAIL_URL: smtp.url, HANG_AFTER_CLAIM: "1", LEASE_MS: "1500" }
        const doomed = await spawnWorker(env, "claimed")
        await kill(doomed, "SIGKILL")
        const renderMail = await render()
        const early = await runtime.runPromise(deliverDue({ render: renderMail }))
        expect(early.claimed).toBe(0)
        await new Promise((resolve) => setTimeout(resolve, 1600))
        await runtime.runPromise(drain({ render: renderMail }))
        const ours = [...perRecipient(smtp)].filter(([to]) => to.endsWith("@killed.example.com"))
        expect(ours.sort()).toEqual([0, 1, 2, 3, 4].map((i) => [`v${i}@killed.example.com`, 1]).sort())
        const attempts = await runtime.runPromise(
          Outbox.use((outbox) => outbox.list({ states: ["sent"], after: null, limit: 1000 })),
        )
        expect(
          attempts
            .filter((message) => message.to.endsWith("@killed.example.com"))
            .every((m) => m.attempts === 2),
        ).toBe(true)
      } finally {
        await runtime.dispose()
      }
    })
  },
)
