import { describe, expect, it } from "@effect/vitest"
import { PaymentProvider } from "@vitrine/core/checkout"
import { moneyFromMinor } from "@vitrine/core/money"
import { Effect } from "effect"
import { HttpResponse, http } from "msw"
import { setupServer } from "msw/node"
import Stripe from "stripe"
import { afterAll, beforeAll } from "vitest"
import { PAYMENT_UNAVAILABLE, stripePayments, stripeWebhookEvent } from "./stripe.ts"

const server = setupServer(
  http.post("https://api.stripe.com/v1/payment_intents", () =>
    HttpResponse.json(
      { error: { type: "api_error", message: "An unknown error occurred" } },
      { status: 500 },
    ),
  ),
)
beforeAll(() => server.listen({ onUnhandledFrame: "error" }))
afterAll(() => server.close())

const SECRET = "whsec_test_secret"
const intentEvent = (type: string, metadata: Record<string, string>) =>
  JSON.stringify({
    id: "evt_1",
    object: "event",
    type,
    data: {
      object: {
        id: "pi_1",
        object: "payment_intent",
        metadata,
        last_payment_error: type.endsWith("failed") ? { message: "Your card was declined." } : null,
      },
    },
  })
const signed = (payload: string, secret = SECRET, timestamp?: number) =>
  Stripe.webhooks.generateTestHeaderString({
    payload,
    secret,
    ...(timestamp === undefined ? {} : { timestamp }),
  })

describe("Stripe adapter", () => {
  it.effect("Stripe failing (500) is a PaymentFailed the shopper did not cause", () =>
    Effect.gen(function* () {
      const error = yield* Effect.flip(
        PaymentProvider.use((payments) =>
          payments.charge({
            orderId: "o1",
            amount: moneyFromMinor(100, "USD"),
            paymentMethod: "pm_card_visa",
            idempotencyKey: "k",
            email: "a@example.com",
          }),
        ),
      )
      expect(error).toMatchObject({ reason: "unavailable", message: PAYMENT_UNAVAILABLE })
    }).pipe(
      Effect.provide(stripePayments({ secretKey: "sk_live_x", webhookSecret: SECRET, maxNetworkRetries: 0 })),
    ),
  )

  it.effect("a live key is not test mode", () =>
    Effect.map(PaymentProvider, (payments) => expect(payments.testMode).toBe(false)).pipe(
      Effect.provide(stripePayments({ secretKey: "sk_live_x", webhookSecret: SECRET })),
    ),
  )

  it.effect("a signed payment_intent.succeeded names the order; a failure carries Stripe's reason", () =>
    Effect.gen(function* () {
      const paid = intentEvent("payment_intent.succeeded", { orderId: "order-1" })
      expect(yield* stripeWebhookEvent({ webhookSecret: SECRET }, paid, signed(paid))).toEqual({
        orderId: "order-1",
        paymentId: "pi_1",
        succeeded: true,
        message: null,
      })
      const failed = intentEvent("payment_intent.payment_failed", { orderId: "order-1" })
      expect(yield* stripeWebhookEvent({ webhookSecret: SECRET }, failed, signed(failed))).toMatchObject({
        succeeded: false,
        message: "Your card was declined.",
      })
      const other = intentEvent("payment_intent.created", { orderId: "order-1" })
      expect(yield* stripeWebhookEvent({ webhookSecret: SECRET }, other, signed(other))).toBeNull()
      const foreign = intentEvent("payment_intent.succeeded", {})
      expect(yield* stripeWebhookEvent({ webhookSecret: SECRET }, foreign, signed(foreign))).toBeNull()
    }),
  )

  it.effect("a forged, tampered or stale signature is rejected", () =>
    Effect.gen(function* () {
      const paid = intentEvent("payment_intent.succeeded", { orderId: "order-1" })
      const reject = (body: string, header: string) =>
        Effect.map(Effect.flip(stripeWebhookEvent({ webhookSecret: SECRET }, body, header)), (e) => e._tag)
      expect(yield* reject(paid, signed(paid, "whsec_someone_else"))).toBe("WebhookRejected")
      expect(yield* reject(paid.replace("order-1", "order-2"), signed(paid))).toBe("WebhookRejected")
      expect(yield* reject(paid, signed(paid, SECRET, Math.floor(Date.now() / 1000) - 600))).toBe(
        "WebhookRejected",
      )
      expect(yield* reject(paid, "")).toBe("WebhookRejected")
    }),
  )
})
