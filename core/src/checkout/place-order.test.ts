import { assert, describe, it } from "@effect/vitest"
import { Effect, Exit, Layer, Option, Ref } from "effect"
import fc from "fast-check"
import { CartRepository, Inventory } from "../cart/port.ts"
import { seed } from "../cart/program.test-support.ts"
import { CatalogEditor } from "../catalog/port.ts"
import { makeMemoryStore, memoryLayerFor } from "../memory/index.ts"
import { minorUnits, moneyFromMinor } from "../money/rules.ts"
import type { StorePorts } from "../store/ports.ts"
import { confirmPayment } from "./payment.ts"
import { placeOrder } from "./place-order.ts"
import { type ChargeRequest, OrderRepository, type PaymentProvider } from "./port.ts"
import { addLine, CHECKOUT_STORE, orderInput, scriptedPayments, stocked } from "./program.test-support.ts"

const run = <A, E>(
  body: (charges: Ref.Ref<readonly ChargeRequest[]>) => Effect.Effect<A, E, StorePorts | PaymentProvider>,
) => {
  const charges = Ref.makeUnsafe<readonly ChargeRequest[]>([])
  return body(charges).pipe(
    Effect.provide(Layer.merge(memoryLayerFor(makeMemoryStore()), scriptedPayments(charges))),
  )
}

const stockLeft = (itemId: string) =>
  Effect.map(
    Inventory.use((inventory) => inventory.stockOf(itemId)),
    (records) => records[0]?.qtyInStock,
  )

const place = (cartId: string, overrides: Parameters<typeof orderInput>[1] = {}) =>
  placeOrder(CHECKOUT_STORE, orderInput(cartId, overrides))

