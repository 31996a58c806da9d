import { describe, expect, it } from "vitest"
import { blockingViolations } from "./axe.ts"
import { signInAtAdmin } from "./sign-in.ts"
import { pagesOf, storeUnderTest } from "./store-under-test.ts"

// The header and footer editor in Chromium: the merchant changes the footer text and the site title
// at /admin/site, and the storefront's server-rendered pages show them. Its own store: the footer
// changes.

const store = storeUnderTest()
const newPage = pagesOf(store)

describe("the header and footer editor in Chromium", () => {
  it("SITE-001 a merchant edits the footer text and the site title; the storefront shows them", async () => {
    const merchant = await newPage()
    await signInAtAdmin(merchant, store.server.url)
    await merchant
      .getByRole("navigation", { name: "Store admin" })
      .getByRole("link", { name: "Header and footer" })
      .click()
    const footerText = merchant.getByLabel("Footer text")
    await footerText.waitFor()
    expect(await blockingViolations(merchant)).toEqual([])
    await footerText.fill("Made in Lisbon since 2019")
    const title = merchant.getByLabel("Site title")
    await title.fill("Linen & Co")
    await merchant.getByRole("button", { name: "Save" }).click()
    await merchant.getByRole("status").filter({ hasText: "Saved." }).waitFor()

    // A shopper, with no session: the listing and a product page are rendered with them.
    const shopper = await newPage()
    const listing = await shopper.goto(`${store.server.url}/`)
    const html = (await listing?.text()) ?? ""
    expect(html).toContain("Made in Lisbon since 2019")
    await shopper.locator(".footer-text").filter({ hasText: "Made in Lisbon since 2019" }).waitFor()
    expect(await shopper.locator(".site-header .brand").textContent()).toBe("Linen & Co")
    await shopper.locator(".card a").first().click()
    await shopper.waitForURL(/\/products\//)
    expect(await shopper.locator(".footer-text").textContent()).toBe("Made in Lisbon since 2019")

    // A page the server sends as the bare app shell, opened directly: its header and footer too.
    await shopper.goto(`${store.server.url}/contact`)
    await shopper.locator(".footer-text").filter({ hasText: "Made in Lisbon since 2019" }).waitFor()
    expect(await shopper.locator(".site-header .brand").textContent()).toBe("Linen & Co")
  })
})
