import { screen, waitFor } from "@testing-library/react"
import { makeOrder } from "@vitrine/core/testing"
import { describe, expect, it, vi } from "vitest"
import { failed, fakeClient } from "../../../../react/test/fake-client.ts"
import { FAKE_ADMIN, fakeAccounts } from "../../../test/fake-accounts.ts"
import { renderStore, renderWith } from "../../../test/render.tsx"
import type { StoreClient } from "../../api/store-client.ts"
import { OrdersAdminPage } from "./OrdersAdminPage.tsx"

const paid = makeOrder({
  id: "0c1e2f3a-0000-4000-8000-000000000001",
  testMode: true,
  created: "2026-11-25T10:00:00.000Z",
})

const clientWith = (overrides: Partial<StoreClient>): StoreClient => ({ ...fakeClient(), ...overrides })

describe("the merchant's orders screen", () => {
  it("UI-017 a failed list says 'Unable to load results' with Retry, and Retry loads the orders with status, total and the test-mode badge", async () => {
    const listOrders = vi
      .fn<StoreClient["listOrders"]>()
      .mockResolvedValueOnce(failed({ status: 500, message: "Please try again" }))
      .mockResolvedValue({ ok: true, value: { orders: [paid], nextCursor: null } })
    const { user } = renderWith(<OrdersAdminPage canManage />, clientWith({ listOrders }))
    expect((await screen.findByRole("alert")).textContent).toBe("Unable to load resultsRetry")
    await user.click(screen.getByRole("button", { name: "Retry" }))
    const row = await screen.findByRole("row", { name: /0c1e2f3a/ })
    expect(row.textContent).toBe("0c1e2f3aTest mode2026-11-25ada@example.comPaid$29.00")
  })

  it("a next page that fails keeps the orders shown, says so with Retry in the button's place, and Retry loads it", async () => {
    const older = makeOrder({
      id: "0c1e2f3a-0000-4000-8000-000000000002",
      created: "2026-11-24T10:00:00.000Z",
    })
    const listOrders = vi
      .fn<StoreClient["listOrders"]>()
      .mockResolvedValueOnce({ ok: true, value: { orders: [paid], nextCursor: "c1" } })
      .mockResolvedValueOnce(failed({ status: 0, message: "Please check your internet connection" }))
      .mockResolvedValue({ ok: true, value: { orders: [older], nextCursor: null } })
    const { user } = renderWith(<OrdersAdminPage canManage />, clientWith({ listOrders }))
    await user.click(await screen.findByRole("button", { name: "Load more orders" }))
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Network errorUnable to connect. Please try againTry again",
    )
    expect(screen.getAllByRole("row", { name: /0c1e2f3a/ })).toHaveLength(1)
    expect(screen.queryByRole("button", { name: "Load more orders" })).toBeNull()
    await user.click(screen.getByRole("button", { name: "Try again" }))
    await waitFor(() => expect(screen.getAllByRole("row", { name: /0c1e2f3a/ })).toHaveLength(2))
    expect(listOrders).toHaveBeenLastCalledWith({ cursor: "c1" })
    // The last page is shown: no button asks for more.
    expect(screen.queryByRole("button", { name: "Load more orders" })).toBeNull()
  })

  it("a failed step is an alert with the server's message; the order keeps its status", async () => {
    const cancelOrder = vi
      .fn<StoreClient["cancelOrder"]>()
      .mockResolvedValue(failed({ status: 409, message: "This order is fulfilled and cannot be cancelled." }))
    const client = clientWith({
      getMerchantOrder: vi.fn(async () => ({ ok: true as const, value: { order: paid } })),
      cancelOrder,
    })
    const { user } = renderWith(<OrdersAdminPage orderId={paid.id} canManage />, client)
    await user.click(await screen.findByRole("button", { name: "Cancel order" }))
    expect((await screen.findByRole("alert")).textContent).toContain(
      "This order is fulfilled and cannot be cancelled.",
    )
    expect(screen.getByTestId("order-status").textContent).toBe("Paid")
  })

  it("ROLE-006 without orders.manage the order is read-only; without orders.read the shell says so and lists nothing", async () => {
    const getMerchantOrder = vi.fn(async () => ({ ok: true as const, value: { order: paid } }))
    renderWith(<OrdersAdminPage orderId={paid.id} canManage={false} />, clientWith({ getMerchantOrder }))
    await screen.findByText("Your role can see orders but not change them.")
    expect(screen.queryByRole("button", { name: "Mark fulfilled" })).toBeNull()

    const listOrders = vi.fn<StoreClient["listOrders"]>()
    renderStore("/admin/orders", clientWith({ listOrders }), fakeAccounts({ staff: FAKE_ADMIN }))
    await screen.findByText("Your role cannot see the store's orders.")
    await waitFor(() => expect(listOrders).not.toHaveBeenCalled())
  })
})
