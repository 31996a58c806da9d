import { assert, describe, it } from "@effect/vitest"
import { Effect, Layer, Random, Ref } from "effect"
import fc from "fast-check"
import { Inventory } from "../cart/port.ts"
import { seed } from "../cart/program.test-support.ts"
import { makeProduct, variantsFor } from "../catalog/fixtures.test-support.ts"
import { ProductType } from "../catalog/product-type.ts"
import { makeMemoryStore, memoryLayerFor } from "../memory/index.ts"
import { moneyFromMinor } from "../money/rules.ts"
import type { StorePorts } from "../store/ports.ts"
import { giftCardCode, shownToShopper } from "./gift-card.ts"
import { GIFT_CARD_MESSAGE, GIFT_MESSAGE_MAX, giftCardErrors } from "./gift-card-recipient.ts"
import { placeOrder } from "./place-order.ts"
import type { ChargeRequest, PaymentProvider } from "./port.ts"
import { addLine, CHECKOUT_STORE, orderInput, scriptedPayments, stocked } from "./program.test-support.ts"

const run = <A, E>(body: Effect.Effect<A, E, StorePorts | PaymentProvider>) =>
  body.pipe(
    Effect.provide(
      Layer.merge(
        memoryLayerFor(makeMemoryStore()),
        scriptedPayments(Ref.makeUnsafe<readonly ChargeRequest[]>([])),
      ),
    ),
  )

const giftCard = () =>
  makeProduct({
    productType: ProductType.GIFT_CARD,
    variants: variantsFor(
      { Amount: ["50"] },
      { qtyInStock: 1, unlimited: true, priceMoney: moneyFromMinor(5000) },
    ),
  })

const RECIPIENT = { recipientEmail: " grace@example.com ", message: "Happy birthday!" }

describe("gift-card checkout", () => {
  it.effect(
    "ADDCART-007 a gift-card order issues one code per card for the recipient, beside the other lines",
    () =>
      run(
        Effect.gen(function* () {
          const card = giftCard()
          const mug = stocked(3, 1200, "MUG")
          yield* seed(card, mug)
          const cartId = yield* addLine(card, 2)
          yield* addLine(mug, 1, cartId)
          const { order } = yield* placeOrder(CHECKOUT_STORE, orderInput(cartId, { giftCard: RECIPIENT }))
          const cards = order.giftCards ?? []
          assert.strictEqual(cards.length, 2)
          for (const issued of cards) {
            assert.deepInclude(issued, {
              amount: moneyFromMinor(5000),
              recipientEmail: "grace@example.com",
              message: "Happy birthday!",
            })
            assert.match(issued.code, /^[A-Z2-9]{4}(-[A-Z2-9]{4}){3}$/)
          }
          assert.notStrictEqual(cards[0]?.code, cards[1]?.code)
        }),
      ),
  )

  it.effect("ADDCART-007 a gift card without a valid recipient is refused: no order, no stock taken", () =>
    run(
      Effect.gen(function* () {
        const card = giftCard()
        const mug = stocked(3, 1200, "MUG")
        yield* seed(card, mug)
        const cartId = yield* addLine(card, 1)
        yield* addLine(mug, 1, cartId)
        for (const giftCard of [null, { recipientEmail: "grace@", message: "" }]) {
          const error = yield* Effect.flip(placeOrder(CHECKOUT_STORE, orderInput(cartId, { giftCard })))
          assert.strictEqual(error._tag, "CheckoutInvalid")
          assert.deepStrictEqual(error._tag === "CheckoutInvalid" ? error.fields : {}, {
            recipientEmail:
              giftCard === null ? GIFT_CARD_MESSAGE.recipientRequired : GIFT_CARD_MESSAGE.recipientInvalid,
          })
        }
        const left = yield* Inventory.use((inventory) => inventory.stockOf(mug.id))
        assert.strictEqual(left[0]?.qtyInStock, 3)
      }),
    ),
  )

  it.effect("ADDCART-007 an order without gift cards asks no recipient and issues none", () =>
    run(
      Effect.gen(function* () {
        const mug = stocked(3, 1200, "MUG")
        yield* seed(mug)
        const { order } = yield* placeOrder(CHECKOUT_STORE, orderInput(yield* addLine(mug, 1)))
        assert.isUndefined(order.giftCards)
      }),
    ),
  )

  it("ADDCART-007 the recipient's message may hold up to its limit, never more", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: GIFT_MESSAGE_MAX + 20 }), (message) => {
        const errors = giftCardErrors({ recipientEmail: "grace@example.com", message })
        assert.strictEqual(errors.giftMessage !== undefined, [...message].length > GIFT_MESSAGE_MAX)
        assert.isUndefined(errors.recipientEmail)
      }),
    )
  })

  it.effect(
    "ADDCART-007 codes are drawn from Random: the same seed gives the same code, 16 unambiguous characters",
    () =>
      Effect.gen(function* () {
        const a = yield* giftCardCode.pipe(Random.withSeed("s"))
        const b = yield* giftCardCode.pipe(Random.withSeed("s"))
        assert.strictEqual(a, b)
        assert.notMatch(a, /[01OIL]/)
        assert.strictEqual(a.replaceAll("-", "").length, 16)
      }),
  )

  it("ADDCART-007 a shopper sees the codes only of a paid or fulfilled order", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(
          "awaiting_payment" as const,
          "paid" as const,
          "fulfilled" as const,
          "cancelled" as const,
        ),
        fc.array(fc.string({ minLength: 1 }), { maxLength: 3 }),
        (status, codes) => {
          const giftCards = codes.map((code) => ({
            sku: "GC",
            amount: moneyFromMinor(5000),
            code,
            recipientEmail: "grace@example.com",
            message: "",
          }))
          const shown = shownToShopper({ status, giftCards })
          const visible = status === "paid" || status === "fulfilled"
          assert.deepStrictEqual(
            shown.giftCards?.map((card) => card.code),
            visible ? codes : codes.map(() => ""),
          )
        },
      ),
    )
  })
})
