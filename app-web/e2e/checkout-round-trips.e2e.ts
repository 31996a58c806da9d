import type { Page } from "playwright-core"
import { beforeAll, describe, expect, it } from "vitest"
import { fillCheckout } from "./checkout-form.ts"
import { storeUnderTest } from "./store-under-test.ts"

// How many HTTP round trips a checkout costs, from the cart page's Checkout link to the
// confirmation page: every request the browser makes in between, logged.

let page: Page

const store = storeUnderTest()

beforeAll(async () => {
  page = await (await store.browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage()
})

describe("checkout round trips in Chromium", () => {
  it("CHECKOUT-004 from the cart to the confirmation in at most 4 HTTP round trips", async () => {
    await page.goto(`${store.server.url}/products/canvas-tote`)
    await page.waitForFunction(() => {
      const root = document.getElementById("root")
      return root !== null && Object.keys(root).some((key) => key.startsWith("__reactContainer"))
    })
    await page.getByRole("button", { name: "Add To Cart" }).click()
    await page.getByRole("button", { name: "Added!" }).waitFor()
    await page.goto(`${store.server.url}/cart`)
    await page.getByRole("link", { name: "Checkout" }).waitFor()
    await page.waitForLoadState("networkidle")

    const log: string[] = []
    page.on("request", (request) => {
      const url = new URL(request.url())
      if (url.origin === store.server.url) log.push(`${request.method()} ${url.pathname}${url.search}`)
    })
    await page.getByRole("link", { name: "Checkout" }).click()
    await page.getByTestId("grand-total").filter({ hasText: "$29.00" }).waitFor()
    await fillCheckout(page)
    await page.getByRole("button", { name: "Place order" }).click()
    await page.getByRole("heading", { level: 1, name: "Thank you for your order" }).waitFor()
    await page.waitForLoadState("networkidle")
    // The quote once (the state chosen re-totals in the browser), the order once; the chunks were
    // fetched on the cart page, the confirmation shows the order the answer carried, and the answer
    // cleared the cart cookies, so the emptied cart needs no read.
    expect(log.length, log.join("\n")).toBeLessThanOrEqual(4)
    expect(log).toEqual([
      "GET /api/commerce/checkout?country=US&region=",
      "POST /api/commerce/checkout/orders",
    ])
    expect(await page.getByTestId("order-id").textContent()).toMatch(/^[0-9a-f-]{36}$/)
    expect(await page.getByTestId("grand-total").textContent()).toBe("$29.00")
    const cart = await page.request.get(`${store.server.url}/api/commerce/shopping-cart`)
    expect((await cart.json()).cart).toBeNull()
  })
})
