import { describe, expect, it } from "vitest"
import { CARDS_ABOVE_THE_FOLD } from "../src/features/catalog/ListingPage.tsx"
import { hydrated } from "./hydrated.ts"
import { storeUnderTest } from "./store-under-test.ts"

// The storefront's pages arrive rendered by the server (React's render of the same app, with the
// data it read embedded): what a visitor without JavaScript, or a crawler, sees is the page itself;
// with JavaScript the app hydrates it and reads none of that data again.

const store = storeUnderTest()

const html = async (path: string, cookie = "") => {
  const response = await fetch(store.server.url + path, { headers: { Cookie: cookie } })
  return { status: response.status, text: await response.text(), headers: response.headers }
}

/** A visitor's cookies after adding two Linen Shirts (S, White) through the API. */
const cartCookies = async (): Promise<string> => {
  const first = await fetch(`${store.server.url}/api/health`)
  const cookies = first.headers.getSetCookie().map((cookie) => cookie.split(";")[0] ?? "")
  const crumb = cookies.find((cookie) => cookie.startsWith("crumb="))?.slice("crumb=".length) ?? ""
  const added = await fetch(`${store.server.url}/api/commerce/shopping-cart/entries`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-CSRF-Token": crumb, Cookie: cookies.join("; ") },
    body: JSON.stringify({ itemId: "prod-linen-shirt", sku: "LINEN-SHIRT-S-WHITE", quantity: 2 }),
  })
  expect(added.status).toBe(200)
  return [...cookies, ...added.headers.getSetCookie().map((cookie) => cookie.split(";")[0] ?? "")].join("; ")
}

// The footer's newsletter form is not rendered on the server: below the fold, it reads its
// definition once the footer comes near the screen. Every other call after hydration would be the
// page fetching data the server already embedded.
const pageDataCalls = (api: readonly string[]) =>
  api.filter((call) => call !== "GET /api/template/GetTemplateSchema")

