import type { Page, Route } from "playwright-core"
import { describe, expect, it } from "vitest"
import { hydrated, openHydrated } from "./hydrated.ts"
import { storeUnderTest } from "./store-under-test.ts"

// A visitor on a slow phone uses a storefront page's server-rendered HTML before its code has run:
// the scripts (or one lazy part's chunk) are held back while the test chooses and types, then let
// through. What the visitor entered is what gets added or updated, and the price never blanks.

const store = storeUnderTest()

/**
 * A fresh visitor (an empty cart) whose requests for matching scripts wait (in `held`) from the
 * start, or from `hold()`, until `release()`.
 */
const visitorHolding = async (scripts: RegExp, holdAtFirst = true) => {
  const page = await (await store.browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage()
  const held: Route[] = []
  let holding = holdAtFirst
  await page.route(scripts, (route) => (holding ? held.push(route) : route.continue()))
  const hold = () => {
    holding = true
  }
  const release = async () => {
    holding = false
    for (const route of held.splice(0)) await route.continue()
  }
  return { page, held, hold, release }
}

// The product's own price, in its purchase area (the related cards below carry prices too).
const price = (page: Page) => page.locator(".product-info .vitrine-price").textContent({ timeout: 1000 })

/** Two frames painted: any render the last change caused is on screen. */
const painted = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))

/**
 * A visitor on the Linen Shirt's page with every script held back, who chose M and Sage and typed
 * `quantity` into the server's HTML.
 */
const choseBeforeHydration = async (typed: string) => {
  const { page, held, release } = await visitorHolding(/\/assets\/.+\.js$/)
  // Module scripts hold DOMContentLoaded back: the page is ready to use once the fields show.
  await page.goto(`${store.server.url}/products/linen-shirt`, { waitUntil: "commit" })
  const quantity = page.getByLabel("Quantity", { exact: true })
  await quantity.waitFor()
  expect(held.length).toBeGreaterThan(0)
  await page.getByLabel("Size", { exact: true }).selectOption("M")
  await page.getByLabel("Colour", { exact: true }).selectOption("Sage")
  await quantity.fill(typed)
  return { page, quantity, release }
}

describe("storefront pages used before their code arrived, in Chromium", () => {
  it("adds the options chosen and the quantity typed before the purchase area hydrated", async () => {
    const { page, quantity, release } = await choseBeforeHydration("3")
    await release()
    await hydrated(page)

    expect(await quantity.inputValue()).toBe("3")
    await page.getByRole("button", { name: "Add To Cart", exact: true }).click()
    await page.getByRole("button", { name: "Added!" }).waitFor()
    await page.getByRole("link", { name: "3 items in cart" }).waitFor()
    await page.goto(`${store.server.url}/cart`)
    const line = page.getByRole("listitem").filter({ hasText: "Linen Shirt" })
    const options = (await line.locator(".cart-entry-options").textContent()) ?? ""
    expect(options.split(" · ").sort()).toEqual(["Colour: Sage", "Size: M"])
    expect(await line.getByRole("spinbutton", { name: "Quantity of Linen Shirt" }).inputValue()).toBe("3")
    await page.context().close()
  })

  it("keeps the options and quantity when Enter submits the form before the purchase area hydrated", async () => {
    const { page, quantity, release } = await choseBeforeHydration("2")
    // No script has run: the browser submits the form itself and loads the page with its fields.
    await Promise.all([page.waitForURL(/\?/, { waitUntil: "commit" }), quantity.press("Enter")])
    expect(new URL(page.url()).searchParams.get("quantity")).toBe("2")
    await release()
    await hydrated(page)
    expect(await page.getByLabel("Size", { exact: true }).inputValue()).toBe("M")
    expect(await page.getByLabel("Colour", { exact: true }).inputValue()).toBe("Sage")
    expect(await quantity.inputValue()).toBe("2")
    await page.getByRole("button", { name: "Add To Cart", exact: true }).click()
    await page.getByRole("link", { name: "2 items in cart" }).waitFor()
    await page.context().close()
  })

  it("keeps the server's price on screen while the price's code is on its way, then shows the chosen variant's", async () => {
    const { page, held, release } = await visitorHolding(/\/assets\/OneTimePrice-.+\.js$/)
    await openHydrated(page, `${store.server.url}/products/botanical-print-pack`)
    expect(await price(page)).toBe("From $15.00")
    await page.getByLabel("Format", { exact: true }).selectOption("A3")
    await painted(page)
    expect(held.length).toBe(1)
    expect(await price(page)).toBe("From $15.00")
    await release()
    await page
      .locator(".product-info .vitrine-price")
      .filter({ hasText: /^\$19\.00$/ })
      .waitFor()
    await page.context().close()
  })

  it("updates the cart to the quantity typed on the cart page before it hydrated", async () => {
    const { page, held, hold, release } = await visitorHolding(/\/assets\/.+\.js$/, false)
    await openHydrated(page, `${store.server.url}/products/canvas-tote`)
    await page.getByRole("button", { name: "Add To Cart", exact: true }).click()
    await page.getByRole("button", { name: "Added!" }).waitFor()

    hold()
    await page.goto(`${store.server.url}/cart`, { waitUntil: "commit" })
    const quantity = page.getByRole("spinbutton", { name: "Quantity of Canvas Tote" })
    await quantity.waitFor()
    expect(held.length).toBeGreaterThan(0)
    await quantity.fill("4")
    await release()
    await hydrated(page)

    expect(await quantity.inputValue()).toBe("4")
    await page.getByRole("button", { name: "Update quantity of Canvas Tote" }).click()
    // The line total of 4 × $24.00, once the server has the new quantity.
    await page.getByText("$96.00").first().waitFor()
    await page.reload()
    expect(await quantity.inputValue()).toBe("4")
    await page.context().close()
  })
})
