import { describe, expect, it } from "vitest"
import { blockingViolations } from "./axe.ts"
import { signInAtAdmin } from "./sign-in.ts"
import { pagesOf, storeUnderTest } from "./store-under-test.ts"

// Store pages in Chromium, on the real server and database: the merchant creates a store page,
// picks three products, reorders them from the keyboard, saves, adds a category with one of them,
// and the storefront shows the products in that order, server-rendered, and the category's filter. Its own store: the pages change.

const store = storeUnderTest()
const newPage = pagesOf(store)

const titlesOnStorefront = (page: Awaited<ReturnType<typeof newPage>>) =>
  page.locator(".store-page .grid h2").allInnerTexts()

describe("store pages in Chromium", () => {
  it("a merchant creates a store page with products, reorders them, and the storefront shows that order", async () => {
    const merchant = await newPage()
    await signInAtAdmin(merchant, store.server.url)
    await merchant
      .getByRole("navigation", { name: "Store admin" })
      .getByRole("link", { name: "Store pages" })
      .click()
    await merchant.getByText("No store pages yet. Create one below.").waitFor()
    await merchant.getByLabel("Title").fill("Linen Edit")
    await merchant.getByRole("button", { name: "Create store page" }).press("Enter")
    await merchant.getByRole("heading", { name: "Products" }).waitFor()

    for (const [search, title] of [
      ["Linen", "Linen Shirt"],
      ["Tote", "Canvas Tote"],
      ["Mug", "Hand-Thrown Mug"],
    ] as const) {
      await merchant.getByLabel("Search products to add").fill(search)
      await merchant.getByRole("button", { name: `Add ${title}` }).click()
    }
    await merchant
      .getByText("3 of 200 products · 3 of 250 items (products and top-level categories)")
      .waitFor()
    // The mug to the top, from the keyboard: the focus stays on its button.
    await merchant.getByRole("button", { name: "Move Hand-Thrown Mug up" }).press("Enter")
    await merchant.keyboard.press("Enter")
    await merchant.getByText("Hand-Thrown Mug moved to position 1.").waitFor()
    expect(await blockingViolations(merchant)).toEqual([])
    await merchant.getByRole("button", { name: "Save products" }).click()
    await merchant.getByText("Products saved.").waitFor()

    await merchant.getByLabel("Category name").fill("Kitchen")
    await merchant.getByRole("button", { name: "Add category" }).click()
    await merchant.getByText("Kitchen added.").waitFor()
    await merchant.getByText("Products in Kitchen", { exact: true }).first().click()
    await merchant.getByRole("group", { name: "Products in Kitchen" }).getByLabel("Hand-Thrown Mug").check()
    await merchant.getByRole("button", { name: "Save the products of Kitchen" }).click()
    await merchant.getByText("Products of Kitchen saved.").waitFor()

    const shopper = await newPage()
    const response = await shopper.goto(`${store.server.url}/shop/linen-edit`)
    expect(response?.status()).toBe(200)
    expect(await titlesOnStorefront(shopper)).toEqual(["Hand-Thrown Mug", "Linen Shirt", "Canvas Tote"])
    await shopper
      .getByRole("navigation", { name: "Categories" })
      .getByRole("link", { name: "Kitchen" })
      .click()
    await shopper.waitForURL(/\?category=/)
    expect(await titlesOnStorefront(shopper)).toEqual(["Hand-Thrown Mug"])
    await shopper.getByRole("navigation", { name: "Categories" }).getByRole("link", { name: "All" }).click()
    await shopper.waitForURL((url) => url.search === "")
    expect(await titlesOnStorefront(shopper)).toHaveLength(3)
    expect(await blockingViolations(shopper)).toEqual([])
    const missing = await shopper.goto(`${store.server.url}/shop/no-such-page`)
    expect(missing?.status()).toBe(404)
  })
})
