import { DEFAULT_STORE_SETTINGS, StoreSettingsRepository } from "@vitrine/core/site"
import { Effect } from "effect"
import type { Page } from "playwright-core"
import { beforeAll, describe, expect, it } from "vitest"
import { storeUnderTest } from "./store-under-test.ts"

// A store in express checkout (CHECKOUT-003's expressCheckout, saved before any request reads the
// settings): an add goes straight to the checkout page, without the added state (ADDCART-005).

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
    await page.goto(`${store.server.url}/products/canvas-tote`)
    await page.waitForFunction(() => {
      const root = document.getElementById("root")
      return root !== null && Object.keys(root).some((key) => key.startsWith("__reactContainer"))
    })
    const states: string[] = []
    await page.exposeFunction("recordButton", (text: string) => states.push(text))
    await page.evaluate(() => {
      const button = [...document.querySelectorAll("button")].find((b) => b.textContent === "Add To Cart")
      if (!button) throw new Error("no add button")
      new MutationObserver(() =>
        (window as unknown as { recordButton: (t: string) => void }).recordButton(button.textContent ?? ""),
      ).observe(button, { childList: true, subtree: true, characterData: true })
    })
    await page.getByRole("button", { name: "Add To Cart" }).click()
    await page.getByRole("heading", { level: 1, name: "Checkout" }).waitFor()
    expect(page.url()).toBe(`${store.server.url}/checkout`)
    // The observer saw the button work (Adding…), and never saw it say Added!.
    expect(states).toContain("Adding…")
    expect(states).not.toContain("Added!")
    await page.getByTestId("grand-total").filter({ hasText: "$29.00" }).waitFor()
  })
})
