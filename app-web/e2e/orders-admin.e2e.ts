import { randomUUID } from "node:crypto"
import type { Page } from "playwright-core"
import { beforeAll, describe, expect, it } from "vitest"
import { blockingViolations } from "./axe.ts"
import { signInAtAdmin } from "./sign-in.ts"
import { storeUnderTest } from "./store-under-test.ts"

// The merchant's orders screen in Chromium: the real server on PGlite, an order placed over HTTP by
// a visitor, then the admin signed in by keyboard walks the list, the order and each step's undo.

let page: Page

const store = storeUnderTest()

beforeAll(async () => {
  page = await (await store.browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage()
})

const stockOfBoard = async () => {
  const answer = await page.request.get(
    `${store.server.url}/api/commerce/inventory/stock/?itemId=prod-olive-wood-board`,
  )
  return ((await answer.json()) as { results: { qtyInStock: number }[] }).results[0]?.qtyInStock
}

// A visitor of its own (a separate browser context): adds the board and places the order.
const buyBoard = async () => {
  const context = await store.browser.newContext()
  const api = context.request
  await api.get(`${store.server.url}/api/health`)
  const crumb = (await context.cookies()).find((cookie) => cookie.name === "crumb")?.value ?? ""
  const headers = { "X-CSRF-Token": crumb }
  await api.post(`${store.server.url}/api/commerce/shopping-cart/entries`, {
    headers,
    data: { itemId: "prod-olive-wood-board" },
  })
  const placed = await api.post(`${store.server.url}/api/commerce/checkout/orders`, {
    headers,
    data: {
      email: "grace@example.com",
      firstName: "Grace",
      lastName: "Hopper",
      line1: "1 Main St",
      city: "Austin",
      region: "TX",
      postalCode: "78701",
      country: "US",
      shippingOptionId: "standard",
      paymentMethod: "4242 4242 4242 4242",
      idempotencyKey: randomUUID(),
    },
  })
  expect(placed.status()).toBe(200)
  const { order } = (await placed.json()) as { order: { id: string } }
  await context.close()
  return order.id
}

describe("the merchant's orders screen in Chromium", () => {
  it("the empty state, then an order in the list with status and total; fulfil, undo, cancel (stock back), undo — by keyboard, axe clean", async () => {
    await signInAtAdmin(page, store.server.url)
    await page.getByRole("navigation", { name: "Store admin" }).getByRole("link", { name: "Orders" }).click()
    await page.getByRole("heading", { level: 1, name: "Orders" }).waitFor()
    await page.getByText("No orders yet.").waitFor()
    expect(await blockingViolations(page)).toEqual([])

    const stock = await stockOfBoard()
    const orderId = await buyBoard()
    expect(await stockOfBoard()).toBe((stock ?? 0) - 1)
    await page.reload()
    const row = page.getByRole("row", { name: new RegExp(orderId.slice(0, 8)) })
    await row.waitFor()
    expect(await row.textContent()).toContain("grace@example.comPaid$")
    expect(await row.getByText("Test mode").count()).toBe(1)
    expect(await blockingViolations(page)).toEqual([])

    await page.getByLabel("Status").selectOption("fulfilled")
    await page.getByText("No orders match.").waitFor()
    await page.getByLabel("Status").selectOption("")
    await row.getByRole("link").click()
    await page.getByTestId("order-status").filter({ hasText: "Paid" }).waitFor()
    expect(page.url()).toBe(`${store.server.url}/admin/orders/${orderId}`)
    expect(await blockingViolations(page)).toEqual([])

    // Keyboard: focus the step and press Enter; the status region announces it with its undo.
    await page.getByRole("button", { name: "Mark fulfilled" }).focus()
    await page.keyboard.press("Enter")
    await page.getByRole("status").filter({ hasText: "Order marked fulfilled." }).waitFor()
    await page.getByTestId("order-status").filter({ hasText: "Fulfilled" }).waitFor()
    await page.getByRole("button", { name: "Undo" }).focus()
    await page.keyboard.press("Enter")
    await page.getByTestId("order-status").filter({ hasText: "Paid" }).waitFor()

    await page.getByRole("button", { name: "Cancel order" }).click()
    await page.getByTestId("order-status").filter({ hasText: "Cancelled" }).waitFor()
    expect(await stockOfBoard()).toBe(stock)
    expect(await blockingViolations(page)).toEqual([])
    await page.getByRole("button", { name: "Undo" }).click()
    await page.getByTestId("order-status").filter({ hasText: "Paid" }).waitFor()
    expect(await stockOfBoard()).toBe((stock ?? 0) - 1)
  })
})
