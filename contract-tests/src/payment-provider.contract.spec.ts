import { assert, layer } from "@effect/vitest"
import { type ChargeRequest, PaymentProvider } from "@vitrine/core/checkout"
import { moneyFromMinor } from "@vitrine/core/money"
import { Effect, type Layer } from "effect"
import { freshId } from "./setup/fixtures.ts"

/**
 * An adapter under the PaymentProvider contract, with its own ways to say "a card that pays", "a
 * card that is declined" and "a card that needs a second step", and to play that step.
 *
 * @example
 * suite("test mode", () => ({ layer: testModePayments(), succeeds: "4242424242424242", … }))
 */
export interface PaymentTarget {
  readonly layer: Layer.Layer<PaymentProvider>
  readonly succeeds: string
  readonly declined: { readonly method: string; readonly message: string }
  /** A method that needs a second step which passes (or fails), and how the shopper takes it. */
  readonly needsAction: (passes: boolean) => {
    readonly method: string
    readonly complete: (paymentId: string) => Effect.Effect<void>
  }
}

const request = (paymentMethod: string, idempotencyKey = freshId()): ChargeRequest => ({
  orderId: freshId(),
  amount: moneyFromMinor(5813, "USD"),
  paymentMethod,
  idempotencyKey,
  email: "ada@example.com",
})

const charge = (r: ChargeRequest) => PaymentProvider.use((payments) => payments.charge(r))
const confirm = (paymentId: string) => PaymentProvider.use((payments) => payments.confirm(paymentId))

/**
 * The PaymentProvider contract: paid, declined with the provider's message, a second step then
 * paid or declined, one charge per idempotency key, test mode reported.
 *
 * @example
 * suite("test mode", testModeTarget)
 */
export const suite = (name: string, makeTarget: () => PaymentTarget): void => {
  const target = makeTarget()
  layer(target.layer)(`PaymentProvider contract (${name})`, (it) => {
    it.effect(
      "a card that pays is Succeeded with the provider's payment id; test keys report test mode",
      () =>
        Effect.gen(function* () {
          const outcome = yield* charge(request(target.succeeds))
          assert.strictEqual(outcome._tag, "Succeeded")
          assert.isAbove(outcome.paymentId.length, 0)
          assert.isTrue((yield* PaymentProvider).testMode)
        }),
    )

    it.effect("a declined card fails with reason declined and the provider's message for the shopper", () =>
      Effect.gen(function* () {
        const error = yield* Effect.flip(charge(request(target.declined.method)))
        assert.deepInclude(error, {
          _tag: "PaymentFailed",
          reason: "declined",
          message: target.declined.message,
        })
      }),
    )

    it.effect("the same idempotency key twice is one payment", () =>
      Effect.gen(function* () {
        const key = freshId()
        const first = yield* charge(request(target.succeeds, key))
        const second = yield* charge(request(target.succeeds, key))
        assert.strictEqual(first.paymentId, second.paymentId)
      }),
    )

    it.effect(
      "a card that needs a second step: RequiresAction with a client secret, then paid once it passes",
      () =>
        Effect.gen(function* () {
          const card = target.needsAction(true)
          const outcome = yield* charge(request(card.method))
          assert.strictEqual(outcome._tag, "RequiresAction")
          assert.isAbove(outcome._tag === "RequiresAction" ? outcome.clientSecret.length : 0, 0)
          yield* card.complete(outcome.paymentId)
          assert.deepStrictEqual(yield* confirm(outcome.paymentId), {
            _tag: "Succeeded",
            paymentId: outcome.paymentId,
          })
        }),
    )

    it.effect("a second step that fails: confirm fails declined", () =>
      Effect.gen(function* () {
        const card = target.needsAction(false)
        const outcome = yield* charge(request(card.method))
        assert.strictEqual(outcome._tag, "RequiresAction")
        yield* card.complete(outcome.paymentId)
        const error = yield* Effect.flip(confirm(outcome.paymentId))
        assert.strictEqual(error.reason, "declined")
        assert.isAbove(error.message.length, 0)
      }),
    )
  })
}
