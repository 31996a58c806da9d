import { randomUUID } from "node:crypto"
import { type RunningServer, start } from "@vitrine/app-server"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { pgliteOptions } from "../setup/database.ts"
import { demo, PATH } from "./demo.ts"
import { TEST_ADMIN } from "./staff.ts"
import { Visitor } from "./visitor.ts"

// The order e-mail end to end on PGlite: placed and paid over HTTP, rendered with the order
// template by the server's confirmation worker, sent through the Mailer's JSON transport (no
// MAIL_URL), and shown once in the merchant's outbox viewer.
describe("order confirmation e-mail", () => {
  let server: RunningServer | undefined
  beforeAll(async () => {
    server = await start({
      port: 0,
      logLevel: "silent",
      database: await pgliteOptions(),
      admin: TEST_ADMIN,
      outboxWorker: { idleMs: 100 },
    })
  })
  afterAll(() => server?.stop())

  // The outbox viewer is a merchant route: read by a staff member signed in in a browser of their own.
  let staff: Promise<Visitor> | undefined
  const sentTo = async (orderId: string) => {
    staff ??= new Visitor(server?.url ?? "").signInAsStaff()
    const { body } = await (await staff).get("/api/admin/emails/sent")
    return (body.emails as { subject: string; html: string; text: string }[]).filter((mail) =>
      mail.html.includes(orderId),
    )
  }

  it("CHECKOUT-004 a paid order's confirmation goes out once, with its number, lines, shipping and total, labelled test mode", async () => {
    const visitor = await new Visitor(server?.url ?? "").arrive()
    await visitor.send("POST", PATH.entries, { itemId: demo("canvas-tote").id, quantity: 2 })
    const placed = await visitor.send("POST", "/api/commerce/checkout/orders", {
      email: "grace@example.com",
      firstName: "Grace",
      lastName: "Hopper",
      line1: "1 Navy Way",
      city: "Arlington",
      region: "VA",
      postalCode: "22202",
      country: "US",
      shippingOptionId: "standard",
      paymentMethod: "4242424242424242",
      idempotencyKey: randomUUID(),
    })
    expect(placed.status).toBe(200)
    const orderId: string = placed.body.order.id
    let mails = await sentTo(orderId)
    for (let i = 0; i < 100 && mails.length === 0; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100))
      mails = await sentTo(orderId)
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
    mails = await sentTo(orderId)
    expect(mails).toHaveLength(1)
    const [mail] = mails
    expect(mail?.subject).toBe("Your Vitrine order")
    expect(mail?.html).toContain("Canvas Tote")
    expect(mail?.html).toContain("Test mode: no payment was taken for this order.")
    // 2 × $24 = $48, standard shipping $5.
    expect(mail?.text).toContain("Total: $53.00")
    expect(mail?.text).toContain("Shipping (Standard (3–5 business days)): $5.00")
  })
})
