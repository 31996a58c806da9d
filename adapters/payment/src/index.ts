/**
 * `@vitrine/adapter-payment`: the PaymentProvider port of `@vitrine/core/checkout` — a test mode
 * that works offline with the providers' test cards, and Stripe Payment Intents with its webhook.
 *
 * @example
 * import { testModePayments } from "@vitrine/adapter-payment"
 * placeOrder(store, input).pipe(Effect.provide(testModePayments()))
 */
export {
  PAYMENT_UNAVAILABLE,
  type PaymentEvent,
  type StripeOptions,
  stripePayments,
  stripeWebhookEvent,
  WebhookRejected,
} from "./stripe.ts"
export {
  INCORRECT_NUMBER,
  passesLuhn,
  REAL_CARD_IN_TEST_MODE,
  TEST_CARDS,
  type TestCard,
  testCardFor,
} from "./test-cards.ts"
export { testModePayments } from "./test-mode.ts"
