import type { BrowserContext, Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { openHydrated } from "./hydrated.ts"
import { storeUnderTest } from "./store-under-test.ts"

// What a storefront page does not need to show or use itself is not loaded while it loads (issue
// 15's total blocking time): another page's code comes on the visitor's intent (the pointer over its
// link, a touch, focus), and the footer's newsletter form once the page has loaded and gone idle.
// On Lighthouse's phone (412 × 823), where a cart of one line leaves the footer on screen.

const store = storeUnderTest()

/** A phone-sized context whose visitor has a Canvas Tote in the cart (added through the API). */
const phoneWithCart = async (): Promise<BrowserContext> => {
  const context = await store.browser.newContext({ viewport: { width: 412, height: 823 }, hasTouch: true })
  await context.request.get(`${store.server.url}/api/health`)
  const crumb = (await context.cookies()).find((cookie) => cookie.name === "crumb")?.value ?? ""
  const added = await context.request.post(`${store.server.url}/api/commerce/shopping-cart/entries`, {
    headers: { "X-CSRF-Token": crumb },
    data: { itemId: "prod-canvas-tote", quantity: 1 },
  })
  expect(added.status()).toBe(200)
  return context
}

/** Every script and API path the page asks for, in order. */
const watched = (page: Page) => {
  const requests: string[] = []
  page.on("request", (request) => requests.push(new URL(request.url()).pathname))
  return {
    requests,
    scripts: (name: string) => requests.filter((path) => path.startsWith(`/assets/${name}-`)),
  }
}

describe("what a storefront page leaves for later", () => {
  it("the cart loads no checkout or order page code; the pointer over Checkout fetches the checkout's, which then opens", async () => {
    const context = await phoneWithCart()
    const page = await context.newPage()
    const { scripts } = watched(page)
    await openHydrated(page, `${store.server.url}/cart`)
    await page.waitForLoadState("networkidle")
    expect(scripts("CheckoutPage")).toEqual([])
    expect(scripts("OrderPage")).toEqual([])
    expect(scripts("tax")).toEqual([])
    const checkout = page.getByRole("link", { name: "Checkout", exact: true })
    await checkout.hover()
    await expect.poll(() => scripts("CheckoutPage")).toHaveLength(1)
    await checkout.click()
    await page.getByRole("heading", { level: 1, name: "Checkout" }).waitFor()
    // The confirmation's code waits for the visitor to start on the form.
    await page.waitForLoadState("networkidle")
    expect(scripts("OrderPage")).toEqual([])
    await page.getByLabel("Email", { exact: true }).focus()
    await expect.poll(() => scripts("OrderPage")).toHaveLength(1)
    await context.close()
  })

  it("the footer's newsletter form, on screen under a short cart, is fetched only after the page's load, and signs up", async () => {
    const context = await phoneWithCart()
    const page = await context.newPage()
    await openHydrated(page, `${store.server.url}/cart`)
    const newsletter = page.locator(".newsletter")
    await newsletter.getByLabel("Email Address").waitFor()
    // The browser's own timeline: when the load ended, when the form's code and definition were asked for.
    const timeline = await page.evaluate(() => {
      const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[]
      const started = (part: string) =>
        performance
          .getEntriesByType("resource")
          .filter((entry) => entry.name.includes(part))
          .map((entry) => entry.startTime)
      return {
        loaded: navigation?.loadEventEnd ?? Number.NaN,
        footer: started("/assets/NewsletterFooter-"),
        definition: started("/api/template/GetTemplateSchema"),
      }
    })
    expect(timeline.footer).toHaveLength(1)
    expect(timeline.definition).toHaveLength(1)
    expect(timeline.footer[0]).toBeGreaterThanOrEqual(timeline.loaded)
    expect(timeline.definition[0]).toBeGreaterThanOrEqual(timeline.loaded)
    await newsletter.scrollIntoViewIfNeeded()
    await newsletter.getByLabel("Email Address").fill("grace@example.com")
    await newsletter.getByRole("button", { name: "Sign Up" }).click()
    await newsletter.getByText("Thank you for signing up!").waitFor()
    await context.close()
  })
})
