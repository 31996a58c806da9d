import { createHmac, randomUUID } from "node:crypto"
import { type RunningServer, start } from "@vitrine/app-server"
import { memoryLayer } from "@vitrine/core/memory"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { demo, PATH } from "./demo.ts"
import { Visitor } from "./visitor.ts"

const SECRET = "whsec_contract_webhook"
const HOOK = "/api/commerce/payments/stripe/webhook"

// Stripe's documented signature: `t=<unix seconds>,v1=<HMAC-SHA256 of "<t>.<payload>" with the secret>`.
const sign = (payload: string, secret: string) => {
  const t = Math.floor(Date.now() / 1000)
  return `t=${t},v1=${createHmac("sha256", secret).update(`${t}.${payload}`).digest("hex")}`
}

// Stripe's word on a payment that waited for its second step: a signed event settles the order
// (the test-mode provider stands in for Stripe's charge; the webhook is Stripe's own format).
describe("Stripe webhook", () => {
  let server: RunningServer | undefined
  beforeAll(async () => {
    server = await start({
      port: 0,
      logLevel: "silent",
      layer: memoryLayer(),
      stripeWebhookSecret: SECRET,
      outboxWorker: false,
    })
  })
  afterAll(() => server?.stop())

  const awaiting = async (visitor: Visitor) => {
    await visitor.send("POST", PATH.entries, { itemId: demo("canvas-tote").id })
    const placed = await visitor.send("POST", "/api/commerce/checkout/orders", {
      ...{ email: "ada@example.com", firstName: "Ada", lastName: "L", line1: "1 Main St", city: "Austin" },
      ...{ region: "TX", postalCode: "78701", country: "US", shippingOptionId: "standard" },
      paymentMethod: "4000002760003184",
      idempotencyKey: randomUUID(),
    })
    expect(placed.body.order.status).toBe("awaiting_payment")
    return placed.body.order.id as string
  }
  const event = (orderId: string) =>
    JSON.stringify({
      id: "evt_1",
      object: "event",
      type: "payment_intent.succeeded",
      data: {
        object: { id: "pi_1", object: "payment_intent", metadata: { orderId }, last_payment_error: null },
      },
    })
  const post = (payload: string, signature: string) =>
    fetch(`${server?.url}${HOOK}`, {
      method: "POST",
      headers: { "content-type": "application/json", "stripe-signature": signature },
      body: payload,
    })

  it("a signed payment_intent.succeeded pays the order awaiting it; a forged one is 400 and changes nothing", async () => {
    const visitor = await new Visitor(server?.url ?? "").arrive()
    const orderId = await awaiting(visitor)
    const payload = event(orderId)
    const forged = await post(payload, sign(payload, "whsec_other"))
    expect(forged.status).toBe(400)
    expect((await visitor.get(`/api/commerce/orders/${orderId}`)).body.order.status).toBe("awaiting_payment")
    const signed = await post(payload, sign(payload, SECRET))
    expect(signed.status).toBe(200)
    expect((await visitor.get(`/api/commerce/orders/${orderId}`)).body.order).toMatchObject({
      status: "paid",
      paymentId: "pi_1",
    })
    // Stripe retries: the same event again leaves the paid order as it is.
    expect((await post(payload, sign(payload, SECRET))).status).toBe(200)
  })
})
