import type { Page } from "playwright-core"
import { beforeAll, describe, expect, it } from "vitest"
import { fillCheckout } from "./checkout-form.ts"
import { openHydrated } from "./hydrated.ts"
import { storeUnderTest } from "./store-under-test.ts"

// How many HTTP round trips a checkout costs, from the cart page's Checkout link to the
// confirmation page: every request the browser makes in between, logged; the data calls counted,
// the pages' code (fetched on the visitor's intent) only checked to be hashed assets.

let page: Page

const store = storeUnderTest()

beforeAll(async () => {
  page = await (await store.browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage()
})

describe("checkout round trips in Chromium", () => {
  it("from the cart to the confirmation in two data calls, the quote and the order (at most 4 round trips)", async () => {
    await openHydrated(page, `${store.server.url}/products/canvas-tote`)
    await page.getByRole("button", { name: "Add To Cart", exact: true }).click()
    await page.getByRole("button", { name: "Added!" }).waitFor()
    await page.goto(`${store.server.url}/cart`)
    await page.getByRole("link", { name: "Checkout" }).waitFor()
    await page.waitForLoadState("networkidle")

    const log: string[] = []
    page.on("request", (request) => {
      const url = new URL(request.url())
      if (url.origin === store.server.url) log.push(`${request.method()} ${url.pathname}${url.search}`)
    })
    // The checkout's code is fetched on the visitor's intent (issue 15: not while the cart page
    // loads): the pointer over the link asks for it, as a real pointer does before its click.
    const link = page.getByRole("link", { name: "Checkout" })
    await link.hover()
    await expect.poll(() => log.some((line) => /^GET \/assets\/CheckoutPage-/.test(line))).toBe(true)
    await link.click()
    await page.getByTestId("grand-total").filter({ hasText: "$29.00" }).waitFor()
    await fillCheckout(page)
    await page.getByRole("button", { name: "Place order" }).click()
    await page.getByRole("heading", { level: 1, name: "Thank you for your order" }).waitFor()
    await page.waitForLoadState("networkidle")
    // Data: the quote once (the state chosen re-totals in the browser), the order once; the
    // confirmation shows the order the answer carried, and the answer cleared the cart cookies, so
    // the emptied cart needs no read. Everything else is the pages' code: hashed, immutable assets,
    // asked for in parallel on intent (the link's hover, the form's focus), from the cache on a
    // later visit.
    // The address suggestions are help, not a step: the line asks for them only if typing pauses
    // while it still has the focus, so whether the fill's "1 Main St" got one lookup depends on how
    // fast the next field is filled. The checkout's own calls are counted apart, exactly.
    const api = log.filter((line) => !line.startsWith("GET /assets/"))
    expect(api.length, log.join("\n")).toBeLessThanOrEqual(4)
    const lookups = api.filter((line) => line.startsWith("GET /api/google-maps/places/"))
    expect(lookups.length, lookups.join("\n")).toBeLessThanOrEqual(1)
    for (const line of lookups)
      expect(line).toMatch(/^GET \/api\/google-maps\/places\/autocomplete\?input=1\+Main\+St&/)
    expect(api.filter((line) => !lookups.includes(line))).toEqual([
      "GET /api/commerce/checkout?country=US&region=",
      "POST /api/commerce/checkout/orders",
    ])
    // Code and the address suggestions' own stylesheet, fetched with their chunk on the line's focus.
    for (const line of log.filter((entry) => entry.startsWith("GET /assets/")))
      expect(line).toMatch(/^GET \/assets\/[\w-]+-[\w-]{8}\.(js|css)$/)
    expect(await page.getByTestId("order-id").textContent()).toMatch(/^[0-9a-f-]{36}$/)
    expect(await page.getByTestId("grand-total").textContent()).toBe("$29.00")
    const cart = await page.request.get(`${store.server.url}/api/commerce/shopping-cart`)
    expect((await cart.json()).cart).toBeNull()
  })
})
