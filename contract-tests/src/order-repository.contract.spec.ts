import { assert, layer } from "@effect/vitest"
import { CartRepository, Inventory } from "@vitrine/core/cart"
import { CatalogEditor, ProductType } from "@vitrine/core/catalog"
import {
  type CheckoutStore,
  type OrderDraft,
  OrderRepository,
  PaymentProvider,
  placeOrder,
} from "@vitrine/core/checkout"
import { moneyFromMinor } from "@vitrine/core/money"
import { makeOrderDraft, makeOrderItem } from "@vitrine/core/testing"
import { Effect, Exit, Layer, Option } from "effect"
import { aDraft, aProduct, aVariant, freshId } from "./setup/fixtures.ts"
import type { MakeLayer, SuiteOptions } from "./setup/suite.ts"

const orders = OrderRepository

/**
 * A product in stock (10 units), an open cart with two of it, and an order draft for that line:
 * orders are seeded through `place`, the path checkout takes.
 */
const aCartAndDraft = (overrides: Partial<OrderDraft> = {}) =>
  Effect.gen(function* () {
    const carts = yield* CartRepository
    const variant = aVariant({ qtyInStock: 10 })
    const product = aProduct({ variants: [variant] })
    yield* CatalogEditor.use((editor) => editor.save(product))
    const websiteId = overrides.websiteId ?? `site-${freshId()}`
    const cart = yield* carts.create({ websiteId, currency: "USD" })
    yield* carts.addEntry(
      cart.id,
      aDraft({
        itemId: product.id,
        chosenVariant: { sku: variant.sku, attributes: variant.attributes },
        quantity: 2,
      }),
    )
    const draft = makeOrderDraft({
      purchasedCartId: cart.id,
      testMode: true,
      websiteId,
      items: [
        makeOrderItem({
          sku: variant.sku,
          productName: product.title,
          quantity: 2,
          itemId: product.id,
          variantId: variant.id,
        }),
      ],
      status: "awaiting_payment",
      idempotencyKey: freshId(),
      paymentId: null,
      created: "2026-11-25T10:00:00.000Z",
      ...overrides,
    })
    return { cartId: cart.id, draft }
  })

const placed = (draft: OrderDraft) =>
  Effect.flatMap(orders, (repo) => repo.place(draft)).pipe(
    Effect.map((result) => {
      if (result._tag !== "Inserted") throw new Error(`expected Inserted, got ${result._tag}`)
      return result.order
    }),
  )

const cartOf = (cartId: string) =>
  Effect.map(
    CartRepository.use((carts) => carts.find(cartId)),
    (cart) => Option.getOrThrow(cart),
  )

// A provider that always pays: the suite checks storage, not payments.
const paying = Layer.succeed(
  PaymentProvider,
  PaymentProvider.of({
    testMode: true,
    charge: (request) => Effect.succeed({ _tag: "Succeeded", paymentId: `pay-${request.orderId}` }),
    confirm: (paymentId) => Effect.succeed({ _tag: "Succeeded", paymentId }),
  }),
)

/**
 * The OrderRepository contract: orders written with their cart marked purchased in one step, an
 * idempotency key that makes one order, conditional status moves, the undo of an unpaid order,
 * the merchant's pages, and the confirmation e-mails claimed once per lease.
 *
 * @example
 * suite("memory", memoryLayer)
 */
