import { stripePayments, TEST_CARDS, testModePayments } from "@vitrine/adapter-payment"
import { Effect } from "effect"
import { setupServer } from "msw/node"
import { afterAll, beforeAll } from "vitest"
import { suite } from "./payment-provider.contract.spec.ts"
import { fakeStripe } from "./setup/fake-stripe.ts"

// The test mode works offline; Stripe runs against its documented API, played by MSW.
suite("test mode", () => ({
  layer: testModePayments(),
  succeeds: "4242 4242 4242 4242",
  declined: { method: "4000000000000002", message: TEST_CARDS["4000000000000002"].message },
  needsAction: (passes) => ({
    method: passes ? "4000002760003184" : "4000008260003178",
    complete: () => Effect.void,
  }),
}))

const SECRET = "sk_test_contract"
const stripe = fakeStripe(SECRET)
const server = setupServer(...stripe.handlers)
beforeAll(() => server.listen({ onUnhandledFrame: "error" }))
afterAll(() => server.close())

suite("stripe", () => ({
  layer: stripePayments({ secretKey: SECRET, webhookSecret: "whsec_contract", maxNetworkRetries: 0 }),
  succeeds: "pm_card_visa",
  declined: { method: "pm_card_chargeDeclined", message: "Your card was declined." },
  needsAction: (passes) => ({
    method: "pm_card_authenticationRequired",
    complete: (paymentId) => Effect.sync(() => stripe.authenticate(paymentId, passes)),
  }),
}))
