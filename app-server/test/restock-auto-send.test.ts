import { randomBytes } from "node:crypto"
import { createDatabase, dropDatabase, migrateDatabase, postgresLayer } from "@vitrine/adapter-postgres"
import { CatalogEditor, type Product } from "@vitrine/core/catalog"
import { Outbox } from "@vitrine/core/mail"
import { autoSendRestock, DEFAULT_RESTOCK_SETTINGS, saveRestockSettings } from "@vitrine/core/restock"
import { Effect, ManagedRuntime } from "effect"
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest"
import { TEST_ADMIN } from "../../contract-tests/src/http/staff.ts"
import { Visitor } from "../../contract-tests/src/http/visitor.ts"
import { pgliteOptions } from "../../contract-tests/src/setup/database.ts"
import { startSmtpServer, type TestSmtpServer } from "../../contract-tests/src/setup/smtp.ts"
import { type RunningServer, start } from "../src/index.ts"
import { saveDemoCatalogue } from "../src/seed/index.ts"
import { signUps, soldOutBeanie, until } from "./delivery.test-support.ts"

// The automatic send (a merchant setting, off by default): the real server, its worker and its
// watcher, PGlite and smtp-server; then two processes' worth of looks on the Postgres server.

const restock = (product: Product, variantId: string, qtyInStock: number) =>
  CatalogEditor.use((editor) =>
    editor.save({
      ...product,
      variants: product.variants.map((variant) =>
        variant.id === variantId ? { ...variant, qtyInStock } : variant,
      ),
    }),
  )

const mailsTo = (smtp: TestSmtpServer, domain: string) =>
  smtp
    .received()
    .flatMap((mail) => mail.to)
    .filter((to) => to.endsWith(domain))
    .sort()

describe("sending automatically when a variant is back in stock (PGlite)", { timeout: 120_000 }, () => {
  let smtp: TestSmtpServer
  let server: RunningServer
  beforeAll(async () => {
    smtp = await startSmtpServer()
    server = await start({
      port: 0,
      logLevel: "silent",
      database: await pgliteOptions(),
      admin: TEST_ADMIN,
      mail: { url: smtp.url, from: "Vitrine <store@example.com>" },
      outboxWorker: { idleMs: 50, autoSendEveryMs: 100 },
    })
  })
  afterAll(async () => {
    await server?.stop()
    await smtp?.stop()
  })

  it("off by default, the merchant turns it on; the variant back in stock is e-mailed once, the others wait", async () => {
    const staff = await new Visitor(server.url).signInAsStaff()
    expect((await staff.get("/api/admin/restock/settings")).body).toEqual({
      settings: DEFAULT_RESTOCK_SETTINGS,
    })
    const { product, requests } = await server.runtime.runPromise(signUps(3, "auto.example.com"))
    const [first, second] = requests.map((request) => request.variantId)
    await server.runtime.runPromise(restock(product, first ?? "", 4))
    // Looks come every 100 ms: with the setting off, nothing goes.
    await new Promise((resolve) => setTimeout(resolve, 600))
    expect(mailsTo(smtp, "@auto.example.com")).toEqual([])

    const turnedOn = await staff.send("PUT", "/api/admin/restock/settings", { autoSend: true })
    expect(turnedOn.status).toBe(200)
    expect(turnedOn.body).toEqual({ settings: { ...DEFAULT_RESTOCK_SETTINGS, autoSend: true } })
    await until(() => mailsTo(smtp, "@auto.example.com").length >= 1)
    // Later looks find nobody waiting for that variant: no second e-mail.
    await new Promise((resolve) => setTimeout(resolve, 600))
    expect(mailsTo(smtp, "@auto.example.com")).toEqual(["v0@auto.example.com"])

    await server.runtime.runPromise(restock(product, second ?? "", 2))
    await until(() => mailsTo(smtp, "@auto.example.com").length >= 2)
    await new Promise((resolve) => setTimeout(resolve, 600))
    expect(mailsTo(smtp, "@auto.example.com")).toEqual(["v0@auto.example.com", "v1@auto.example.com"])
  })

  it("the setting is the merchant's: a visitor may neither read nor change it, and bad input is 400", async () => {
    const visitor = await new Visitor(server.url).arrive()
    expect((await visitor.get("/api/admin/restock/settings")).status).toBe(401)
    expect((await visitor.send("PUT", "/api/admin/restock/settings", { autoSend: true })).status).toBe(401)
    const staff = await new Visitor(server.url).signInAsStaff()
    const bad = await staff.send("PUT", "/api/admin/restock/settings", { autoSend: "yes" })
    expect(bad.status).toBe(400)
    expect(bad.body.message).toBe("autoSend must be true or false.")
  })
})

const serverUrl = inject("databaseUrl")

describe.skipIf(serverUrl === null)(
  "two restocks at once on the Postgres server",
  { timeout: 120_000 },
  () => {
    let name: string
    let databaseUrl: string
    beforeAll(async () => {
      name = `vitrine_autosend_${randomBytes(4).toString("hex")}`
      databaseUrl = await createDatabase(serverUrl ?? "", name)
      await migrateDatabase({ databaseUrl })
    })
    afterAll(async () => {
      await dropDatabase(serverUrl ?? "", name)
    })

    it("two processes restock the same variant and look at once: each waiting sign-up is queued once", async () => {
      const one = ManagedRuntime.make(postgresLayer({ databaseUrl }))
      const two = ManagedRuntime.make(postgresLayer({ databaseUrl }))
      try {
        await one.runPromise(saveDemoCatalogue)
        await one.runPromise(saveRestockSettings({ ...DEFAULT_RESTOCK_SETTINGS, autoSend: true }))
        const { product, requests } = await one.runPromise(signUps(60, "race.example.com"))
        const variantId = requests[0]?.variantId ?? ""
        const looks = await Promise.all(
          [one, two, one, two].map((runtime, i) =>
            runtime.runPromise(Effect.andThen(restock(product, variantId, 5 + i), autoSendRestock)),
          ),
        )
        const queued = looks.flat().reduce((sum, result) => sum + result.queued, 0)
        expect(queued).toBe(20)
        const messages = await one.runPromise(
          Outbox.use((outbox) => outbox.list({ states: null, after: null, limit: 1000 })),
        )
        expect(messages).toHaveLength(20)
        expect(new Set(messages.map((message) => message.to)).size).toBe(20)
        const { product: after } = await one.runPromise(soldOutBeanie)
        expect(after.variants.find((variant) => variant.id === variantId)?.qtyInStock).toBeGreaterThan(0)
      } finally {
        await one.dispose()
        await two.dispose()
      }
    })
  },
)
