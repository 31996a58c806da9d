import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { moneyFromDecimal, moneyFromMinor } from "../money/rules.ts"
import type { Order, OrderStatus } from "./model.ts"
import { checkoutConfirmedEvent, purchaseEvent, shouldTrackOrder } from "./tracking.ts"

const order = (overrides: Partial<Order> = {}): Order => ({
  id: "order-1",
  purchasedCartId: "cart-1",
  testMode: false,
  websiteId: "site-1",
  items: [
    {
      sku: "TOTE",
      productName: "Canvas Tote",
      quantity: 2,
      unitPrice: moneyFromMinor(1205),
      itemId: "prod-tote",
      variantId: "v-tote",
    },
  ],
  subtotal: moneyFromMinor(2410),
  grandTotal: moneyFromMinor(2910),
  shippingTotal: moneyFromMinor(500),
  taxTotal: moneyFromMinor(0),
  taxInclusive: false,
  money: "USD",
  status: "paid",
  email: "ada@example.com",
  shippingAddress: {
    email: "ada@example.com",
    firstName: "Ada",
    lastName: "Lovelace",
    line1: "1 Main St",
    line2: "",
    city: "Austin",
    region: "TX",
    postalCode: "78701",
    country: "US",
  },
  shippingOption: { id: "standard", label: "Standard" },
  idempotencyKey: "k",
  paymentId: "pay-1",
  created: "2026-01-01T00:00:00.000Z",
  ...overrides,
})

const STATUSES: readonly OrderStatus[] = ["awaiting_payment", "paid", "fulfilled", "cancelled"]

describe("order tracking payloads", () => {
  it("TRACK-012 a paid order's purchase event for the advertising tag: id, exact decimal amounts, currency, lines", () => {
    expect(purchaseEvent(order())).toEqual({
      event: "purchase",
      transaction_id: "order-1",
      value: "29.10",
      currency: "USD",
      tax: "0.00",
      shipping: "5.00",
      items: [{ item_id: "TOTE", item_name: "Canvas Tote", price: "12.05", quantity: 2 }],
    })
  })

  it("TRACK-012 only a paid or fulfilled order that moved real money is a purchase; TRACK-013 confirmed covers test orders too", () => {
    fc.assert(
      fc.property(fc.constantFrom(...STATUSES), fc.boolean(), (status, testMode) => {
        const settled = status === "paid" || status === "fulfilled"
        expect(purchaseEvent(order({ status, testMode })) !== null).toBe(settled && !testMode)
        const confirmed = checkoutConfirmedEvent(order({ status, testMode }))
        expect(confirmed !== null).toBe(settled)
        if (confirmed) expect(confirmed.testMode).toBe(testMode)
      }),
    )
  })

  it("TRACK-012 the amounts are exact whatever the minor units and currency (no float drift)", () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 15n }),
        fc.constantFrom("USD" as const, "JPY" as const, "EUR" as const),
        (minor, currency) => {
          const total = moneyFromMinor(minor, currency)
          const event = purchaseEvent(order({ grandTotal: total, money: currency }))
          expect(moneyFromDecimal(event?.value ?? "", currency)).toEqual(total)
        },
      ),
    )
  })

  it("TRACK-013 the checkout-confirmed event carries the confirmation's ids, lines and total in minor units", () => {
    expect(checkoutConfirmedEvent(order({ testMode: true }))).toEqual({
      event: "CommerceCheckoutConfirmed",
      websiteId: "site-1",
      orderId: "order-1",
      cartId: "cart-1",
      testMode: true,
      currency: "USD",
      grandTotalCents: 2910,
      items: [{ itemId: "prod-tote", sku: "TOTE", quantity: 2 }],
    })
  })

  it("TRACK-012 TRACK-013 an order's events go once per browser, however often its page is opened", () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.uuid()), fc.uuid(), (sent, orderId) => {
        expect(shouldTrackOrder(sent, orderId)).toBe(!sent.includes(orderId))
        expect(shouldTrackOrder([...sent, orderId], orderId)).toBe(false)
      }),
    )
  })
})
