import { describe, expect, it } from "vitest"
import { storeUnderTest } from "./store-under-test.ts"

// A product page arrives with its product block rendered by the template engine on the server
// (app-server/templates/product-block.jsont): what a visitor without JavaScript, or a crawler, sees.
// Once the app runs, it takes the page over and the server's markup is gone.

const store = storeUnderTest()

const openPage = async (path: string, javaScriptEnabled: boolean) => {
  const page = await (await store.browser.newContext({ javaScriptEnabled })).newPage()
  await page.goto(`${store.server.url}${path}`)
  return page
}

describe("server-rendered product block in Chromium", () => {
  it("DISPLAY-010 ADDCART-008 without JavaScript a product page shows the product, its price, option prompts and button", async () => {
    const page = await openPage("/products/linen-shirt", false)
    expect(await page.title()).toBe("Linen Shirt · Vitrine")
    const block = page.locator("article.product-block")
    expect(await block.locator("h1").textContent()).toBe("Linen Shirt")
    expect(await block.textContent()).toContain("$68.00")
    expect(await block.locator("select").first().locator("option").first().textContent()).toBe("Select Size")
    expect(await block.locator(".sqs-add-to-cart-button-inner").textContent()).toBe("Add To Cart")
    await page.context().close()
  })

  it("DISPLAY-003 DISPLAY-007 without JavaScript a sold-out product carries the sold-out mark", async () => {
    const page = await openPage("/products/merino-beanie", false)
    expect(await page.locator("article.product-block .product-mark").textContent()).toBe("sold out")
    await page.context().close()
  })

  it("with JavaScript the app replaces the server's block with the interactive page", async () => {
    const page = await openPage("/products/linen-shirt", true)
    await page.getByRole("heading", { name: "Linen Shirt", level: 1 }).waitFor()
    await page.getByLabel("Size").waitFor()
    expect(await page.locator("article.product-block").count()).toBe(0)
    expect(await page.getByRole("button", { name: "Add To Cart" }).count()).toBe(1)
    await page.context().close()
  })
})
