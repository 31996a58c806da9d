import type { Page } from "playwright-core"
import { beforeAll, describe, expect, it } from "vitest"
import { signInAtAdmin } from "./sign-in.ts"
import { storeUnderTest } from "./store-under-test.ts"

// The store currency changes what every page shows, so this file has a store of its own: the real
// server on a fresh PGlite database with the demo catalogue, serving the web build.

let page: Page

const store = storeUnderTest()

beforeAll(async () => {
  page = await (await store.browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage()
  // The merchant: signed in at /admin in this browser context.
  await signInAtAdmin(page, store.server.url)
})

const cardPrice = (title: string) =>
  page.locator(".card", { has: page.getByRole("heading", { name: title }) }).locator(".vitrine-price")

const payLater = () => page.locator(".vitrine-pay-later-text")

/** Chooses a currency on the settings page (the admin's, signed in) by keyboard only: focus, type its name, Tab, Enter. */
const chooseCurrency = async (name: string, code: string) => {
  await page.goto(`${store.server.url}/admin/settings`)
  const select = page.getByLabel("Store currency")
  await select.waitFor()
  await select.focus()
  await page.keyboard.type(name)
  expect(await select.inputValue()).toBe(code)
  await page.keyboard.press("Tab")
  await page.keyboard.press("Enter")
  await page.getByRole("status").filter({ hasText: "Saved." }).waitFor()
}

describe("store currency in Chromium", () => {
  it("MONEY-003 a merchant switches the store to euros, then yen, and the listing's prices follow", async () => {
    await page.goto(store.server.url)
    await cardPrice("Linen Shirt").waitFor()
    expect(await cardPrice("Linen Shirt").textContent()).toBe("$68.00")
    expect(await cardPrice("Coffee Subscription").textContent()).toBe("$18.00 every month")

    await page.getByRole("link", { name: "Linen Shirt", exact: true }).click()
    await payLater().waitFor()
    expect(await payLater().textContent()).toBe("or 4 interest-free payments of $17.00 with Afterpay")

    await page.screenshot({ path: "/tmp/vitrine-product-pay-later.png" })
    await chooseCurrency("Euro", "EUR")
    await page.screenshot({ path: "/tmp/vitrine-settings.png" })
    await page.getByRole("link", { name: "Shop", exact: true }).click()
    await page.getByText("€68.00", { exact: true }).waitFor()
    expect(await cardPrice("Coffee Subscription").textContent()).toBe("€18.00 every month")
    await page.getByRole("link", { name: "Linen Shirt", exact: true }).click()
    await page.getByRole("heading", { level: 1, name: "Linen Shirt" }).waitFor()
    expect(await page.locator(".product-info .vitrine-price").textContent()).toBe("€68.00")
    expect(await payLater().count()).toBe(0)

    await chooseCurrency("Japanese", "JPY")
    await page.goto(store.server.url)
    await page.getByText("¥6,800", { exact: true }).waitFor()
    expect(await cardPrice("Linen Shirt").textContent()).toBe("¥6,800")
    await page.screenshot({ path: "/tmp/vitrine-listing-jpy.png", fullPage: true })
  })
})
