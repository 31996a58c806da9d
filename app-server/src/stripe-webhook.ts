import type { StoreRuntime } from "@vitrine/adapter-http/router"
import { stripeWebhookEvent } from "@vitrine/adapter-payment"
import { settlePaymentEvent } from "@vitrine/core/checkout"
import { Effect } from "effect"
import express, { type Router } from "express"

/** Where Stripe posts its events (configure this path on the webhook endpoint in Stripe). */
export const STRIPE_WEBHOOK_PATH = "/api/commerce/payments/stripe/webhook"

/**
 * Stripe's webhook: the raw body (up to 1 MB) checked against `Stripe-Signature` with the
 * endpoint's secret, then core's `settlePaymentEvent` (an order awaiting payment is paid, or undone
 * when its payment failed; anything else is left as it is, so Stripe's retries are harmless).
 * Mounted outside the route table: Stripe sends no crumb and no session, its signature is the
 * access check. 400 for a bad signature, 200 otherwise (events we do not use included).
 *
 * @example
 * app.use(stripeWebhook(runtime, process.env.STRIPE_WEBHOOK_SECRET))
 */
export const stripeWebhook = (runtime: StoreRuntime, webhookSecret: string): Router => {
  const router = express.Router()
  router.post(STRIPE_WEBHOOK_PATH, express.raw({ type: () => true, limit: "1mb" }), (req, res) => {
    const body = Buffer.isBuffer(req.body) ? req.body.toString("utf8") : ""
    const program = stripeWebhookEvent({ webhookSecret }, body, req.header("stripe-signature") ?? "").pipe(
      Effect.flatMap((event) => (event === null ? Effect.void : settlePaymentEvent(event))),
      Effect.match({
        onFailure: () => res.status(400).json({ message: "The webhook signature does not match." }),
        onSuccess: () => res.status(200).json({ received: true }),
      }),
    )
    runtime.runPromise(program).catch(() => res.status(500).json({ message: "Please try again" }))
  })
  return router
}