describe("placeOrder", () => {
  it.effect(
    "CHECKOUT-004 CART-003 an order carries the confirmation fields, the cart is purchased, stock is taken",
    () =>
      run((charges) =>
        Effect.gen(function* () {
          const shirt = stocked(5, 2500, "SHIRT")
          yield* seed(shirt)
          const cartId = yield* addLine(shirt, 2)
          const { order, nextAction } = yield* place(cartId)
          assert.isNull(nextAction)
          assert.deepInclude(order, {
            purchasedCartId: cartId,
            testMode: true,
            websiteId: "site-1",
            money: "USD",
            status: "paid",
          })
          assert.deepStrictEqual(
            order.items.map(({ sku, productName, quantity, unitPrice }) => ({
              sku,
              productName,
              quantity,
              unitPrice,
            })),
            [{ sku: "SHIRT", productName: shirt.title, quantity: 2, unitPrice: moneyFromMinor(2500) }],
          )
          // 2 × $25 = $50; standard shipping $5; Texas 6.25 % of $50 = $3.13 (3.125 rounds up).
          assert.deepStrictEqual(order.shippingTotal, moneyFromMinor(500))
          assert.deepStrictEqual(order.taxTotal, moneyFromMinor(313))
          assert.deepStrictEqual(order.grandTotal, moneyFromMinor(5813))
          const cart = yield* CartRepository.use((carts) => carts.find(cartId))
          assert.deepInclude(Option.getOrThrow(cart), { isPurchased: true, orderId: order.id })
          assert.strictEqual(yield* stockLeft(shirt.id), 3)
          const charged = yield* Ref.get(charges)
          assert.deepStrictEqual(
            charged.map((c) => c.amount),
            [moneyFromMinor(5813)],
          )
        }),
      ),
  )

  it.effect("the same idempotency key twice makes one order and one charge", () =>
    run((charges) =>
      Effect.gen(function* () {
        const mug = stocked(5)
        yield* seed(mug)
        const cartId = yield* addLine(mug, 1)
        const input = orderInput(cartId, { idempotencyKey: "submit-1" })
        const [first, second] = yield* Effect.all(
          [placeOrder(CHECKOUT_STORE, input), placeOrder(CHECKOUT_STORE, input)],
          {
            concurrency: 2,
          },
        )
        assert.strictEqual(first.order.id, second.order.id)
        assert.strictEqual((yield* Ref.get(charges)).length, 1)
        assert.strictEqual(yield* stockLeft(mug.id), 4)
      }),
    ),
  )

  it.effect("a declined payment leaves no order, the stock restored and the cart open", () =>
    run(() =>
      Effect.gen(function* () {
        const mug = stocked(2)
        yield* seed(mug)
        const cartId = yield* addLine(mug, 2)
        const exit = yield* Effect.exit(
          place(cartId, { paymentMethod: "decline", idempotencyKey: "k-declined" }),
        )
        assert.isTrue(Exit.isFailure(exit))
        assert.strictEqual(
          Exit.isFailure(exit) &&
            Exit.findErrorOption(exit).pipe(
              Option.map((e) => e._tag),
              Option.getOrNull,
            ),
          "PaymentFailed",
        )
        assert.strictEqual(yield* stockLeft(mug.id), 2)
        assert.isTrue(
          Option.isNone(yield* OrderRepository.use((orders) => orders.findByKey("site-1", "k-declined"))),
        )
        const cart = Option.getOrThrow(yield* CartRepository.use((carts) => carts.find(cartId)))
        assert.deepInclude(cart, { isPurchased: false, orderId: null })
        const retried = yield* place(cartId)
        assert.strictEqual(retried.order.status, "paid")
      }),
    ),
  )

  it.effect("a card that needs a second step waits, then confirmPayment pays it", () =>
    run(() =>
      Effect.gen(function* () {
        const mug = stocked(2)
        yield* seed(mug)
        const placed = yield* place(yield* addLine(mug, 1), { paymentMethod: "3ds" })
        assert.strictEqual(placed.order.status, "awaiting_payment")
        assert.isNotNull(placed.nextAction)
        const confirmed = yield* confirmPayment(placed.order.id)
        assert.strictEqual(confirmed.order.status, "paid")
        assert.strictEqual(yield* stockLeft(mug.id), 1)
      }),
    ),
  )

  it.effect(
    "a line short of stock fails with the spec's message and takes nothing from the other lines",
    () =>
      run(() =>
        Effect.gen(function* () {
          const [a, b] = [stocked(5), stocked(1)]
          yield* seed(a, b)
          const cartId = yield* addLine(a, 2)
          yield* addLine(b, 1, cartId)
          yield* Inventory.use((inventory) => inventory.decrement(b.variants[0]?.id ?? "", 1))
          const error = yield* Effect.flip(place(cartId))
          assert.strictEqual(error.message, "Sorry, we do not have enough of that item available.")
          assert.strictEqual(yield* stockLeft(a.id), 5)
          const cart = Option.getOrThrow(yield* CartRepository.use((carts) => carts.find(cartId)))
          assert.isFalse(cart.isPurchased)
        }),
      ),
  )

  it.effect("a price changed since the page was shown: nothing is taken, the new total is given", () =>
    run((charges) =>
      Effect.gen(function* () {
        const mug = stocked(3, 1000)
        yield* seed(mug)
        const cartId = yield* addLine(mug, 1)
        // Shown: $10 + $5 shipping + 6.25 % tax ($0.63) = $15.63. Then the merchant raises the price.
        const variant = mug.variants[0]
        if (variant === undefined) throw new Error("no variant")
        yield* CatalogEditor.use((editor) =>
          editor.save({ ...mug, variants: [{ ...variant, priceMoney: moneyFromMinor(1200) }] }),
        )
        const error = yield* Effect.flip(place(cartId, { expectedGrandTotalCents: 1563 }))
        assert.strictEqual(error._tag, "CheckoutTotalChanged")
        assert.deepStrictEqual(
          error._tag === "CheckoutTotalChanged" && error.grandTotal,
          moneyFromMinor(1775),
        )
        assert.strictEqual(yield* stockLeft(mug.id), 3)
        assert.strictEqual((yield* Ref.get(charges)).length, 0)
        const paid = yield* place(cartId, { expectedGrandTotalCents: 1775 })
        assert.deepStrictEqual(paid.order.items[0]?.unitPrice, moneyFromMinor(1200))
      }),
    ),
  )

  it.effect("CHECKOUT-001 below the minimum subtotal: the spec's message, nothing taken", () =>
    run(() =>
      Effect.gen(function* () {
        const sticker = stocked(3, 40)
        yield* seed(sticker)
        const error = yield* Effect.flip(place(yield* addLine(sticker, 1)))
        assert.strictEqual(error.message, "To check out, your order subtotal must be $0.50 or more.")
        assert.strictEqual(yield* stockLeft(sticker.id), 3)
      }),
    ),
  )

  it.effect("a bad address or a forged shipping option is refused field by field", () =>
    run(() =>
      Effect.gen(function* () {
        const mug = stocked(3)
        yield* seed(mug)
        const cartId = yield* addLine(mug, 1)
        const error = yield* Effect.flip(
          place(cartId, {
            shippingOptionId: "teleport",
            address: { ...orderInput(cartId).address, postalCode: "787" },
          }),
        )
        assert.strictEqual(error._tag, "CheckoutInvalid")
        assert.deepStrictEqual(error._tag === "CheckoutInvalid" && error.fields, {
          postalCode: "ZIP Codes need to be 5 digits.",
          shippingOptionId: "Choose a shipping option.",
        })
      }),
    ),
  )

  it("property: however many buyers race for however much stock, no unit is sold twice and each order is whole", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 6 }),
        fc.integer({ min: 0, max: 6 }),
        fc.array(fc.record({ a: fc.integer({ min: 0, max: 3 }), b: fc.integer({ min: 0, max: 3 }) }), {
          minLength: 1,
          maxLength: 8,
        }),
        async (stockA, stockB, carts) => {
          const program = Effect.gen(function* () {
            const [a, b] = [stocked(stockA, 1000), stocked(stockB, 1000)]
            yield* seed(a, b)
            const ids: string[] = []
            const wanted = new Map<string, number>()
            for (const cart of carts.filter((c) => c.a + c.b > 0)) {
              let cartId: string | null = null
              // Half the carts list b first: the lines' order must not matter.
              for (const [product, qty] of cart.a % 2 === 0
                ? ([
                    [a, cart.a],
                    [b, cart.b],
                  ] as const)
                : ([
                    [b, cart.b],
                    [a, cart.a],
                  ] as const)) {
                if (qty > 0)
                  cartId = yield* addLine(product, qty, cartId).pipe(
                    Effect.catch(() => Effect.succeed(cartId)),
                  )
              }
              if (cartId !== null) ids.push(cartId)
            }
            for (const id of ids) {
              const cart = Option.getOrThrow(yield* CartRepository.use((carts) => carts.find(id)))
              wanted.set(
                id,
                cart.entries.reduce((sum, entry) => sum + entry.quantity, 0),
              )
            }
            const results = yield* Effect.forEach(ids, (id) => Effect.exit(place(id)), {
              concurrency: "unbounded",
            })
            const sold = { a: 0, b: 0 }
            for (const result of results) {
              if (Exit.isSuccess(result)) {
                const order = result.value.order
                const quantity = order.items.reduce((sum, item) => sum + item.quantity, 0)
                assert.strictEqual(quantity, wanted.get(order.purchasedCartId))
                for (const item of result.value.order.items)
                  sold[item.itemId === a.id ? "a" : "b"] += item.quantity
              }
            }
            assert.strictEqual(yield* stockLeft(a.id), stockA - sold.a)
            assert.strictEqual(yield* stockLeft(b.id), stockB - sold.b)
            assert.isAtLeast(stockA - sold.a, 0)
            assert.isAtLeast(stockB - sold.b, 0)
          })
          await Effect.runPromise(run(() => program))
        },
      ),
      { numRuns: 40 },
    )
  })

  it.effect("grand total in minor units equals subtotal + shipping + tax", () =>
    run(() =>
      Effect.gen(function* () {
        const mug = stocked(10, 3334)
        yield* seed(mug)
        const { order } = yield* place(yield* addLine(mug, 3))
        const sum = minorUnits(order.subtotal) + minorUnits(order.shippingTotal) + minorUnits(order.taxTotal)
        assert.strictEqual(minorUnits(order.grandTotal), sum)
        assert.strictEqual(minorUnits(order.shippingTotal), 0n)
      }),
    ),
  )
})
