import { screen } from "@testing-library/react"
import type { Order } from "@vitrine/core/checkout"
import { makeOrder } from "@vitrine/core/testing"
import { afterEach, describe, expect, it, vi } from "vitest"
import { fakeClient } from "../../../../react/test/fake-client.ts"
import { renderWith } from "../../../test/render.tsx"
import type { StoreClient } from "../../api/store-client.ts"
import { OrderPage } from "./OrderPage.tsx"
import { OrderEventsContext } from "./order-events.ts"

// The shared test order (paid, one Canvas Tote at 24.00 plus 5.00 shipping: 29.00).
const order = (overrides: Partial<Order> = {}): Order =>
  makeOrder({ id: "order-1", purchasedCartId: "cart-1", ...overrides })

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

afterEach(() => {
  vi.restoreAllMocks()
  localStorage.clear()
})

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

  it("TRACK-012 TRACK-013 the order reopened later in another tab of the same browser is not reported again", async () => {
    await open(order({ id: "order-revisited" }))
    sessionStorage.clear()
    const later = await open(order({ id: "order-revisited" }))
    expect(later.purchase).not.toHaveBeenCalled()
    expect(later.confirmed).not.toHaveBeenCalled()
  })

  it("UTIL-002 a browser whose storage refuses writes only warns: the events still go out and the page stays", async () => {
    const warned = vi.spyOn(console, "warn").mockImplementation(() => {})
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("The quota has been exceeded.", "QuotaExceededError")
    })
    const sink = await open(order({ id: "order-no-storage" }))
    expect(sink.confirmed).toHaveBeenCalledWith(expect.objectContaining({ orderId: "order-no-storage" }))
    expect(sink.purchase).toHaveBeenCalledWith(
      expect.objectContaining({ transaction_id: "order-no-storage" }),
    )
    expect(warned).toHaveBeenCalledWith(
      expect.stringContaining("vitrine_tracked_orders"),
      expect.any(DOMException),
    )
  })

  it("UTIL-002 a browser that blocks site data (reaching the storage throws) only warns", async () => {
    const warned = vi.spyOn(console, "warn").mockImplementation(() => {})
    vi.spyOn(window, "localStorage", "get").mockImplementation(() => {
      throw new DOMException("Access is denied for this document.", "SecurityError")
    })
    const sink = await open(order({ id: "order-blocked" }))
    expect(sink.confirmed).toHaveBeenCalledWith(expect.objectContaining({ orderId: "order-blocked" }))
    expect(warned).toHaveBeenCalled()
  })

  it("TRACK-013 an order awaiting payment sends nothing yet", async () => {
    const sink = await open(order({ id: "order-waiting", status: "awaiting_payment" }))
    expect(sink.confirmed).not.toHaveBeenCalled()
    expect(sink.purchase).not.toHaveBeenCalled()
  })
})
