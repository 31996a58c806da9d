import { createHash } from "node:crypto"
import { PaymentFailed, type PaymentOutcome, PaymentProvider } from "@vitrine/core/checkout"
import { Effect, Layer } from "effect"
import { type TestCard, testCardFor } from "./test-cards.ts"

const DEFAULT_DECLINE = "Your card was declined."

// A payment id carries what its card does after the second step, so `confirm` needs no state and
// works in any server process: `test_pi_<a|d>_<digest of the idempotency key>`.
const paymentId = (key: string, card: TestCard) =>
  `test_pi_${card.outcome === "action-then-declined" ? "d" : "a"}_${createHash("sha256").update(key).digest("hex").slice(0, 24)}`

const declined = (message: string | undefined) =>
  Effect.fail(new PaymentFailed({ reason: "declined", message: message ?? DEFAULT_DECLINE }))

/**
 * The PaymentProvider in test mode: no money moves, nothing leaves the process, and orders paid
 * through it carry `testMode: true`. The payment method is a card number; the test cards of
 * `TEST_CARDS` succeed, are declined, or need a second step (`RequiresAction`, whose client secret
 * is the payment id: the checkout page shows a "complete the test authentication" step and then
 * asks `confirm`). Any other number is declined: a real card with Stripe's test-mode message, a
 * non-number with "Your card number is incorrect.". The same idempotency key gives the same id.
 *
 * @example
 * placeOrder(store, input).pipe(Effect.provide(testModePayments()))
 */
export const testModePayments = (): Layer.Layer<PaymentProvider> =>
  Layer.succeed(
    PaymentProvider,
    PaymentProvider.of({
      testMode: true,
      charge: (request) => {
        const card = testCardFor(request.paymentMethod)
        const id = paymentId(request.idempotencyKey, card)
        switch (card.outcome) {
          case "succeeds":
            return Effect.succeed<PaymentOutcome>({ _tag: "Succeeded", paymentId: id })
          case "declined":
            return declined(card.message)
          default:
            return Effect.succeed<PaymentOutcome>({
              _tag: "RequiresAction",
              paymentId: id,
              clientSecret: `${id}_secret`,
            })
        }
      },
      confirm: (id) => {
        if (id.startsWith("test_pi_a_"))
          return Effect.succeed<PaymentOutcome>({ _tag: "Succeeded", paymentId: id })
        if (id.startsWith("test_pi_d_")) return declined("Your card has insufficient funds.")
        return Effect.fail(new PaymentFailed({ reason: "declined", message: "No such payment." }))
      },
    }),
  )
