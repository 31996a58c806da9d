import type { BrowserContext, Page } from "playwright-core"
import { afterEach, beforeEach, describe, expect, it } from "vitest"
import { openHydrated } from "./hydrated.ts"
import { storeUnderTest } from "./store-under-test.ts"

// The real store in Chromium; only the call each test makes fail is answered by the test: the cart
// read as the server answers while its database is out of reach (503 with Retry-After), the footer
// newsletter's definition as a server error.

let context: BrowserContext
let page: Page

const store = storeUnderTest()

beforeEach(async () => {
  context = await store.browser.newContext({ viewport: { width: 1280, height: 900 } })
  page = await context.newPage()
})

afterEach(async () => {
  await context.close()
})

const isCartRead = (url: URL, method: string) =>
  method === "GET" && url.pathname === "/api/commerce/shopping-cart"

describe("a cart page whose refresh fails", () => {
  it("keeps its lines, shows the 503 screen, and recovers with Try again without a page reload", async () => {
    await openHydrated(page, `${store.server.url}/products/canvas-tote`)
    await page.getByRole("button", { name: "Add To Cart", exact: true }).click()
    await page.getByRole("button", { name: "Added!" }).waitFor()
    await openHydrated(page, `${store.server.url}/cart`)
    await page.getByRole("heading", { name: "Canvas Tote" }).waitFor()
    const subtotal = await page.locator(".cart-subtotal").textContent()
    // Gone if the page reloads.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }))

    let refused = 0
    await page.route(
      (url) => url.pathname === "/api/commerce/shopping-cart",
      async (route) => {
        if (!isCartRead(new URL(route.request().url()), route.request().method())) return route.fallback()
        refused += 1
        await route.fulfill({
          status: 503,
          headers: { "Retry-After": "30" },
          json: { message: "The store cannot be reached just now. Please try again in a few seconds." },
        })
      },
    )
    // The visitor comes back to the cart's tab: the page reads the cart again, and the read fails.
    await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")))
    const alert = page.getByRole("alert")
    await alert.waitFor()
    expect(await alert.textContent()).toBe(
      "The store cannot be reached just nowTrying again in 30 seconds.Try again",
    )
    expect(refused).toBe(1)
    expect(await page.getByRole("heading", { name: "Canvas Tote" }).isVisible()).toBe(true)
    expect(await page.locator(".cart-subtotal").textContent()).toBe(subtotal)

    // The store is back: Try again, reached with the keyboard, reads the cart afresh.
    await page.unrouteAll()
    const reads: string[] = []
    page.on("request", (request) => {
      if (isCartRead(new URL(request.url()), request.method())) reads.push(request.url())
    })
    await page.getByRole("button", { name: "Try again" }).focus()
    await page.keyboard.press("Enter")
    await alert.waitFor({ state: "detached" })
    expect(reads).toHaveLength(1)
    expect(await page.getByRole("heading", { name: "Canvas Tote" }).isVisible()).toBe(true)
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true)
  })
})

const isNewsletterDefinition = (url: URL) => url.pathname === "/api/template/GetTemplateSchema"

describe("a footer newsletter whose definition does not load", () => {
  it("says so under its heading, and Retry shows the form without a page reload", async () => {
    let refused = 0
    await page.route(isNewsletterDefinition, async (route) => {
      refused += 1
      await route.fulfill({ status: 500, json: { message: "Please try again" } })
    })
    await openHydrated(page, `${store.server.url}/cart`)
    await page.evaluate(() => Object.assign(window, { sameDocument: true }))
    const newsletter = page.locator(".newsletter")
    await newsletter.scrollIntoViewIfNeeded()
    const line = newsletter.getByRole("status")
    await line.waitFor()
    expect(await line.textContent()).toBe("Unable to load. Try again. Retry")
    expect(await newsletter.getByRole("heading", { name: "Stay in touch" }).isVisible()).toBe(true)
    expect(refused).toBe(1)

    await page.unrouteAll()
    await newsletter.getByRole("button", { name: "Retry" }).click()
    await newsletter.getByLabel("Email Address").waitFor()
    expect(await line.count()).toBe(0)
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true)
  })
})
