import { randomUUID } from "node:crypto"
import { expect, it } from "vitest"
import { demo, PATH } from "./demo.ts"
import { Visitor } from "./visitor.ts"

const CHECKOUT = "/api/commerce/checkout"
const ORDERS = "/api/commerce/checkout/orders"
const order = (id: string) => `/api/commerce/orders/${encodeURIComponent(id)}`

const address = {
  email: "ada@example.com",
  firstName: "Ada",
  lastName: "Lovelace",
  line1: "1 Main St",
  city: "Austin",
  region: "TX",
  postalCode: "78701",
  country: "US",
}

/** A visitor with a Canvas Tote (unlimited stock, $24) in the cart, ready to check out. */
const withTote = async (url: string) => {
  const visitor = await new Visitor(url).arrive()
  await visitor.send("POST", PATH.entries, { itemId: demo("canvas-tote").id })
  return visitor
}

const submit = (overrides: Record<string, unknown> = {}) => ({
  ...address,
  shippingOptionId: "standard",
  paymentMethod: "4242 4242 4242 4242",
  idempotencyKey: randomUUID(),
  ...overrides,
})

/**
 * Checkout over real HTTP: the quote, placing an order in test mode, the confirmation, retries,
 * declines, a second payment step, bad addresses and a changed total.
 *
 * @example
 * checkoutApi(() => server.url)
 */
export const checkoutApi = (url: () => string): void => {
  it("CHECKOUT-004 CART-003 quote, place, confirm: the order carries the confirmation fields and the cart is gone", async () => {
    const visitor = await withTote(url())
    const quote = await visitor.get(`${CHECKOUT}?country=US&region=TX`)
    expect(quote.status).toBe(200)
    expect(quote.body.quote).toMatchObject({
      subtotal: { value: "2400", currency: "USD" },
      shippingTotal: { value: "500", currency: "USD" },
      grandTotalCents: 2900,
      minimumMessage: null,
      testMode: true,
    })
    expect(quote.body.quote).not.toHaveProperty("minimumSubtotal")
    const placed = await visitor.send("POST", ORDERS, submit({ expectedGrandTotalCents: 2900 }))
    expect(placed.status).toBe(200)
    expect(placed.body.nextAction).toBeNull()
    const { id, purchasedCartId, testMode, websiteId, items, grandTotal, shippingTotal, taxTotal, money } =
      placed.body.order
    expect({ purchasedCartId, testMode, websiteId, grandTotal, shippingTotal, taxTotal, money }).toEqual({
      purchasedCartId: expect.any(String),
      testMode: true,
      websiteId: "vitrine-demo",
      grandTotal: { value: "2900", currency: "USD" },
      shippingTotal: { value: "500", currency: "USD" },
      taxTotal: { value: "0", currency: "USD" },
      money: "USD",
    })
    expect(items).toEqual([
      expect.objectContaining({
        sku: "CANVAS-TOTE",
        productName: "Canvas Tote",
        quantity: 1,
        unitPrice: { value: "2400", currency: "USD" },
      }),
    ])
    expect((await visitor.get(order(id))).body.order.id).toBe(id)
    expect((await visitor.get(PATH.cart)).body.cart).toBeNull()
  })

  it("the same idempotency key twice answers the same order", async () => {
    const visitor = await withTote(url())
    const body = submit()
    const [first, second] = await Promise.all([
      visitor.send("POST", ORDERS, body),
      visitor.send("POST", ORDERS, body),
    ])
    expect([first.status, second.status]).toEqual([200, 200])
    expect(second.body.order.id).toBe(first.body.order.id)
  })

  it("a declined card is 402 with the provider's message; the cart stays open", async () => {
    const visitor = await withTote(url())
    const declined = await visitor.send("POST", ORDERS, submit({ paymentMethod: "4000 0000 0000 0002" }))
    expect(declined.status).toBe(402)
    expect(declined.body).toEqual({
      message: "Your card was declined.",
      errors: { paymentMethod: "Your card was declined." },
    })
    expect((await visitor.get(PATH.cart)).body.cart.isPurchased).toBe(false)
  })

  it("a card that needs a second step waits for it, then confirm-payment pays the order", async () => {
    const visitor = await withTote(url())
    const placed = await visitor.send("POST", ORDERS, submit({ paymentMethod: "4000002760003184" }))
    expect(placed.status).toBe(200)
    expect(placed.body.order.status).toBe("awaiting_payment")
    expect(placed.body.nextAction.clientSecret).toEqual(expect.any(String))
    const confirmed = await visitor.send("POST", `${order(placed.body.order.id)}/confirm-payment`)
    expect(confirmed.status).toBe(200)
    expect(confirmed.body.order.status).toBe("paid")
  })

  it("POSTAL-004 POSTAL-003 a bad ZIP or region is 400 with one message per field; nothing is charged", async () => {
    const visitor = await withTote(url())
    const refused = await visitor.send("POST", ORDERS, submit({ postalCode: "787", region: "XX" }))
    expect(refused.status).toBe(400)
    expect(refused.body.errors).toEqual({
      postalCode: "ZIP Codes need to be 5 digits.",
      region: "Select a valid region.",
    })
    expect((await visitor.get(PATH.cart)).body.cart.isPurchased).toBe(false)
  })

  it("a total other than the one shown is 409 naming the new total", async () => {
    const visitor = await withTote(url())
    const changed = await visitor.send("POST", ORDERS, submit({ expectedGrandTotalCents: 2500 }))
    expect(changed.status).toBe(409)
    expect(changed.body.message).toBe(
      "The total of your order is now $29.00. Please review it before paying.",
    )
  })

  it("without a cart: 404 'Your cart is empty.'; an unknown order: 404", async () => {
    const visitor = await new Visitor(url()).arrive()
    expect((await visitor.send("POST", ORDERS, submit())).body.message).toBe("Your cart is empty.")
    expect((await visitor.get(order(randomUUID()))).status).toBe(404)
  })

  it("bad bodies are 400 with field errors, never 5xx", async () => {
    const visitor = await withTote(url())
    const missing = await visitor.send("POST", ORDERS, { ...submit(), idempotencyKey: "" })
    expect(missing.status).toBe(400)
    expect(missing.body.errors.idempotencyKey).toBe("A checkout attempt key is required.")
    expect((await visitor.send("POST", ORDERS, { ...submit(), expectedGrandTotalCents: 1.5 })).status).toBe(
      400,
    )
    expect((await visitor.send("POST", ORDERS, [1, 2])).status).toBe(400)
  })
}
