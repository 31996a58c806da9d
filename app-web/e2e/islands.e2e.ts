import { readFileSync } from "node:fs"
import { join } from "node:path"
import { gzipSync } from "node:zlib"
import { describe, expect, it } from "vitest"
import { FIRST_LOAD_FILE } from "../vite-plugins/first-load-size.ts"
import { openHydrated } from "./hydrated.ts"
import { scriptsLoaded } from "./scripts-loaded.ts"
import { storeUnderTest } from "./store-under-test.ts"

// The product page and the listing are island pages (src/islands.tsx): the server renders them
// whole, the browser hydrates only their islands. Needs `npm run build -w app-web` first.

const store = storeUnderTest()
const dist = join(import.meta.dirname, "..", "dist")

/** What the build counted as the product page's first load (vite-plugins/first-load-size.ts). */
const counted = () =>
  JSON.parse(readFileSync(join(dist, FIRST_LOAD_FILE), "utf8")) as {
    files: string[]
    total: number
    react: number
    own: number
  }

const entryScriptOf = (html: string) =>
  /<script type="module"[^>]*src="\/(assets\/[^"]+\.js)"/.exec(html)?.[1] ?? "no entry script"

describe("the product page is an island page", () => {
  it("its HTML has the island containers, and its shell's script is the islands entry, not the app's", async () => {
    const product = await (await fetch(`${store.server.url}/products/canvas-tote`)).text()
    for (const name of ["purchase", "cart-pill", "cart-indicator", "account-link", "analytics", "newsletter"])
      expect(product).toMatch(new RegExp(`<div data-island="${name}" data-island-id="i\\d+">`))
    // The server's render of the purchase area is inside its container: the add button is in the HTML.
    expect(product).toMatch(/data-island="purchase"[^>]*>.*Add To Cart/s)
    // The islands' props travel in the page data.
    expect(product).toMatch(/"islands":\{"i\d+":/)
    const entry = entryScriptOf(product)
    expect(entry).toMatch(/^assets\/islands-/)
    expect(entry).toBe(counted().files[0])
    // The cart is the whole app: another entry.
    const cart = await (await fetch(`${store.server.url}/cart`)).text()
    expect(entryScriptOf(cart)).toMatch(/^assets\/index-/)
    expect(cart).not.toContain("data-island-id")
  })

  it("hydrates the purchase area (an add updates the pill, another root) and leaves the description alone", async () => {
    const context = await store.browser.newContext({ viewport: { width: 1280, height: 900 } })
    const page = await context.newPage()
    const errors: string[] = []
    page.on("console", (message) => void (message.type() === "error" && errors.push(message.text())))
    page.on("pageerror", (error) => void errors.push(error.message))
    await openHydrated(page, `${store.server.url}/products/canvas-tote`)
    const reactOwned = (selector: string) =>
      page.locator(selector).evaluate((element) => {
        // React keeps its fiber on every element it rendered or hydrated; a root on its container.
        const keys = (node: Element) => Object.keys(node)
        const owned = (node: Element) => keys(node).some((key) => key.startsWith("__react"))
        let root: Element | null = element
        while (root !== null && !keys(root).some((key) => key.startsWith("__reactContainer")))
          root = root.parentElement
        return { owned: owned(element), root: root?.getAttribute("data-island") ?? root?.id ?? null }
      })
    // The purchase area is a React root of its own; the description, breadcrumb and heading are the
    // server's HTML, in no root.
    expect(await reactOwned(".purchase")).toEqual({ owned: true, root: "purchase" })
    expect(await reactOwned(".description")).toEqual({ owned: false, root: null })
    expect(await reactOwned(".breadcrumb")).toEqual({ owned: false, root: null })
    expect(await reactOwned("h1")).toEqual({ owned: false, root: null })
    expect(
      await page
        .locator("#root")
        .evaluate((root) => Object.keys(root).some((key) => key.startsWith("__react"))),
    ).toBe(false)

    await page.getByRole("button", { name: "Add To Cart", exact: true }).click()
    await page.getByRole("button", { name: "Added!" }).waitFor()
    // The pill and the header's indicator are other roots, on the same cart store.
    await page.getByRole("link", { name: "1 item in cart" }).waitFor()
    await page.getByText("Canvas Tote was added to your cart.").waitFor()
    expect(await page.locator(".vitrine-cart-indicator").textContent()).toContain("1")
    // The pill leads to the cart by a full page load: the cart page is the app's.
    await page.getByRole("link", { name: "1 item in cart" }).click()
    await page.getByRole("heading", { name: "Your cart" }).waitFor()
    expect(entryScriptOf(await page.content())).toMatch(/^assets\/index-/)
    expect(errors).toEqual([])
    await context.close()
  })

  it("the scripts the page requests before it is interactive are the ones the build counted, and weigh what it printed", async () => {
    const context = await store.browser.newContext()
    const page = await context.newPage()
    await page.goto(`${store.server.url}/products/canvas-tote`)
    await page.waitForLoadState("load")
    // Every script asked for until the document's scripts have run (DOMContentLoaded): the entry
    // and what the shell preloads. Islands hydrate after that, lazily loaded parts later still.
    const requested = await page.evaluate(() => {
      const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[]
      const ready = navigation?.domContentLoadedEventStart ?? 0
      return performance
        .getEntriesByType("resource")
        .filter((entry) => entry.startTime <= ready && new URL(entry.name).pathname.endsWith(".js"))
        .map((entry) => new URL(entry.name).pathname.slice(1))
    })
    const build = counted()
    expect([...requested].sort()).toEqual([...build.files].sort())
    const gzip = requested.reduce(
      (sum, file) => sum + gzipSync(readFileSync(join(dist, file), "utf8")).byteLength,
      0,
    )
    expect(gzip).toBe(build.total)
    expect(build.react + build.own).toBe(build.total)
    await context.close()
  })
})

describe("island pages, once idle", () => {
  it("have loaded no schema library on a phone's first screen: what they run on idle (the analytics session, the add flow) needs none", async () => {
    // The footer's sign-up form, hydrated when it comes near, loads its check (the schema library)
    // only when it is first focused, so a page short enough for the footer to be near is no exception.
    for (const path of ["/", "/products/linen-shirt"]) {
      // Lighthouse's phone.
      const context = await store.browser.newContext({ viewport: { width: 412, height: 823 } })
      const page = await context.newPage()
      const loaded = await scriptsLoaded(page, `${store.server.url}${path}`)
      expect(loaded.count, path).toBeGreaterThan(1)
      expect(loaded.withSchemaLibrary, path).toEqual([])
      await context.close()
    }
  })
})

describe("the listing is an island page", () => {
  it("its cards are HTML; each card's add button is a root of its own, on the page's one cart", async () => {
    const listing = await (await fetch(`${store.server.url}/`)).text()
    expect(entryScriptOf(listing)).toMatch(/^assets\/islands-/)
    expect(listing.match(/<div data-island="card-add" data-island-id="i\d+">/g)?.length).toBe(13)

    const context = await store.browser.newContext({ viewport: { width: 1280, height: 900 } })
    const page = await context.newPage()
    const errors: string[] = []
    page.on("console", (message) => void (message.type() === "error" && errors.push(message.text())))
    page.on("pageerror", (error) => void errors.push(error.message))
    await openHydrated(page, store.server.url)
    const owner = (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((element) => {
          let root: Element | null = element
          while (root !== null && !Object.keys(root).some((key) => key.startsWith("__reactContainer")))
            root = root.parentElement
          return root?.getAttribute("data-island") ?? null
        })
    expect(await owner(".card-actions button")).toBe("card-add")
    expect(await owner(".card-title a")).toBeNull()
    expect(await owner("h1")).toBeNull()

    // An add from a card updates the pill (with its popover) and the header's indicator, other roots.
    await page.getByRole("button", { name: "Add To Cart, Canvas Tote" }).click()
    await page.getByText("Canvas Tote was added to your cart.").waitFor()
    await page.getByRole("link", { name: "1 item in cart" }).waitFor()
    expect(await page.locator(".vitrine-cart-indicator").textContent()).toContain("1")
    // A product with options asks for one (ADDCART-009); its title leads to its page, a full load.
    await page.getByRole("button", { name: "Add To Cart, Linen Shirt" }).click()
    await page.getByRole("button", { name: "Select Option, Linen Shirt" }).waitFor()
    await page.getByRole("link", { name: "Linen Shirt", exact: true }).click()
    await page.getByRole("heading", { level: 1, name: "Linen Shirt" }).waitFor()
    expect(page.url()).toBe(`${store.server.url}/products/linen-shirt`)
    expect(errors).toEqual([])
    await context.close()
  })
})
