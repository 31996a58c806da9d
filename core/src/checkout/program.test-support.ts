import { Effect, Layer, Ref } from "effect"
import { add } from "../cart/program.test-support.ts"
import { makeProduct, makeVariant } from "../catalog/fixtures.test-support.ts"
import type { Product } from "../catalog/model.ts"
import { moneyFromMinor } from "../money/rules.ts"
import type { ShippingAddress } from "./address.ts"
import { PaymentFailed } from "./errors.ts"
import type { CheckoutSettings } from "./model.ts"
import type { PlaceOrderInput } from "./place-order.ts"
import { type ChargeRequest, type PaymentOutcome, PaymentProvider } from "./port.ts"
import type { CheckoutStore } from "./quote.ts"
import { makeShippingAddress } from "./testing.ts"

// Test support for the checkout program tests, not a test itself.

/** Flat $5 shipping, free from $100; Texas 6.25 %, the rest of the US 5 %; prices before tax. */
export const SETTINGS: CheckoutSettings = {
  minimumSubtotalCents: null,
  shippingRates: [
    { id: "standard", label: "Standard", amountCents: 500, freeOverCents: 10_000 },
    { id: "express", label: "Express", amountCents: 1500, freeOverCents: null },
  ],
  taxRates: [
    { country: "US", region: null, basisPoints: 500 },
    { country: "US", region: "TX", basisPoints: 625 },
  ],
  taxInclusive: false,
}

export const CHECKOUT_STORE: CheckoutStore = { websiteId: "site-1", currency: "USD", settings: SETTINGS }

export const ADDRESS: ShippingAddress = makeShippingAddress()

/** A physical product with one variant of this stock and price. */
export const stocked = (qtyInStock: number, priceCents = 2000, sku = `SKU-${Math.random()}`): Product =>
  makeProduct({ variants: [makeVariant({ sku, qtyInStock, priceMoney: moneyFromMinor(priceCents) })] })

/** Adds `quantity` of the product's first variant to a cart (a new one when `cartId` is null). */
export const addLine = (product: Product, quantity: number, cartId: string | null = null) =>
  Effect.map(
    add({ itemId: product.id, sku: product.variants[0]?.sku ?? null, quantity: String(quantity), cartId }),
    (added) => added.cartId,
  )

/** placeOrder input with defaults: the Texas address, standard shipping, no total check, a card that pays. */
export const orderInput = (cartId: string, overrides: Partial<PlaceOrderInput> = {}): PlaceOrderInput => ({
  cartId,
  address: ADDRESS,
  shippingOptionId: "standard",
  expectedGrandTotalCents: null,
  paymentMethod: "pay",
  idempotencyKey: `key-${Math.random()}`,
  ...overrides,
})

/**
 * A scripted provider: "pay" succeeds, "decline" is declined, "3ds" needs a second step that
 * `confirm` then pays; every charge is recorded.
 */
export const scriptedPayments = (charges: Ref.Ref<readonly ChargeRequest[]>) =>
  Layer.succeed(
    PaymentProvider,
    PaymentProvider.of({
      testMode: true,
      charge: (request) =>
        Effect.flatMap(
          Ref.update(charges, (all) => [...all, request]),
          (): Effect.Effect<PaymentOutcome, PaymentFailed> => {
            const paymentId = `pay-${request.orderId}`
            if (request.paymentMethod === "pay") return Effect.succeed({ _tag: "Succeeded", paymentId })
            if (request.paymentMethod === "3ds") {
              return Effect.succeed({
                _tag: "RequiresAction",
                paymentId,
                clientSecret: `${paymentId}_secret`,
              })
            }
            return Effect.fail(new PaymentFailed({ reason: "declined", message: "Your card was declined." }))
          },
        ),
      confirm: (paymentId) => Effect.succeed({ _tag: "Succeeded", paymentId }),
    }),
  )
