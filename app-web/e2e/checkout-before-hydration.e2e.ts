import type { Page, Route } from "playwright-core"
import { beforeAll, describe, expect, it } from "vitest"
import { fillCheckout } from "./checkout-form.ts"
import { hydrated, openHydrated } from "./hydrated.ts"
import { storeUnderTest } from "./store-under-test.ts"

// A visitor who fills the checkout's server-rendered form while its code is still on the way (a
// slow phone, a full page load from an island page) keeps what they typed: the scripts are held
// back while the test types, then let through, and the order is placed with the typed address.

let page: Page

const store = storeUnderTest()

beforeAll(async () => {
  page = await (await store.browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage()
})

const field = (label: string) => page.getByLabel(label, { exact: true })

describe("checkout typed into before hydration, in Chromium", () => {
  it("the order carries what was typed before the page's code ran", async () => {
    await openHydrated(page, `${store.server.url}/products/canvas-tote`)
    await page.getByRole("button", { name: "Add To Cart", exact: true }).click()
    await page.getByRole("button", { name: "Added!" }).waitFor()

    // Every script of the next page waits until the form has been filled.
    const held: Route[] = []
    let holding = true
    await page.route(/\/assets\/.+\.js$/, (route) => (holding ? held.push(route) : route.continue()))
    // Module scripts hold DOMContentLoaded back: the page is ready to type into once the form shows.
    await page.goto(`${store.server.url}/checkout`, { waitUntil: "commit" })
    await field("Email").waitFor()
    expect(held.length).toBeGreaterThan(0)
    await fillCheckout(page)
    holding = false
    for (const route of held) await route.continue()
    await hydrated(page)

    // Still on screen, and now in the form's state: placing the order finds nothing missing.
    expect(await field("Email").inputValue()).toBe("ada@example.com")
    expect(await field("State").inputValue()).toBe("TX")
    await page.getByRole("button", { name: "Place order" }).click()
    await page.getByRole("heading", { level: 1, name: "Thank you for your order" }).waitFor()
    expect(await page.getByTestId("grand-total").textContent()).toBe("$29.00")
  })
})
