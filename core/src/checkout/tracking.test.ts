import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { moneyFromDecimal, moneyFromMinor } from "../money/rules.ts"
import type { Order, OrderStatus } from "./model.ts"
import { makeOrder, makeOrderItem } from "./testing.ts"
import { checkoutConfirmedEvent, purchaseEvent, shouldTrackOrder } from "./tracking.ts"

// Two totes at $12.05: an odd amount, to show the decimals are exact.
const order = (overrides: Partial<Order> = {}): Order =>
  makeOrder({
    id: "order-1",
    purchasedCartId: "cart-1",
    items: [makeOrderItem({ quantity: 2, unitPrice: moneyFromMinor(1205) })],
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