export const suite = (name: string, makeLayer: MakeLayer, options: SuiteOptions = {}): void =>
  layer(Layer.merge(makeLayer(), paying), { timeout: "60 seconds" })(
    `OrderRepository contract (${name})`,
    (it) => {
      it.effect(
        "CHECKOUT-004 CART-003 place writes the order with a fresh id and marks its cart purchased",
        () =>
          Effect.gen(function* () {
            const { cartId, draft } = yield* aCartAndDraft()
            const order = yield* placed(draft)
            assert.deepStrictEqual(order, { ...draft, id: order.id })
            assert.deepStrictEqual(Option.getOrThrow(yield* (yield* orders).find(order.id)), order)
            assert.deepStrictEqual(
              Option.getOrThrow(yield* (yield* orders).findByKey(draft.websiteId, draft.idempotencyKey)),
              order,
            )
            assert.deepInclude(yield* cartOf(cartId), { isPurchased: true, orderId: order.id })
          }),
      )

      it.effect(
        "the same idempotency key twice is a Duplicate that writes nothing; a taken cart is CartTaken",
        () =>
          Effect.gen(function* () {
            const { draft } = yield* aCartAndDraft()
            yield* placed(draft)
            const other = yield* aCartAndDraft({
              websiteId: draft.websiteId,
              idempotencyKey: draft.idempotencyKey,
            })
            assert.deepStrictEqual(yield* (yield* orders).place(other.draft), { _tag: "Duplicate" })
            assert.isFalse((yield* cartOf(other.cartId)).isPurchased)
            const again = { ...draft, idempotencyKey: freshId() }
            assert.deepStrictEqual(yield* (yield* orders).place(again), { _tag: "CartTaken" })
            assert.deepStrictEqual(yield* (yield* orders).place({ ...again, purchasedCartId: freshId() }), {
              _tag: "CartTaken",
            })
            assert.isTrue(Option.isNone(yield* (yield* orders).find(freshId())))
          }),
      )

      it.effect(
        "CHECKOUT-004 place takes every line's stock with the order in one step: all lines or none",
        () =>
          Effect.gen(function* () {
            const plenty = aVariant({ qtyInStock: 3 })
            const last = aVariant({ qtyInStock: 1 })
            const product = aProduct({ variants: [plenty, last] })
            yield* CatalogEditor.use((editor) => editor.save(product))
            const line = (variant: typeof plenty, quantity: number) => ({
              sku: variant.sku,
              productName: product.title,
              quantity,
              unitPrice: moneyFromMinor(1000),
              itemId: product.id,
              variantId: variant.id,
            })
            const stock = () =>
              Effect.map(
                Inventory.use((inventory) => inventory.stockOf(product.id)),
                (records) => records.map((record) => record.qtyInStock),
              )
            const { cartId, draft } = yield* aCartAndDraft()
            const short = { ...draft, items: [line(plenty, 2), line(last, 2)] }
            assert.deepStrictEqual(yield* (yield* orders).place(short), { _tag: "OutOfStock", sku: last.sku })
            assert.deepStrictEqual(yield* stock(), [3, 1])
            assert.isFalse((yield* cartOf(cartId)).isPurchased)
            assert.isTrue(
              Option.isNone(yield* (yield* orders).findByKey(draft.websiteId, draft.idempotencyKey)),
            )
            const placed = yield* (yield* orders).place({ ...draft, items: [line(plenty, 2), line(last, 1)] })
            assert.strictEqual(placed._tag, "Inserted")
            assert.deepStrictEqual(yield* stock(), [1, 0])
            assert.isTrue((yield* cartOf(cartId)).isPurchased)
            // A key taken answers Duplicate before the stock is looked at, and takes nothing.
            const other = yield* aCartAndDraft({
              websiteId: draft.websiteId,
              idempotencyKey: draft.idempotencyKey,
            })
            assert.deepStrictEqual(
              yield* (yield* orders).place({ ...other.draft, items: [line(plenty, 1)] }),
              {
                _tag: "Duplicate",
              },
            )
            assert.deepStrictEqual(yield* stock(), [1, 0])
          }),
      )

      it.effect("recordPaid pays an order awaiting payment once; any other order is left as it is", () =>
        Effect.gen(function* () {
          const order = yield* placed((yield* aCartAndDraft()).draft)
          const mail = { key: `order:${order.id}`, kind: "order-confirmation", to: order.email, data: {} }
          assert.isTrue(yield* (yield* orders).recordPaid(order.id, "pay-1", mail))
          assert.deepInclude(Option.getOrThrow(yield* (yield* orders).find(order.id)), {
            status: "paid",
            paymentId: "pay-1",
          })
          assert.isFalse(yield* (yield* orders).recordPaid(order.id, "pay-2", mail))
          assert.isFalse(yield* (yield* orders).recordPaid(freshId(), "pay-3", mail))
          assert.strictEqual(Option.getOrThrow(yield* (yield* orders).find(order.id)).paymentId, "pay-1")
        }),
      )

      it.effect("recordPayment and transition move only from the status they expect", () =>
        Effect.gen(function* () {
          const repo = yield* orders
          const order = yield* placed((yield* aCartAndDraft()).draft)
          assert.isTrue(yield* repo.recordPayment(order.id, "pi_1", false))
          assert.deepInclude(Option.getOrThrow(yield* repo.find(order.id)), {
            status: "awaiting_payment",
            paymentId: "pi_1",
          })
          assert.isFalse(yield* repo.transition(order.id, "paid", "fulfilled"))
          assert.isTrue(yield* repo.recordPayment(order.id, "pi_1", true))
          assert.isFalse(yield* repo.recordPayment(order.id, "pi_2", true))
          assert.deepInclude(Option.getOrThrow(yield* repo.find(order.id)), {
            status: "paid",
            paymentId: "pi_1",
          })
          assert.isTrue(yield* repo.transition(order.id, "paid", "fulfilled"))
          assert.strictEqual(Option.getOrThrow(yield* repo.find(order.id)).status, "fulfilled")
        }),
      )

      it.effect("discard deletes an unpaid order and reopens its cart; a paid order is not discarded", () =>
        Effect.gen(function* () {
          const repo = yield* orders
          const { cartId, draft } = yield* aCartAndDraft()
          const order = yield* placed(draft)
          assert.deepStrictEqual(Option.getOrThrow(yield* repo.discard(order.id)), order)
          assert.isTrue(Option.isNone(yield* repo.find(order.id)))
          assert.deepInclude(yield* cartOf(cartId), { isPurchased: false, orderId: null })
          assert.isTrue(Option.isNone(yield* repo.discard(order.id)))
          const paid = yield* placed({ ...draft, idempotencyKey: freshId() })
          yield* repo.recordPayment(paid.id, "pi", true)
          assert.isTrue(Option.isNone(yield* repo.discard(paid.id)))
          assert.isTrue((yield* cartOf(cartId)).isPurchased)
        }),
      )

      it.effect(
        "list pages a website's orders newest first, by status and search (id, e-mail, name, SKU)",
        () =>
          Effect.gen(function* () {
            const repo = yield* orders
            const websiteId = `site-${freshId()}`
            const made = []
            for (const email of ["a@example.com", "grace@example.com", "c@example.com"]) {
              const { draft } = yield* aCartAndDraft({ websiteId, email })
              made.push(yield* placed(draft))
            }
            const ids = made.map((order) => order.id)
            const query = { websiteId, status: null, search: "", cursor: null, limit: 2 } as const
            const first = yield* repo.list(query)
            assert.deepStrictEqual(
              first.orders.map((o) => o.id),
              [ids[2], ids[1]],
            )
            assert.isNotNull(first.nextCursor)
            const second = yield* repo.list({ ...query, cursor: first.nextCursor })
            assert.deepStrictEqual(
              second.orders.map((o) => o.id),
              [ids[0]],
            )
            assert.isNull(second.nextCursor)
            assert.deepStrictEqual(
              (yield* repo.list({ ...query, search: "GRACE@", limit: 10 })).orders.map((o) => o.id),
              [ids[1]],
            )
            assert.strictEqual((yield* repo.list({ ...query, search: "sku-", limit: 10 })).orders.length, 3)
            assert.strictEqual(
              (yield* repo.list({ ...query, search: "ada love", limit: 10 })).orders.length,
              3,
            )
            assert.strictEqual((yield* repo.list({ ...query, search: "%", limit: 10 })).orders.length, 0)
            yield* repo.recordPayment(ids[0] ?? "", "pi", true)
            assert.deepStrictEqual(
              (yield* repo.list({ ...query, status: "paid" })).orders.map((o) => o.id),
              [ids[0]],
            )
            assert.deepStrictEqual((yield* repo.list({ ...query, cursor: "not-a-cursor" })).orders, [])
          }),
      )

      it.effect.runIf(options.severalConnections === true)(
        "no oversell: 30 buyers on several connections race for 4 units; exactly 4 orders, stock 0",
        () =>
          Effect.gen(function* () {
            const variant = aVariant({ qtyInStock: 4, unlimited: false })
            const product = aProduct({ variants: [variant], productType: ProductType.PHYSICAL })
            yield* CatalogEditor.use((editor) => editor.save(product))
            const store: CheckoutStore = {
              websiteId: `site-${freshId()}`,
              currency: "USD",
              settings: {
                minimumSubtotalCents: 0,
                shippingRates: [{ id: "standard", label: "Standard", amountCents: 500, freeOverCents: null }],
                taxRates: [],
                taxInclusive: false,
              },
            }
            const carts = yield* CartRepository
            const cartIds = yield* Effect.forEach(Array.from({ length: 30 }), () =>
              Effect.gen(function* () {
                const cart = yield* carts.create({ websiteId: store.websiteId, currency: "USD" })
                yield* carts.addEntry(
                  cart.id,
                  aDraft({
                    itemId: product.id,
                    chosenVariant: { sku: variant.sku, attributes: {} },
                    productType: ProductType.PHYSICAL,
                  }),
                )
                return cart.id
              }),
            )
            const address = {
              email: "ada@example.com",
              firstName: "Ada",
              lastName: "L",
              line1: "1 Main",
              line2: "",
              city: "Oslo",
              region: "",
              postalCode: "",
              country: "DE",
            }
            const results = yield* Effect.forEach(
              cartIds,
              (cartId) =>
                Effect.exit(
                  placeOrder(store, {
                    cartId,
                    address,
                    shippingOptionId: "standard",
                    expectedGrandTotalCents: null,
                    paymentMethod: "x",
                    idempotencyKey: freshId(),
                  }),
                ),
              { concurrency: "unbounded" },
            )
            assert.strictEqual(results.filter(Exit.isSuccess).length, 4)
            const stock = yield* Inventory.use((inventory) => inventory.stockOf(product.id))
            assert.strictEqual(stock[0]?.qtyInStock, 0)
          }),
      )
    },
  )
