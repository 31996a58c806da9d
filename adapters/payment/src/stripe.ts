import { CHECKOUT_MESSAGE, PaymentFailed, type PaymentOutcome, PaymentProvider } from "@vitrine/core/checkout"
import { minorUnits } from "@vitrine/core/money"
import { Data, Effect, Layer } from "effect"
import Stripe from "stripe"

/**
 * What the Stripe adapter needs: the account's secret key (`sk_test_…` puts orders in test mode),
 * the webhook endpoint's signing secret (`whsec_…`), and for tests another API host.
 *
 * @example
 * const options: StripeOptions = { secretKey: "sk_test_…", webhookSecret: "whsec_…" }
 */
export interface StripeOptions {
  readonly secretKey: string
  readonly webhookSecret: string
  /** Retries of a request that failed on the network or with a 5xx/409 (Stripe's own retry, with the idempotency key). */
  readonly maxNetworkRetries?: number
}

/** The message when Stripe cannot be reached or fails: nothing the shopper did, nothing charged. */
export const PAYMENT_UNAVAILABLE = CHECKOUT_MESSAGE.paymentUnavailable

const stripeClient = (options: StripeOptions) =>
  new Stripe(options.secretKey, { maxNetworkRetries: options.maxNetworkRetries ?? 2, timeout: 20_000 })

// A card error's message is Stripe's text for the shopper ("Your card was declined."); any other
// error (network, authentication, rate limit, Stripe down) is not theirs to fix.
const failure = (error: unknown): PaymentFailed =>
  error instanceof Stripe.errors.StripeCardError
    ? new PaymentFailed({ reason: "declined", message: error.message })
    : new PaymentFailed({ reason: "unavailable", message: PAYMENT_UNAVAILABLE })

const outcomeOf = (intent: Stripe.PaymentIntent): Effect.Effect<PaymentOutcome, PaymentFailed> => {
  switch (intent.status) {
    case "succeeded":
      return Effect.succeed({ _tag: "Succeeded", paymentId: intent.id })
    case "requires_action":
    case "processing":
      return Effect.succeed({
        _tag: "RequiresAction",
        paymentId: intent.id,
        clientSecret: intent.client_secret ?? "",
      })
    default:
      // requires_payment_method after a failed attempt, canceled: declined, with Stripe's reason.
      return Effect.fail(
        new PaymentFailed({
          reason: "declined",
          message: intent.last_payment_error?.message ?? "Your card was declined.",
        }),
      )
  }
}

/**
 * The PaymentProvider on Stripe Payment Intents: `charge` creates and confirms an intent for the
 * order's amount in minor units (Stripe's smallest currency unit is ours, zero-decimal currencies
 * included) with the payment method the client tokenised (`pm_…`), the request's idempotency key
 * and the order id in its metadata; redirect-based methods are off, so every outcome is an answer
 * or a 3-D Secure step for Stripe.js. `confirm` reads the intent again after that step.
 *
 * @example
 * placeOrder(store, input).pipe(Effect.provide(stripePayments({ secretKey, webhookSecret })))
 */
export const stripePayments = (options: StripeOptions): Layer.Layer<PaymentProvider> =>
  Layer.sync(PaymentProvider, () => {
    const stripe = stripeClient(options)
    return PaymentProvider.of({
      testMode: options.secretKey.startsWith("sk_test_") || options.secretKey.startsWith("rk_test_"),
      charge: (request) =>
        Effect.tryPromise({
          try: () =>
            stripe.paymentIntents.create(
              {
                amount: Number(minorUnits(request.amount)),
                currency: request.amount.currency.toLowerCase(),
                payment_method: request.paymentMethod,
                confirm: true,
                receipt_email: request.email,
                metadata: { orderId: request.orderId },
                automatic_payment_methods: { enabled: true, allow_redirects: "never" },
              },
              { idempotencyKey: request.idempotencyKey },
            ),
          catch: failure,
        }).pipe(Effect.flatMap(outcomeOf)),
      confirm: (paymentId) =>
        Effect.tryPromise({ try: () => stripe.paymentIntents.retrieve(paymentId), catch: failure }).pipe(
          Effect.flatMap(outcomeOf),
        ),
    })
  })

/** A webhook request whose signature does not check out (forged, replayed late, or for another endpoint). */
export class WebhookRejected extends Data.TaggedError("WebhookRejected")<{ readonly reason: string }> {}

/**
 * What a Stripe webhook tells about one of our orders' payments: paid, or failed with Stripe's reason.
 *
 * @example
 * const event: PaymentEvent = { orderId: "o1", paymentId: "pi_1", succeeded: true, message: null }
 */
export interface PaymentEvent {
  readonly orderId: string
  readonly paymentId: string
  readonly succeeded: boolean
  readonly message: string | null
}

/**
 * Checks a webhook's `Stripe-Signature` against the raw body (the bytes as received, before any
 * JSON parsing) with the endpoint's secret and Stripe's 5-minute tolerance, and reads a payment
 * intent's success or failure from it; null for events that are not about an order's payment.
 *
 * @example
 * stripeWebhookEvent(options, rawBody, request.header("stripe-signature") ?? "")
 */
export const stripeWebhookEvent = (
  options: Pick<StripeOptions, "webhookSecret">,
  rawBody: string | Uint8Array,
  signature: string,
): Effect.Effect<PaymentEvent | null, WebhookRejected> =>
  Effect.try({
    try: () => Stripe.webhooks.constructEvent(rawBody as string, signature, options.webhookSecret),
    catch: (error) => new WebhookRejected({ reason: error instanceof Error ? error.message : String(error) }),
  }).pipe(
    Effect.map((event) => {
      if (event.type !== "payment_intent.succeeded" && event.type !== "payment_intent.payment_failed")
        return null
      const intent = event.data.object
      const orderId = intent.metadata?.orderId
      if (orderId === undefined) return null
      return {
        orderId,
        paymentId: intent.id,
        succeeded: event.type === "payment_intent.succeeded",
        message: intent.last_payment_error?.message ?? null,
      }
    }),
  )
