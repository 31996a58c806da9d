import { describe, expect, it } from "vitest"
import { openHydrated } from "./hydrated.ts"
import { storeUnderTest } from "./store-under-test.ts"

// A product page's "You may also like" (UI-007). Needs `npm run build -w app-web` first.

const store = storeUnderTest()
const HEADING = "You may also like"

describe("a product page's related products", () => {
  it("UI-007 the page's HTML, fetched without JavaScript, holds the section with other products' cards and add buttons", async () => {
    const html = await (await fetch(`${store.server.url}/products/canvas-tote`)).text()
    const section = /<section class="related"[^>]*>(.*?)<\/section>/s.exec(html)?.[1] ?? ""
    expect(section).toContain(`>${HEADING}</h2>`)
    const links = [...section.matchAll(/<h3 class="card-title"><a href="(\/products\/[^"]+)"/g)].map(
      (m) => m[1],
    )
    expect(links.length).toBeGreaterThan(0)
    expect(links.length).toBeLessThanOrEqual(4)
    expect(links).not.toContain("/products/canvas-tote")
    expect(section.match(/data-island="card-add"/g)).toHaveLength(links.length)
  })

  it("UI-007 a visitor adds a related product from the product page and the cart indicator follows", async () => {
    const context = await store.browser.newContext({ viewport: { width: 1280, height: 900 } })
    const page = await context.newPage()
    const errors: string[] = []
    page.on("pageerror", (error) => void errors.push(error.message))
    await openHydrated(page, `${store.server.url}/products/canvas-tote`)
    const related = page.getByRole("region", { name: HEADING })
    await related.scrollIntoViewIfNeeded()
    // The Olive Wood Board follows the tote in the catalogue and needs no choice: its card adds it.
    await related.getByRole("button", { name: "Add To Cart, Olive Wood Board" }).click()
    await related.getByRole("button", { name: "Added!, Olive Wood Board" }).waitFor()
    await page.getByRole("link", { name: "1 item in cart" }).waitFor()
    expect(await page.locator(".vitrine-cart-indicator").textContent()).toContain("1")
    // The page's own product is still to add: its button is untouched.
    expect(await page.getByRole("button", { name: "Add To Cart", exact: true }).isEnabled()).toBe(true)
    expect(errors).toEqual([])
    await context.close()
  })
})
