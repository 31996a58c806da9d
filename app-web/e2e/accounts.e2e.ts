import type { Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { TEST_ADMIN } from "../../contract-tests/src/http/staff.ts"
import { blockingViolations } from "./axe.ts"
import { signInAtAdmin } from "./sign-in.ts"
import { pagesOf, storeUnderTest } from "./store-under-test.ts"

// Sign-in in Chromium: the merchant at /admin changes the store currency, a visitor cannot, and a
// member's cart follows them from one browser to another. Its own store: the currency changes.

const store = storeUnderTest()
const newPage = pagesOf(store)

const cardPrice = (page: Page, title: string) =>
  page.locator(".card", { has: page.getByRole("heading", { name: title }) }).locator(".vitrine-price")

describe("accounts in Chromium", () => {
  it("a visitor finds no way to the settings: no header link, /admin asks for a sign-in, and the API answers 401", async () => {
    const page = await newPage()
    await page.goto(store.server.url)
    await cardPrice(page, "Linen Shirt").waitFor()
    expect(await page.getByRole("link", { name: "Store settings" }).count()).toBe(0)
    await page.getByRole("link", { name: "Sign in" }).waitFor()

    await page.goto(`${store.server.url}/admin/settings`)
    await page.getByRole("heading", { level: 1, name: "Sign in to manage the store" }).waitFor()
    expect(await page.getByLabel("Store currency").count()).toBe(0)

    // Straight at the API with the page's own crumb: signed out is 401, and nothing changes.
    const answer = await page.evaluate(async () => {
      const crumb = decodeURIComponent(document.cookie.match(/(?:^|; )crumb=([^;]*)/)?.[1] ?? "")
      const response = await fetch("/api/commerce/settings", {
        method: "PUT",
        headers: { "Content-Type": "application/json", "X-CSRF-Token": crumb },
        body: JSON.stringify({ selectedCurrency: "EUR" }),
      })
      return { status: response.status, body: await response.json() }
    })
    expect(answer).toEqual({ status: 401, body: { message: "Please sign in to continue." } })
    await page.goto(store.server.url)
    expect(await cardPrice(page, "Linen Shirt").textContent()).toBe("$68.00")
  })

  it("a merchant's wrong password is refused with the generic message; signed in, they change the currency by keyboard", async () => {
    const page = await newPage()
    await page.goto(`${store.server.url}/admin`)
    await page.getByRole("main").getByLabel("Email").fill(TEST_ADMIN.email)
    await page.getByLabel("Password").fill("not the password")
    await page.getByRole("button", { name: "Sign in" }).click()
    expect(await page.getByRole("alert").textContent()).toBe("Your email or password is incorrect.")
    expect(await blockingViolations(page)).toEqual([])

    await signInAtAdmin(page, store.server.url)
    expect(await blockingViolations(page)).toEqual([])
    await page
      .getByRole("navigation", { name: "Store admin" })
      .getByRole("link", { name: "Store settings" })
      .click()
    const select = page.getByLabel("Store currency")
    await select.waitFor()
    await select.focus()
    await page.keyboard.type("Euro")
    await page.keyboard.press("Tab")
    await page.keyboard.press("Enter")
    await page.getByRole("status").filter({ hasText: "Saved." }).waitFor()

    const visitor = await newPage()
    await visitor.goto(store.server.url)
    await visitor.getByText("€68.00", { exact: true }).waitFor()

    await page.getByRole("button", { name: "Sign out" }).click()
    await page.getByRole("heading", { level: 1, name: "Sign in to manage the store" }).waitFor()
  })

  it("SESSION-001 ROLE-001 a member registers, adds to the cart, signs out keeping a copy, and finds the cart combined in another browser where they added as an anonymous visitor", async () => {
    const email = `shopper-${Date.now()}@example.com`
    const password = "a shopper's passphrase"
    const first = await newPage()
    await first.goto(`${store.server.url}/account/register`)
    await first.getByRole("main").getByLabel("Email").fill(email)
    await first.getByLabel("Password").fill(password)
    await first.getByRole("button", { name: "Create an account" }).click()
    await first.getByRole("heading", { level: 1, name: "Your account" }).waitFor()
    await first.getByRole("link", { name: "Account" }).waitFor()

    await first.goto(`${store.server.url}/products/canvas-tote`)
    await first.getByRole("button", { name: "Add To Cart", exact: true }).click()
    await first.getByText("Canvas Tote was added to your cart.").waitFor()
    await first.getByRole("link", { name: "Account" }).click()
    await first.getByRole("button", { name: "Sign out" }).click()
    await first.getByRole("link", { name: "Sign in" }).waitFor()
    // The copy stays in this browser, signed out.
    await first.getByRole("link", { name: /Cart 1/ }).waitFor()

    const second = await newPage()
    await second.goto(`${store.server.url}/products/olive-wood-board`)
    await second.getByRole("button", { name: "Add To Cart", exact: true }).click()
    await second.getByText("Olive Wood Board was added to your cart.").waitFor()
    await second.getByRole("link", { name: "Sign in" }).click()
    await second.getByRole("main").getByLabel("Email").fill(email)
    await second.getByLabel("Password").fill(password)
    await second.getByRole("button", { name: "Sign in" }).click()
    await second.getByRole("heading", { level: 1, name: "Your account" }).waitFor()
    await second.goto(`${store.server.url}/cart`)
    await second.getByRole("heading", { level: 1, name: "Your cart" }).waitFor()
    await second.getByText("Canvas Tote").first().waitFor()
    await second.getByText("Olive Wood Board").first().waitFor()
  })
})
