import { randomUUID } from "node:crypto"
import { expect, it } from "vitest"
import { demo, PATH, skuOf } from "./demo.ts"
import { Visitor } from "./visitor.ts"

const SUBSCRIPTION = "/api/3/commerce/cart/subscription"
const CHECKOUT = "/api/commerce/checkout"
const ORDERS = "/api/commerce/checkout/orders"

const submit = (overrides: Record<string, unknown> = {}) => ({
  email: "ada@example.com",
  firstName: "Ada",
  lastName: "Lovelace",
  line1: "1 Main St",
  city: "Austin",
  region: "TX",
  postalCode: "78701",
  country: "US",
  shippingOptionId: "standard",
  paymentMethod: "4242 4242 4242 4242",
  idempotencyKey: randomUUID(),
  ...overrides,
})

/**
 * Subscriptions (API-004, SUBS) and gift cards (ADDCART-007) over real HTTP: the subscription cart
 * and its cartToken, its quote and order, and the gift-card order with its recipient and codes.
 *
 * @example
 * subscriptionApi(() => server.url)
 */
export const subscriptionApi = (url: () => string): void => {
  const coffee = () => demo("coffee-subscription")

  it("API-004 ADDCART-006 a subscription cart answers a cartToken, leaves the visitor's cart alone, and checks out by its token", async () => {
    const visitor = await new Visitor(url()).arrive()
    const started = await visitor.send("POST", SUBSCRIPTION, {
      itemId: coffee().id,
      sku: skuOf("coffee-subscription", { Grind: "Filter" }),
      qty: 2,
      additionalFields: null,
      subscriptionOptionId: "default",
    })
    expect(started.status).toBe(200)
    expect(started.body).toEqual({ cartToken: expect.any(String) })
    const { cartToken } = started.body
    expect((await visitor.get(PATH.cart)).body.cart).toBeNull()
    const quote = await visitor.get(
      `${CHECKOUT}?cartToken=${encodeURIComponent(cartToken)}&country=US&region=TX`,
    )
    expect(quote.status).toBe(200)
    expect(quote.body.quote.items).toEqual([
      expect.objectContaining({
        productName: "Coffee Subscription",
        quantity: 2,
        subscriptionPlan: { billingPeriod: { value: 1, unit: "MONTH" }, numBillingCycles: 0 },
      }),
    ])
    const placed = await visitor.send("POST", ORDERS, submit({ cartToken }))
    expect(placed.status).toBe(200)
    expect(placed.body.order).toMatchObject({ purchasedCartId: cartToken, status: "paid" })
    expect(placed.body.order.items[0].subscriptionPlan.billingPeriod).toEqual({ value: 1, unit: "MONTH" })
    // The token's cart is purchased: it cannot be checked out again.
    expect((await visitor.get(`${CHECKOUT}?cartToken=${encodeURIComponent(cartToken)}`)).status).toBe(404)
  })

  it("API-004 SUBS-003 a product that is not subscribable, or an unknown option, is 400 under its field", async () => {
    const visitor = await new Visitor(url()).arrive()
    const tote = await visitor.send("POST", SUBSCRIPTION, { itemId: demo("canvas-tote").id, qty: 1 })
    expect(tote.status).toBe(400)
    expect(tote.body).toEqual({
      message: "This product cannot be bought as a subscription.",
      errors: { itemId: "This product cannot be bought as a subscription." },
    })
    const option = await visitor.send("POST", SUBSCRIPTION, {
      itemId: coffee().id,
      sku: skuOf("coffee-subscription", { Grind: "Filter" }),
      subscriptionOptionId: "weekly",
    })
    expect(option.status).toBe(400)
    expect(Object.keys(option.body.errors)).toEqual(["subscriptionOptionId"])
    const missing = await visitor.send("POST", SUBSCRIPTION, { qty: 1 })
    expect(missing.status).toBe(400)
    expect(missing.body.errors.itemId).toBe("Item id is required.")
  })

  it("API-004 ADDCART-003 the subscription line passes the add-to-cart checks: a bad quantity is refused with its message", async () => {
    const visitor = await new Visitor(url()).arrive()
    const refused = await visitor.send("POST", SUBSCRIPTION, {
      itemId: coffee().id,
      sku: skuOf("coffee-subscription", { Grind: "Filter" }),
      qty: "two",
    })
    expect(refused.status).toBe(400)
    expect(refused.body.message).toBe("Quantity must be a number.")
  })

  it("ADDCART-007 a gift-card order needs its recipient, then issues a code per card", async () => {
    const visitor = await new Visitor(url()).arrive()
    const sku = skuOf("gift-card", { Amount: "50" })
    expect((await visitor.send("POST", PATH.entries, { itemId: demo("gift-card").id, sku })).status).toBe(200)
    const refused = await visitor.send("POST", ORDERS, submit())
    expect(refused.status).toBe(400)
    expect(refused.body.errors).toEqual({ recipientEmail: "Enter the recipient's email." })
    const placed = await visitor.send(
      "POST",
      ORDERS,
      submit({ recipientEmail: "grace@example.com", giftMessage: "Happy birthday!" }),
    )
    expect(placed.status).toBe(200)
    expect(placed.body.order.giftCards).toEqual([
      {
        sku,
        amount: { value: "5000", currency: "USD" },
        code: expect.stringMatching(/^[A-Z2-9]{4}(-[A-Z2-9]{4}){3}$/),
        recipientEmail: "grace@example.com",
        message: "Happy birthday!",
      },
    ])
  })
  it("ADDCART-007 an order awaiting its payment's second step shows no gift-card code until it is paid", async () => {
    const visitor = await new Visitor(url()).arrive()
    const sku = skuOf("gift-card", { Amount: "25" })
    await visitor.send("POST", PATH.entries, { itemId: demo("gift-card").id, sku })
    const placed = await visitor.send(
      "POST",
      ORDERS,
      submit({ paymentMethod: "4000002760003184", recipientEmail: "grace@example.com" }),
    )
    expect(placed.body.order.status).toBe("awaiting_payment")
    expect(placed.body.order.giftCards.map((card: { code: string }) => card.code)).toEqual([""])
    const orderPath = `/api/commerce/orders/${encodeURIComponent(placed.body.order.id)}`
    expect((await visitor.get(orderPath)).body.order.giftCards[0].code).toBe("")
    const confirmed = await visitor.send("POST", `${orderPath}/confirm-payment`)
    expect(confirmed.body.order.status).toBe("paid")
    expect(confirmed.body.order.giftCards[0].code).toMatch(/^[A-Z2-9]{4}(-[A-Z2-9]{4}){3}$/)
    expect((await visitor.get(orderPath)).body.order.giftCards[0].code).toBe(
      confirmed.body.order.giftCards[0].code,
    )
  })
}