describe("pages fetched without JavaScript (curl)", () => {
  it("the listing holds every product with its price, the first screen's images eager and first, a real title", async () => {
    const page = await html("/")
    expect(page.status).toBe(200)
    expect(page.headers.get("cache-control")).toBe("no-store")
    for (const title of ["Linen Shirt", "Ceramic Pour-Over Set", "Merino Beanie"])
      expect(page.text).toContain(title)
    expect(page.text).toContain("$68.00")
    expect(page.text).toMatch(/<title>Shop · Vitrine<\/title>/)
    expect(page.text).toMatch(/<meta name="description" content="Shop 13 products at Vitrine: [^"]+"/)
    expect(page.text).toMatch(/<link rel="canonical" href="http:\/\/[^"]+\/"/)
    const images = [...page.text.matchAll(/<img [^>]*>/g)].map(([tag]) => tag)
    for (const image of images.slice(0, CARDS_ABOVE_THE_FOLD)) {
      expect(image).toContain('fetchPriority="high"')
      expect(image).not.toContain("lazy")
      expect(image).toMatch(/width="\d+" height="\d+"/)
    }
    expect(images[CARDS_ABOVE_THE_FOLD]).toContain('loading="lazy"')
    expect(page.text).toContain('<script type="application/json" id="vitrine-page-data">')
  })

  it("a product page holds the price, the option prompts and the add button, Open Graph and Product JSON-LD", async () => {
    const page = await html("/products/linen-shirt")
    expect(page.status).toBe(200)
    expect(page.text).toMatch(/<h1[^>]*>Linen Shirt<\/h1>/)
    expect(page.text).toContain("$68.00")
    expect(page.text).toContain("Select Size")
    expect(page.text).toMatch(/<button[^>]*>Add To Cart<\/button>/)
    expect(page.text).toContain("<title>Linen Shirt · Vitrine</title>")
    expect(page.text).toContain('<meta property="og:type" content="product" />')
    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(page.text)?.[1] ?? "{}"
    const product = JSON.parse(jsonLd) as { "@type": string; offers: Array<Record<string, string>> }
    expect(product["@type"]).toBe("Product")
    expect(product.offers[0]).toMatchObject({
      price: "68.00",
      priceCurrency: "USD",
      availability: "https://schema.org/InStock",
    })
  })

  it("a sold-out product page holds the name, the price and the restock box as the server rendered it", async () => {
    const page = await html("/products/merino-beanie")
    expect(page.status).toBe(200)
    expect(page.text).toMatch(/<h1[^>]*>Merino Beanie<\/h1>/)
    expect(page.text).toContain("$38.00")
    const box = /<section class="restock"[^>]*>.*?<\/section>/s.exec(page.text)?.[0] ?? ""
    expect(box).toContain("Sold out. Leave your e-mail")
    expect(box).toMatch(/<input [^>]*type="email"/)
    expect(box).toMatch(/<button type="submit"[^>]*>Notify me<\/button>/)
  })

  it("no page holds a part the server gave up on (React's `<!--$!-->`, error #419 in the browser)", async () => {
    const cookie = await cartCookies()
    for (const path of ["/", "/products/linen-shirt", "/products/merino-beanie", "/cart"]) {
      const page = await html(path, cookie)
      expect(page.status, path).toBe(200)
      expect(page.text, path).not.toContain("<!--$!-->")
      expect(page.text, path).not.toContain("Switched to client rendering")
    }
  })

  it("the cart page holds the visitor's lines and subtotal; an empty cart says so", async () => {
    const cart = await html("/cart", await cartCookies())
    expect(cart.text).toMatch(/<h2[^>]*>.*Linen Shirt.*<\/h2>/)
    expect(cart.text).toMatch(/Subtotal.*\$136/)
    expect(cart.text).toContain("<title>Your cart · Vitrine</title>")
    expect((await html("/cart")).text).toContain("Your cart is empty.")
  })

  it("a first visit's page holds the cookie consent banner; a visitor who answered, or sends Global Privacy Control, gets none", async () => {
    const banner = /<section class="consent-banner" aria-labelledby="[^"]+">/
    expect((await html("/cart")).text).toMatch(banner)
    for (const cookie of ["ss_performanceCookiesAllowed=true", "ss_performanceCookiesAllowed=false"])
      expect((await html("/cart", cookie)).text, cookie).not.toMatch(banner)
    const gpc = await fetch(`${store.server.url}/cart`, { headers: { "Sec-GPC": "1" } })
    expect(await gpc.text()).not.toMatch(banner)
  })

  it("the checkout page holds the cart's lines and the total the quote answers; without a cart it says the cart is empty", async () => {
    const cookie = await cartCookies()
    const checkout = await html("/checkout", cookie)
    expect(checkout.status).toBe(200)
    expect(checkout.text).toContain("<title>Checkout · Vitrine</title>")
    expect(checkout.text).toContain("Linen Shirt")
    expect(checkout.text).toMatch(/Subtotal.*\$136/)
    // The total shown is the one the API's own first quote (the form's first destination) answers.
    const answer = await fetch(`${store.server.url}/api/commerce/checkout?country=US&region=`, {
      headers: { Cookie: cookie },
    })
    const { quote } = (await answer.json()) as { quote: { grandTotalCents: number } }
    const total = `$${(quote.grandTotalCents / 100).toFixed(2)}`
    expect(checkout.text).toMatch(new RegExp(`data-testid="grand-total"[^>]*>${total.replace("$", "\\$")}<`))
    expect((await html("/checkout")).text).toContain("Your cart is empty.")
  })

  it("the page's script answers brotli-compressed and immutable when asked with Accept-Encoding: br", async () => {
    const page = await html("/products/linen-shirt")
    // The entry and the chunks it imports, preloaded by the shell (the largest holds React).
    const tags = page.text.match(/<(script type="module"|link rel="modulepreload")[^>]*>/g) ?? []
    expect(tags.length).toBeGreaterThan(1)
    const sizes: number[] = []
    for (const tag of tags) {
      const script = /(?:src|href)="(\/assets\/[^"]+\.js)"/.exec(tag)?.[1]
      expect(script).toBeDefined()
      // Asked for after the page's paint and images: nothing on a server-rendered page waits for it.
      expect(tag).toContain('fetchpriority="low"')
      const response = await fetch(store.server.url + script, { headers: { "Accept-Encoding": "br" } })
      expect(response.status).toBe(200)
      expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable")
      const size = (await response.text()).length
      // The build compresses what is worth it: a file under 1 KB (the islands entry) goes as it is.
      if (size >= 1024) expect(response.headers.get("content-encoding")).toBe("br")
      sizes.push(size)
    }
    expect(Math.max(...sizes)).toBeGreaterThan(100_000)
  })

  it("an unknown product is a 404 carrying the not-found page", async () => {
    const page = await html("/products/no-such-thing")
    expect(page.status).toBe(404)
    expect(page.text).toContain("Page not found")
  })

  it("robots.txt lets everything be crawled and points at the sitemap of every product page", async () => {
    const robots = await html("/robots.txt")
    expect(robots.text).toMatch(/User-agent: \*\nAllow: \/\n\nSitemap: http:\/\/.*\/sitemap\.xml/)
    const map = await html("/sitemap.xml")
    expect(map.headers.get("content-type")).toContain("application/xml")
    expect(map.text.match(/<loc>/g)).toHaveLength(14)
    expect(map.text).toContain("/products/linen-shirt</loc>")
  })
})

