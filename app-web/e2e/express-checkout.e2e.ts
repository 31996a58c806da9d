import { DEFAULT_STORE_SETTINGS, StoreSettingsRepository } from "@vitrine/core/site"
import { Effect } from "effect"
import type { Page } from "playwright-core"
import { beforeAll, describe, expect, it } from "vitest"
import { openHydrated } from "./hydrated.ts"
import { storeUnderTest } from "./store-under-test.ts"

// A store in express checkout (CHECKOUT-003's expressCheckout, saved before any request reads the
// settings): an add goes straight to the checkout page, without the added state (ADDCART-005).
// SCOPE-003's tour of the store's features runs here, express checkout being one of them.

let page: Page

const store = storeUnderTest()

beforeAll(async () => {
  await store.server.runtime.runPromise(
    StoreSettingsRepository.use((settings) =>
      settings.save("vitrine-demo", { ...DEFAULT_STORE_SETTINGS, expressCheckout: true }),
    ).pipe(Effect.asVoid),
  )
  page = await (await store.browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage()
})

describe("express checkout in Chromium", () => {
  it("ADDCART-005 CHECKOUT-003 in express checkout an add skips the added state and opens the checkout page with the item", async () => {
    await openHydrated(page, `${store.server.url}/products/canvas-tote`)
    const states: string[] = []
    await page.exposeFunction("recordButton", (text: string) => states.push(text))
    await page.evaluate(() => {
      const button = [...document.querySelectorAll("button")].find((b) => b.textContent === "Add To Cart")
      if (!button) throw new Error("no add button")
      new MutationObserver(() =>
        (window as unknown as { recordButton: (t: string) => void }).recordButton(button.textContent ?? ""),
      ).observe(button, { childList: true, subtree: true, characterData: true })
    })
    await page.getByRole("button", { name: "Add To Cart", exact: true }).click()
    await page.getByRole("heading", { level: 1, name: "Checkout" }).waitFor()
    expect(page.url()).toBe(`${store.server.url}/checkout`)
    // The observer saw the button work (Adding…), and never saw it say Added!.
    expect(states).toContain("Adding…")
    expect(states).not.toContain("Added!")
    await page.getByTestId("grand-total").filter({ hasText: "$29.00" }).waitFor()
  })

  it("SCOPE-003 the store offers express checkout, subscriptions, gift cards, a product's own form and the pay-later message", async () => {
    const open = (slug: string) => openHydrated(page, `${store.server.url}/products/${slug}`)
    const field = (label: string) => page.getByLabel(label, { exact: true })

    // The pay-later instalment message on a product page; express checkout takes the add to checkout.
    await open("linen-shirt")
    expect(await page.locator(".vitrine-pay-later-text").textContent()).toBe(
      "or 4 interest-free payments of $17.00 with Afterpay",
    )
    await field("Size").selectOption("M")
    await field("Colour").selectOption("Sage")
    await page.getByRole("button", { name: "Add To Cart", exact: true }).click()
    await page.getByRole("heading", { level: 1, name: "Checkout" }).waitFor()

    // A product with a custom additional-fields form asks it before adding.
    await open("pottery-workshop")
    await field("Session").selectOption("Saturday 10:00")
    await page.getByRole("button", { name: "Add To Cart", exact: true }).click()
    await page
      .getByRole("dialog", { name: "Monogram" })
      .getByLabel(/^Initials/)
      .waitFor()
    await page.keyboard.press("Escape")

    // A subscription product, and a gift card, each with its own checkout.
    await open("coffee-subscription")
    await field("Grind").selectOption("Filter")
    await page.getByRole("button", { name: "Subscribe", exact: true }).click()
    await page.getByRole("heading", { level: 1, name: "Subscription checkout" }).waitFor()
    await open("gift-card")
    await field("Amount").selectOption({ label: "$50.00" })
    await page.getByRole("button", { name: "Add To Cart", exact: true }).click()
    await page.getByRole("heading", { level: 1, name: "Gift card checkout" }).waitFor()
  })
})
