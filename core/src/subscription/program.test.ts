import { assert, describe, it } from "@effect/vitest"
import { Effect, Exit, Layer, Option, Ref } from "effect"
import fc from "fast-check"
import { CartRepository } from "../cart/port.ts"
import { seed } from "../cart/program.test-support.ts"
import { makeProduct, makeVariant } from "../catalog/fixtures.test-support.ts"
import type { SubscriptionPlan } from "../catalog/model.ts"
import { ProductType } from "../catalog/product-type.ts"
import { placeOrder } from "../checkout/place-order.ts"
import type { ChargeRequest, PaymentProvider } from "../checkout/port.ts"
import { CHECKOUT_STORE, orderInput, scriptedPayments } from "../checkout/program.test-support.ts"
import { makeMemoryStore, memoryLayerFor } from "../memory/index.ts"
import { moneyFromMinor } from "../money/rules.ts"
import type { StorePorts } from "../store/ports.ts"
import { SUBSCRIPTION_MESSAGE } from "./errors.ts"
import { subscriptionPlanOf } from "./periods.ts"
import { DEFAULT_SUBSCRIPTION_OPTION_ID, startSubscription } from "./program.ts"
import { subscriptionPriceText } from "./wording.ts"

const MONTHLY: SubscriptionPlan = { billingPeriod: { value: 1, unit: "MONTH" }, numBillingCycles: 12 }
const STORE = { websiteId: "site-1", currency: "USD" as const }

const coffee = (overrides: Parameters<typeof makeProduct>[0] = {}) =>
  makeProduct({
    isSubscribable: true,
    subscriptionPlan: MONTHLY,
    variants: [makeVariant({ sku: "COFFEE", qtyInStock: 10, priceMoney: moneyFromMinor(1800) })],
    ...overrides,
  })

const run = <A, E>(body: Effect.Effect<A, E, StorePorts | PaymentProvider>) =>
  body.pipe(
    Effect.provide(
      Layer.merge(
        memoryLayerFor(makeMemoryStore()),
        scriptedPayments(Ref.makeUnsafe<readonly ChargeRequest[]>([])),
      ),
    ),
  )

const start = (itemId: string, overrides: Partial<Parameters<typeof startSubscription>[1]> = {}) =>
  startSubscription(STORE, {
    itemId,
    sku: "COFFEE",
    quantity: "1",
    additionalFields: null,
    subscriptionOptionId: null,
    ...overrides,
  })

describe("startSubscription", () => {
  it.effect(
    "API-004 ADDCART-006 opens a fresh cart with the one subscription line; its id is the cartToken",
    () =>
      run(
        Effect.gen(function* () {
          const product = coffee()
          yield* seed(product)
          const first = yield* start(product.id)
          const second = yield* start(product.id, { subscriptionOptionId: DEFAULT_SUBSCRIPTION_OPTION_ID })
          assert.notStrictEqual(first.cartToken, second.cartToken)
          const cart = Option.getOrThrow(yield* CartRepository.use((carts) => carts.find(first.cartToken)))
          assert.deepStrictEqual(
            cart.entries.map((entry) => [entry.itemId, entry.chosenVariant.sku, entry.quantity]),
            [[product.id, "COFFEE", 1]],
          )
        }),
      ),
  )

  it.effect(
    "API-004 an unknown subscriptionOptionId is refused with its message, and no cart is opened",
    () =>
      run(
        Effect.gen(function* () {
          const product = coffee()
          yield* seed(product)
          const exit = yield* Effect.exit(start(product.id, { subscriptionOptionId: "weekly" }))
          assert.isTrue(Exit.isFailure(exit))
          assert.include(String(Exit.isFailure(exit) && exit.cause), SUBSCRIPTION_MESSAGE.unknownOption)
        }),
      ),
  )

  it.effect("SUBS-003 a digital or gift-card product, or one without a valid plan, is not subscribable", () =>
    run(
      Effect.gen(function* () {
        for (const product of [
          coffee({ productType: ProductType.DIGITAL }),
          coffee({ productType: ProductType.GIFT_CARD }),
          coffee({ isSubscribable: false }),
          coffee({ subscriptionPlan: { billingPeriod: { value: 0, unit: "WEEK" }, numBillingCycles: 1 } }),
        ]) {
          yield* seed(product)
          const exit = yield* Effect.exit(start(product.id))
          assert.isTrue(Exit.isFailure(exit), `product type ${product.productType}`)
          assert.include(String(Exit.isFailure(exit) && exit.cause), SUBSCRIPTION_MESSAGE.notSubscribable)
        }
        const service = coffee({ productType: ProductType.SERVICE })
        yield* seed(service)
        assert.isString((yield* start(service.id)).cartToken)
      }),
    ),
  )

  it.effect(
    "API-004 SUBS-006 an order placed from the cartToken carries the plan on its line, worded as a subscription",
    () =>
      run(
        Effect.gen(function* () {
          const product = coffee()
          yield* seed(product)
          const { cartToken } = yield* start(product.id)
          const { order } = yield* placeOrder(CHECKOUT_STORE, orderInput(cartToken))
          assert.strictEqual(order.purchasedCartId, cartToken)
          const line = order.items[0]
          assert.deepStrictEqual(line?.subscriptionPlan, MONTHLY)
          assert.strictEqual(
            subscriptionPriceText(line?.unitPrice, line?.subscriptionPlan),
            "$18.00 every month for 1 year",
          )
        }),
      ),
  )
})

describe("subscriptionPlanOf", () => {
  it("SUBS-003 a product is sold on its plan only when it is physical or service, marked subscribable, with a valid plan", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...Object.values(ProductType)),
        fc.boolean(),
        fc.integer({ min: -2, max: 60 }),
        fc.constantFrom("WEEK" as const, "MONTH" as const, "YEAR" as const),
        fc.integer({ min: 0, max: 30 }),
        (productType, isSubscribable, value, unit, numBillingCycles) => {
          const plan = { billingPeriod: { value, unit }, numBillingCycles }
          const sold = subscriptionPlanOf({ productType, isSubscribable, subscriptionPlan: plan })
          const expected =
            isSubscribable &&
            (productType === ProductType.PHYSICAL || productType === ProductType.SERVICE) &&
            value >= 1
          assert.strictEqual(sold, expected ? plan : null)
        },
      ),
    )
  })
})
