import type { Page } from "playwright-core"
import { beforeAll, describe, expect, it } from "vitest"
import { fillCheckout } from "./checkout-form.ts"
import { storeUnderTest } from "./store-under-test.ts"

// One visitor through everything a published store offers (SCOPE-001), the way a shopper goes:
// the real server on a fresh PGlite database with the demo catalogue, the web build, Chromium.

let page: Page

const store = storeUnderTest()

beforeAll(async () => {
  page = await (await store.browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage()
})

const popover = () => page.locator(".vitrine-item-added-popover")

describe("a visitor's whole journey in Chromium", () => {
  it("SCOPE-001 SCOPE-002 UI-003 an anonymous visitor browses the listing and a product, adds from both, sees the pill and its popover, opens the cart from the pill, checks out, and signs up to the newsletter and a restock", async () => {
    await page.goto(store.server.url)
    await page.getByRole("heading", { name: "Linen Shirt" }).waitFor()

    // From the listing: the floating pill appears with the item-added popover (SCOPE-002).
    await page.getByRole("button", { name: "Add To Cart, Canvas Tote" }).click()
    await popover().getByText("Canvas Tote was added to your cart.").waitFor()
    expect(await page.getByRole("link", { name: "1 item in cart" }).textContent()).toBe("1")

    // From a product page, reached from the listing.
    await page.getByRole("link", { name: "Linen Shirt", exact: true }).click()
    await page.getByRole("heading", { level: 1, name: "Linen Shirt" }).waitFor()
    await page.getByLabel("Size").selectOption("M")
    await page.getByLabel("Colour").selectOption("Sage")
    await page.getByRole("button", { name: "Add To Cart", exact: true }).click()
    await popover().getByText("Linen Shirt was added to your cart.").waitFor()

    // The cart page is reached by the pill (UI-003).
    await page.getByRole("link", { name: "2 items in cart" }).click()
    await page.getByRole("heading", { level: 1, name: "Your cart" }).waitFor()
    expect(page.url()).toBe(`${store.server.url}/cart`)
    expect(await page.locator(".cart-entry-options").textContent()).toBe("Size: M · Colour: Sage")
    await page.getByRole("heading", { name: "Canvas Tote" }).waitFor()

    await page.getByRole("link", { name: "Checkout" }).click()
    await page.getByRole("heading", { level: 1, name: "Checkout" }).waitFor()
    await fillCheckout(page)
    await page.getByRole("button", { name: "Place order" }).click()
    await page.getByRole("heading", { level: 1, name: "Thank you for your order" }).waitFor()
    expect(await page.getByRole("row", { name: /Canvas Tote/ }).count()).toBe(1)
    expect(await page.getByRole("row", { name: /Linen Shirt/ }).count()).toBe(1)

    // A website form: the footer's newsletter sign-up.
    await page.locator("footer").scrollIntoViewIfNeeded()
    const newsletter = page.locator(".newsletter")
    await newsletter.getByLabel("Email Address").fill("ada@example.com")
    await newsletter.getByRole("button", { name: "Sign Up" }).click()
    await newsletter.getByText("Thank you for signing up!").waitFor()

    // Told when a sold-out product is back: the restock box, its captcha solved in the page.
    await page.goto(`${store.server.url}/products/merino-beanie`)
    await page.getByRole("heading", { level: 1, name: "Merino Beanie" }).waitFor()
    await page.getByLabel("Colour").selectOption("Navy")
    const email = page.getByRole("main").getByLabel("Email")
    await email.fill("ada@example.com")
    await email.press("Enter")
    await page.getByRole("status").filter({ hasText: "Signed up!" }).waitFor({ timeout: 60_000 })
  })
})
