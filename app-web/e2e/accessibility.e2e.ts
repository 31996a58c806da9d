import type { BrowserContext, Page } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { blockingViolations } from "./axe.ts"
import { signInAtAdmin } from "./sign-in.ts"
import { storeUnderTest } from "./store-under-test.ts"

// axe-core on the four pages of the store in Chromium, each as a shopper meets it: first with no
// cart (the header reads "Cart Empty"), then with a line in the cart (its figures, the floating pill,
// the item-added popover). Nothing serious or critical may be found.

const store = storeUnderTest()

let context: BrowserContext
let page: Page

beforeAll(async () => {
  context = await store.browser.newContext({ viewport: { width: 1280, height: 900 } })
  page = await context.newPage()
  // The staff sign-in before anything else, while this context has no staff session.
  await page.goto(`${store.server.url}/admin`)
  await page.getByLabel("Password").waitFor()
  staffSignIn = await blockingViolations(page)
  await signInAtAdmin(page, store.server.url)
})

let staffSignIn: readonly unknown[] = []

afterAll(async () => {
  await context.close()
})

const open = async (path: string) => {
  await page.goto(store.server.url + path)
  await page.getByRole("heading", { level: 1 }).waitFor()
}

const PAGES = [
  ["listing", "/", "Linen Shirt"],
  ["product", "/products/linen-shirt", "Size"],
  ["cart", "/cart", "Your cart"],
  ["settings", "/admin/settings", "Store currency"],
  ["analytics (no visits yet)", "/admin/analytics", "No visits in this period yet."],
  ["languages", "/admin/languages", "Languages on your site"],
  ["connections", "/admin/connections", "Automation service"],
  ["files", "/admin/files", "Upload a file"],
  ["member sign-in", "/account/sign-in", "Keep me signed in on this device"],
  ["registration", "/account/register", "Create an account"],
] as const

// Each page's own content, not only its heading, is on screen before axe looks.
const settle = (what: string) => page.getByText(what, { exact: true }).first().waitFor()

describe("accessibility in Chromium (axe-core)", () => {
  it("finds the header link of before, whose name left out its visible figures (a control sample)", async () => {
    await open("/")
    await page.evaluate(() => {
      const old = document.createElement("a")
      old.href = "/cart"
      old.setAttribute("aria-label", "Cart, 2 items, subtotal $42")
      old.innerHTML = "Cart <span>2 · $42</span>"
      document.querySelector("nav")?.append(old)
    })
    const found = await blockingViolations(page)
    expect(found.map((violation) => [violation.rule, violation.impact])).toEqual([
      ["label-content-name-mismatch", "serious"],
    ])
  })

  it("the staff sign-in at /admin has no serious or critical violation", () => {
    expect(staffSignIn).toEqual([])
  })

  it.each(PAGES)(
    "the %s page with an empty cart has no serious or critical violation",
    async (_, path, shows) => {
      await open(path)
      await settle(shows)
      await page.getByRole("link", { name: "Cart Empty" }).waitFor()
      expect(await blockingViolations(page)).toEqual([])
    },
  )

  it("the product page just after an add, popover and pill showing, has none", async () => {
    await open("/products/linen-shirt")
    await page.getByLabel("Size").selectOption("M")
    await page.getByLabel("Colour").selectOption("Sage")
    await page.getByRole("button", { name: "Add To Cart", exact: true }).click()
    await page.getByText("Linen Shirt was added to your cart.").waitFor()
    await page.getByRole("link", { name: "1 item in cart" }).waitFor()
    expect(await blockingViolations(page)).toEqual([])
  })

  it.each(PAGES)(
    "the %s page with a line in the cart has no serious or critical violation",
    async (_, path, shows) => {
      await open(path)
      await settle(shows)
      await page.getByRole("link", { name: "Cart 1 · $68" }).waitFor()
      expect(await blockingViolations(page)).toEqual([])
    },
  )
})
