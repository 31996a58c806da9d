import type { BrowserContext, Page } from "playwright-core"
import { afterEach, beforeEach, describe, expect, it } from "vitest"
import { storeUnderTest } from "./store-under-test.ts"

// The real store: the server in this process on a fresh PGlite database with the demo catalogue,
// serving the web build that `npm run build -w app-web` made (the test command builds first).

let context: BrowserContext
let page: Page

const store = storeUnderTest()

beforeEach(async () => {
  // A fresh context per test: its own cookies, so its own cart.
  context = await store.browser.newContext({ viewport: { width: 1280, height: 900 } })
  page = await context.newPage()
})

afterEach(async () => {
  await context.close()
})

const open = async (path: string) => {
  await page.goto(store.server.url + path)
  await page.getByRole("heading", { level: 1 }).waitFor()
}

const text = (selector: string) => page.locator(selector).first().textContent()

describe("storefront in Chromium", () => {
  it("ADDCART-002 a visitor opens the store, picks a variant, adds it and sees the cart", async () => {
    await open("/")
    await page.getByRole("heading", { name: "Linen Shirt" }).waitFor()
    await page.screenshot({ path: "/tmp/vitrine-listing.png", fullPage: true })

    await page.getByRole("link", { name: "Linen Shirt", exact: true }).click()
    await page.getByRole("heading", { level: 1, name: "Linen Shirt" }).waitFor()
    await page.getByLabel("Size").selectOption("M")
    await page.getByLabel("Colour").selectOption("Sage")
    const add = page.getByRole("button", { name: "Add To Cart", exact: true })
    await add.click()
    await page.getByRole("button", { name: "Added!" }).waitFor()
    await page.getByText("Linen Shirt was added to your cart.").waitFor()
    const pill = page.getByRole("link", { name: "1 item in cart" })
    expect(await pill.textContent()).toBe("1")
    await page.screenshot({ path: "/tmp/vitrine-product.png" })
    await page.getByRole("button", { name: "Add To Cart", exact: true }).waitFor({ timeout: 4000 })

    await pill.click()
    await page.getByRole("heading", { name: "Your cart" }).waitFor()
    await page.getByRole("heading", { name: "Linen Shirt" }).waitFor()
    expect(await text(".cart-entry-options")).toBe("Size: M · Colour: Sage")
    expect(await text(".cart-subtotal")).toMatch(/Subtotal\s*\$68$/)
    expect(await page.getByRole("link", { name: /in cart$/ }).count()).toBe(0)
    await page.screenshot({ path: "/tmp/vitrine-cart.png", fullPage: true })
  })

  it("ADDCART-010 a sold-out product cannot be added, on the listing or its page", async () => {
    await open("/")
    const listingButton = page.getByRole("button", { name: "Sold Out, Merino Beanie" })
    expect(await listingButton.isDisabled()).toBe(true)
    await open("/products/merino-beanie")
    expect(await page.getByText("sold out", { exact: true }).count()).toBe(1)
    expect(await page.getByRole("button", { name: "Sold Out" }).isDisabled()).toBe(true)
  })

  it("ADDCART-013 adding without choosing the options shows the spec's message, and nothing is added", async () => {
    await open("/products/linen-shirt")
    await page.getByRole("button", { name: "Add To Cart", exact: true }).click()
    const alert = page.getByRole("alert")
    await alert.waitFor()
    expect(await alert.textContent()).toContain("Unable to Add Item")
    expect(await alert.textContent()).toContain("Please select the Size and Colour options.")
    expect(await page.getByRole("link", { name: /in cart$/ }).count()).toBe(0)
  })

  it("ADDCART-009 the listing asks to select an option for a product with options", async () => {
    await open("/")
    const button = page.getByRole("button", { name: "Add To Cart, Linen Shirt" })
    await button.click()
    await page.getByRole("button", { name: "Select Option, Linen Shirt" }).waitFor()
    await page.getByRole("button", { name: "Add To Cart, Linen Shirt" }).waitFor({ timeout: 4000 })
  })

  it("a keyboard-only visitor can choose options and add to cart", async () => {
    await open("/products/linen-shirt")
    const focusedLabel = () =>
      page.evaluate(() => {
        const active = document.activeElement
        if (active instanceof HTMLSelectElement || active instanceof HTMLInputElement) {
          return active.labels?.[0]?.textContent ?? ""
        }
        return active?.getAttribute("aria-label") ?? active?.textContent ?? ""
      })
    const tabTo = async (label: string) => {
      for (let presses = 0; presses < 25; presses++) {
        await page.keyboard.press("Tab")
        if ((await focusedLabel()) === label) return
      }
      throw new Error(`Tab never reached ${label}`)
    }
    await tabTo("Size")
    await page.keyboard.press("ArrowDown")
    await page.keyboard.press("ArrowDown")
    await tabTo("Colour")
    await page.keyboard.press("ArrowDown")
    await tabTo("Add To Cart")
    const outline = await page.evaluate(
      () => getComputedStyle(document.activeElement as Element).outlineStyle,
    )
    expect(outline).toBe("solid")
    await page.keyboard.press("Enter")
    await page.getByRole("button", { name: "Added!" }).waitFor()
    await page.getByRole("link", { name: "1 item in cart" }).waitFor()
    await tabTo("1 item in cart")
    await page.keyboard.press("Enter")
    await page.getByRole("heading", { name: "Your cart" }).waitFor()
    expect(await text(".cart-entry-options")).toBe("Size: M · Colour: White")
  })
})