const openWatched = async (path: string, options: { javaScriptEnabled?: boolean; cookie?: string } = {}) => {
  const context = await store.browser.newContext({ javaScriptEnabled: options.javaScriptEnabled ?? true })
  if (options.cookie) {
    const url = new URL(store.server.url)
    await context.addCookies(
      options.cookie.split("; ").map((pair) => {
        const [name = "", ...value] = pair.split("=")
        return { name, value: value.join("="), domain: url.hostname, path: "/" }
      }),
    )
  }
  const page = await context.newPage()
  const api: string[] = []
  const errors: string[] = []
  page.on("request", (request) => {
    const url = new URL(request.url())
    if (url.pathname.startsWith("/api/")) api.push(`${request.method()} ${url.pathname}`)
  })
  page.on("console", (message) => message.type() === "error" && errors.push(message.text()))
  page.on("pageerror", (error) => errors.push(error.message))
  await page.goto(store.server.url + path)
  return { page, api, errors }
}

describe("pages in Chromium", () => {
  it("without JavaScript the listing, a product page, the cart and the checkout show their content", async () => {
    const listing = await openWatched("/", { javaScriptEnabled: false })
    // The products' headings: the consent banner, in the page too, has its own.
    expect(await listing.page.getByRole("main").getByRole("heading", { level: 2 }).count()).toBe(13)
    expect(await listing.page.getByRole("region", { name: "Cookies" }).count()).toBe(1)
    await listing.page.context().close()
    const product = await openWatched("/products/linen-shirt", { javaScriptEnabled: false })
    expect(await product.page.getByRole("heading", { level: 1 }).textContent()).toBe("Linen Shirt")
    expect(await product.page.getByRole("button", { name: "Add To Cart", exact: true }).count()).toBe(1)
    await product.page.context().close()
    const soldOut = await openWatched("/products/merino-beanie", { javaScriptEnabled: false })
    expect(await soldOut.page.getByRole("heading", { level: 1 }).textContent()).toBe("Merino Beanie")
    expect(await soldOut.page.getByRole("main").getByLabel("Email").count()).toBe(1)
    expect(await soldOut.page.getByRole("button", { name: "Notify me" }).count()).toBe(1)
    await soldOut.page.context().close()
    const cart = await openWatched("/cart", { javaScriptEnabled: false, cookie: await cartCookies() })
    expect(await cart.page.getByRole("heading", { name: "Linen Shirt" }).count()).toBe(1)
    await cart.page.context().close()
    const checkout = await openWatched("/checkout", { javaScriptEnabled: false, cookie: await cartCookies() })
    const lines = checkout.page.getByRole("complementary", { name: "Order summary" }).getByRole("listitem")
    expect(await lines.allTextContents()).toEqual(["Linen Shirt × 2$136.00"])
    expect(await checkout.page.getByTestId("grand-total").textContent()).toMatch(/^\$\d+\.\d{2}$/)
    await checkout.page.context().close()
  })

  it("with JavaScript the app takes each page over without fetching its data again, and without a mismatch", async () => {
    const cookie = await cartCookies()
    for (const path of ["/", "/products/linen-shirt", "/products/merino-beanie", "/cart"]) {
      const { page, api, errors } = await openWatched(path, { cookie })
      await hydrated(page)
      await page.waitForLoadState("networkidle")
      expect(pageDataCalls(api), path).toEqual([])
      expect(errors, path).toEqual([])
      await page.context().close()
    }
  })

  it("the checkout hydrates with no console error and reads neither its quote nor the cart again", async () => {
    const { page, api, errors } = await openWatched("/checkout", { cookie: await cartCookies() })
    await hydrated(page)
    await page.waitForLoadState("networkidle")
    const embedded = ["/api/commerce/checkout", "/api/commerce/shopping-cart", "/api/commerce/settings"]
    expect(api.filter((call) => embedded.some((path) => call.startsWith(`GET ${path}`)))).toEqual([])
    expect(errors).toEqual([])
    // The hydrated page is live: a state chosen re-totals in the browser, still without a read.
    await page.getByLabel("State", { exact: true }).selectOption("TX")
    await page
      .getByTestId("grand-total")
      .filter({ hasText: /^\$\d+\.\d{2}$/ })
      .waitFor()
    expect(api.filter((call) => call.startsWith("GET /api/commerce/checkout"))).toEqual([])
    await page.context().close()
  })

  it("the hydrated listing works: an add goes to the server and the header follows", async () => {
    const { page, api } = await openWatched("/")
    await hydrated(page)
    await page.getByRole("button", { name: "Add To Cart, Canvas Tote" }).click()
    await page.getByRole("button", { name: /^Added!/ }).waitFor()
    expect(pageDataCalls(api)).toEqual(["POST /api/commerce/shopping-cart/entries"])
    await page.getByRole("link", { name: /^Cart 1/ }).waitFor()
    await page.context().close()
  })

  it("on a phone the footer's newsletter form, its code and its definition wait until the footer comes near the screen", async () => {
    const context = await store.browser.newContext({ viewport: { width: 390, height: 844 } })
    const page = await context.newPage()
    const api: string[] = []
    const scripts: string[] = []
    page.on("request", (request) => {
      const url = new URL(request.url())
      if (url.pathname.startsWith("/api/")) api.push(`${request.method()} ${url.pathname}`)
      if (url.pathname.startsWith("/assets/")) scripts.push(url.pathname)
    })
    await page.goto(`${store.server.url}/products/linen-shirt`)
    await hydrated(page)
    await page.waitForLoadState("networkidle")
    expect(api).toEqual([])
    expect(scripts.filter((path) => path.includes("NewsletterFooter"))).toEqual([])
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await page.locator(".newsletter").waitFor()
    expect(api).toContain("GET /api/template/GetTemplateSchema")
    expect(scripts.filter((path) => path.includes("NewsletterFooter"))).toHaveLength(1)
    await context.close()
  })

  it("a second visit to a product page fetches no unchanged asset: scripts come from the browser's cache", async () => {
    const context = await store.browser.newContext()
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send("Network.enable")
    const assets = new Map<string, string>()
    const cached = new Set<string>()
    cdp.on("Network.requestWillBeSent", (event) => {
      if (new URL(event.request.url).pathname.startsWith("/assets/"))
        assets.set(event.requestId, event.request.url)
    })
    const finished = new Set<string>()
    cdp.on("Network.loadingFinished", (event) => finished.add(event.requestId))
    cdp.on("Network.requestServedFromCache", (event) => cached.add(event.requestId))
    cdp.on("Network.responseReceived", (event) => {
      if (event.response.fromDiskCache || event.response.fromPrefetchCache) cached.add(event.requestId)
    })
    const url = `${store.server.url}/products/linen-shirt`
    await page.goto(url)
    await hydrated(page)
    // The footer's newsletter form loads its chunks after hydration: all of them on the first visit.
    await page.waitForLoadState("networkidle")
    // Chunks asked for once the page is idle (the HTTP client) may still be on their way: leaving
    // the page then would cancel them, and the second visit would rightly fetch them again.
    // (Polled for up to 10 s: on a loaded machine the last chunk can take over a second.)
    await expect
      .poll(() => [...assets.keys()].filter((id) => !finished.has(id)), { timeout: 10_000 })
      .toEqual([])
    const first = [...assets.keys()]
    const fetchedBefore = new Set(assets.values())
    expect(first.length).toBeGreaterThan(0)
    expect(first.filter((id) => cached.has(id))).toEqual([])
    assets.clear()
    await page.goto(`${store.server.url}/`)
    await page.goto(url)
    await hydrated(page)
    await page.waitForLoadState("networkidle")
    const second = [...assets.entries()]
    expect(second.length).toBeGreaterThan(0)
    // An asset the first visit fetched comes from the cache; a lazy chunk the first visit had not
    // asked for yet (the footer's form, loaded when it comes into view) is a first fetch, not a refetch.
    expect(
      second.filter(([id, asset]) => fetchedBefore.has(asset) && !cached.has(id)).map(([, asset]) => asset),
    ).toEqual([])
    expect(second.some(([id, asset]) => fetchedBefore.has(asset) && cached.has(id))).toBe(true)
    await context.close()
  })
})
