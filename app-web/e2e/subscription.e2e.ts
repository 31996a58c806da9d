import type { Page, Route } from "playwright-core"
import { beforeAll, describe, expect, it } from "vitest"
import { blockingViolations } from "./axe.ts"
import { fillCheckout } from "./checkout-form.ts"
import { hydrated, openHydrated } from "./hydrated.ts"
import { storeUnderTest } from "./store-under-test.ts"

// A subscription and a gift card bought through their own routes (ADDCART-006/007, API-004), in
// Chromium against the real server on PGlite with the test-mode payments.

let page: Page

const store = storeUnderTest()

beforeAll(async () => {
  page = await (await store.browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage()
})

const field = (label: string) => page.getByLabel(label, { exact: true })

// The product page is rendered on the server: choose only once React has taken it over.
const openProduct = (slug: string) => openHydrated(page, `${store.server.url}/products/${slug}`)

describe("subscriptions and gift cards in Chromium", () => {
  it("ADDCART-006 API-004 SUBS-006 Subscribe opens the subscription checkout by its cartToken; the order words the line as a subscription", async () => {
    await openProduct("coffee-subscription")
    await field("Grind").selectOption("Filter")
    // The product page is an island page: Subscribe opens the checkout with a full page load, which
    // leaves no response body to read afterwards, so the answer is read as it passes.
    let cartToken = ""
    await page.route("**/api/3/commerce/cart/subscription", async (route) => {
      const response = await route.fetch()
      cartToken = ((await response.json()) as { cartToken: string }).cartToken
      await route.fulfill({ response })
    })
    await page.getByRole("button", { name: "Subscribe", exact: true }).click()
    await page.getByRole("heading", { level: 1, name: "Subscription checkout" }).waitFor()
    // Opened by a full page load (the product page is an island page): fill it once it is the app's.
    await hydrated(page)
    expect(page.url()).toBe(`${store.server.url}/checkout/subscription?cartToken=${cartToken}`)
    // The visitor's own cart is untouched: the subscription has a cart of its own.
    const cart = await page.request.get(`${store.server.url}/api/commerce/shopping-cart`)
    expect((await cart.json()).cart).toBeNull()
    await fillCheckout(page)
    expect(await blockingViolations(page)).toEqual([])
    await page.getByRole("button", { name: "Place order" }).click()
    await page.getByRole("heading", { level: 1, name: "Thank you for your order" }).waitFor()
    const row = page.getByRole("row", { name: /Coffee Subscription/ })
    expect(await row.textContent()).toContain("Coffee Subscription ($18.00 every month)")
    expect(await blockingViolations(page)).toEqual([])
  })

  it("ADDCART-007 a gift card goes to the gift card checkout, asks its recipient, and the order shows its code", async () => {
    await openProduct("gift-card")
    await field("Amount").selectOption({ label: "$50.00" })
    await page.getByRole("button", { name: "Add To Cart", exact: true }).click()
    await page.getByRole("heading", { level: 1, name: "Gift card checkout" }).waitFor()
    await hydrated(page)
    expect(page.url()).toBe(`${store.server.url}/checkout/gift-card`)
    await fillCheckout(page)
    await page.getByRole("button", { name: "Place order" }).click()
    await page.getByText("Enter the recipient's email.").waitFor()
    expect(await field("Recipient email").getAttribute("aria-invalid")).toBe("true")
    await field("Recipient email").fill("grace@example.com")
    await field("Message (optional)").fill("Happy birthday!")
    expect(await blockingViolations(page)).toEqual([])
    await page.getByRole("button", { name: "Place order" }).click()
    await page.getByRole("heading", { level: 1, name: "Thank you for your order" }).waitFor()
    const code = (await page.getByTestId("gift-card-code").textContent()) ?? ""
    expect(code).toMatch(/^[A-Z2-9]{4}(-[A-Z2-9]{4}){3}$/)
    expect(await page.getByRole("listitem").filter({ hasText: code }).textContent()).toBe(
      `$50.00 for grace@example.com: ${code}`,
    )
  })

  it("an amount chosen before the gift card's selects hydrated is the one added", async () => {
    // The selects word the amounts as prices, so their code is a lazy part of the page: held back
    // here while the visitor chooses on the server's HTML.
    const visitor = await (
      await store.browser.newContext({ viewport: { width: 1280, height: 900 } })
    ).newPage()
    const held: Route[] = []
    let holding = true
    await visitor.route(/\/assets\/VariantSelects-.+\.js$/, (route) =>
      holding ? held.push(route) : route.continue(),
    )
    await openHydrated(visitor, `${store.server.url}/products/gift-card`)
    await visitor.getByLabel("Amount", { exact: true }).selectOption({ label: "$50.00" })
    expect(held.length).toBe(1)
    holding = false
    for (const route of held) await route.continue()
    // The add follows once the selects have hydrated (React has claimed their element) and taken
    // in the amount: on a loaded machine the click could otherwise come before the chunk had run.
    await expect
      .poll(
        () =>
          visitor
            .getByLabel("Amount", { exact: true })
            .evaluate((select) => Object.keys(select).some((key) => key.startsWith("__reactFiber$"))),
        { timeout: 15_000 },
      )
      .toBe(true)
    await visitor.getByRole("button", { name: "Add To Cart", exact: true }).click()
    await visitor.getByRole("heading", { level: 1, name: "Gift card checkout" }).waitFor()
    await hydrated(visitor)
    await visitor.getByTestId("grand-total").filter({ hasText: "$50.00" }).waitFor()
    await visitor.context().close()
  })
})
