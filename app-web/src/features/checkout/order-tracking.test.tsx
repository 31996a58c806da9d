import { screen } from "@testing-library/react"
import type { Order } from "@vitrine/core/checkout"
import { moneyFromMinor } from "@vitrine/core/money"
import { afterEach, describe, expect, it, vi } from "vitest"
import { fakeClient } from "../../../../react/test/fake-client.ts"
import { renderWith } from "../../../test/render.tsx"
import type { StoreClient } from "../../api/store-client.ts"
import { OrderPage } from "./OrderPage.tsx"
import { OrderEventsContext } from "./order-events.ts"

const order = (overrides: Partial<Order> = {}): Order => ({
  id: "order-1",
  purchasedCartId: "cart-1",
  testMode: false,
  websiteId: "site-1",
  items: [
    {
      sku: "TOTE",
      productName: "Canvas Tote",
      quantity: 1,
      unitPrice: moneyFromMinor(2400),
      itemId: "prod-tote",
      variantId: "v-tote",
    },
  ],
  subtotal: moneyFromMinor(2400),
  grandTotal: moneyFromMinor(2900),
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

const open = async (shown: Order) => {
  const sink = { purchase: vi.fn(), confirmed: vi.fn() }
  const client: StoreClient = {
    ...fakeClient(),
    getOrder: vi.fn(async () => ({ ok: true as const, value: { order: shown } })),
  }
  const view = renderWith(
    <OrderEventsContext value={sink}>
      <OrderPage orderId={shown.id} />
    </OrderEventsContext>,
    client,
  )
  await screen.findByTestId("order-id")
  view.unmount()
  return sink
}

afterEach(() => sessionStorage.clear())

describe("the confirmation page's tracking call site", () => {
  it("TRACK-012 TRACK-013 a paid order sends its purchase and checkout-confirmed events once, not again on reload", async () => {
    const first = await open(order())
    expect(first.confirmed).toHaveBeenCalledWith(
      expect.objectContaining({ orderId: "order-1", grandTotalCents: 2900 }),
    )
    expect(first.purchase).toHaveBeenCalledWith(
      expect.objectContaining({ transaction_id: "order-1", value: "29.00" }),
    )
    const reload = await open(order())
    expect(reload.confirmed).not.toHaveBeenCalled()
    expect(reload.purchase).not.toHaveBeenCalled()
  })

  it("TRACK-012 a test-mode order is confirmed to analytics but never reported to the advertising tag", async () => {
    const sink = await open(order({ id: "order-test", testMode: true }))
    expect(sink.confirmed).toHaveBeenCalledWith(
      expect.objectContaining({ orderId: "order-test", testMode: true }),
    )
    expect(sink.purchase).not.toHaveBeenCalled()
  })

  it("TRACK-013 an order awaiting payment sends nothing yet", async () => {
    const sink = await open(order({ id: "order-waiting", status: "awaiting_payment" }))
    expect(sink.confirmed).not.toHaveBeenCalled()
    expect(sink.purchase).not.toHaveBeenCalled()
  })
})
