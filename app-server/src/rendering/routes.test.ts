import { cpSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { staffSession, TEST_ADMIN } from "../../../contract-tests/src/http/staff.ts"
import { pgliteOptions } from "../../../contract-tests/src/setup/database.ts"
import { type RunningServer, start } from "../server.ts"
import { TEMPLATES_DIR, TemplatesNotCompiled } from "./templates.ts"

const webDist = mkdtempSync(join(tmpdir(), "vitrine-web-"))
writeFileSync(
  join(webDist, "index.html"),
  '<!doctype html><html><head><title>Vitrine</title></head><body><div id="root"></div><script type="module" src="/assets/app.js"></script></body></html>',
)
const NOT_FOUND = "Sorry, that item is no longer available."

let server: RunningServer
let staffCookie = ""
beforeAll(async () => {
  // The e-mail previews are merchant routes: the tests sign in as the store's first admin.
  server = await start({
    port: 0,
    logLevel: "silent",
    database: await pgliteOptions(),
    webDist,
    admin: TEST_ADMIN,
  })
  staffCookie = (await staffSession(server.url)).cookie
})
afterAll(async () => {
  await server.stop()
  rmSync(webDist, { recursive: true, force: true })
})

const get = (path: string, init?: RequestInit) => fetch(server.url + path, init)

/** A GET by the signed-in admin, with the visitor's own cookies beside the staff session. */
const asMerchant = (path: string, cookie?: string) =>
  get(path, { headers: { Cookie: [staffCookie, cookie].filter(Boolean).join("; ") } })

/** A visitor who added one Linen Shirt (S, White) twice: the cart cookie to send. */
const cartWithShirts = async (): Promise<string> => {
  const health = await get("/api/health")
  const cookies = health.headers.getSetCookie().map((cookie) => cookie.split(";")[0])
  const crumb = cookies.find((cookie) => cookie?.startsWith("crumb="))?.slice("crumb=".length) ?? ""
  const added = await get("/api/commerce/shopping-cart/entries", {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-CSRF-Token": crumb, Cookie: cookies.join("; ") },
    body: JSON.stringify({ itemId: "prod-linen-shirt", sku: "LINEN-SHIRT-S-WHITE", quantity: 2 }),
  })
  expect(added.status).toBe(200)
  return added.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ")
}

describe("product pages rendered on the server", () => {
  it("GET /products/:slug puts the product block in the app's root and the name in the title", async () => {
    const response = await get("/products/merino-beanie")
    expect(response.status).toBe(200)
    expect(response.headers.get("content-type")).toContain("text/html")
    const html = await response.text()
    expect(html).toContain("<title>Merino Beanie · Vitrine</title>")
    expect(html).toMatch(
      /<div id="root"><style>[^<]*<\/style>\s*<article class="product-block" data-item-id="prod-merino-beanie"/,
    )
    expect(html).toContain('<div class="product-mark sold-out">sold out</div>')
    expect(html).toContain('<script type="module" src="/assets/app.js"></script>')
  })

  it("finds a product by id as well as by slug", async () => {
    const html = await (await get("/products/prod-pour-over-set")).text()
    expect(html).toContain('<div class="product-mark sale">sale</div>')
    expect(html).toContain("$42.00")
  })

  it("answers 404 with the plain app (its own not-found page) for an unknown product", async () => {
    const response = await get("/products/no-such-thing")
    expect(response.status).toBe(404)
    const html = await response.text()
    expect(html).toContain('<div id="root"></div>')
    expect(html).not.toContain("product-block")
  })
})

describe("site styles on the storefront", () => {
  it("every page's head carries the site styles, rendered on the server (the defaults before any save)", async () => {
    const html = await (await get("/")).text()
    expect(html).toMatch(
      /<style id="vitrine-site-styles">:root\{--font:[^<]*--accent:hsl\(155, 43%, 21%\)[^<]*<\/style><\/head>/,
    )
  })

  it("a storefront page sent as the bare app shell carries them too; the admin's screens keep the app's look", async () => {
    expect(await (await get("/contact")).text()).toContain('<style id="vitrine-site-styles">:root{')
    expect(await (await get("/admin/styles")).text()).not.toContain("vitrine-site-styles")
  })

  it("the same CSS is a public stylesheet of its own, which the storefront loads after an in-app move from the admin", async () => {
    const sheet = await get("/site-styles.css")
    expect(sheet.status).toBe(200)
    expect(sheet.headers.get("content-type")).toContain("text/css")
    expect(sheet.headers.get("cache-control")).toBe("no-cache")
    const css = await sheet.text()
    const inline = /<style id="vitrine-site-styles">([^<]*)<\/style>/.exec(
      await (await get("/contact")).text(),
    )
    expect(css).toMatch(/^:root\{--font:/)
    expect(css).toBe(inline?.[1])
  })
})

describe("GET /api/commerce/products/:idOrSlug/block", () => {
  it("returns the product block's HTML", async () => {
    const response = await get("/api/commerce/products/coffee-subscription/block")
    expect(response.status).toBe(200)
    expect(response.headers.get("cache-control")).toBe("no-store")
    const { html } = (await response.json()) as { html: string }
    expect(html).toMatch(/^<style>[^<]*<\/style>\s*<article class="product-block"/)
    expect(html).toContain("$18.00 every month")
    expect(html).toContain("Subscribe")
  })

  it("answers 404 with ProductNotFound's message for an unknown product", async () => {
    const response = await get("/api/commerce/products/no-such-thing/block")
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ message: NOT_FOUND, errors: { itemId: NOT_FOUND } })
  })
})

describe("GET /api/admin/emails/:template/preview", () => {
  it("shows the restock e-mail of a product, with absolute links to the store", async () => {
    const response = await asMerchant("/api/admin/emails/restock/preview?productId=merino-beanie")
    expect(response.status).toBe(200)
    expect(response.headers.get("content-type")).toContain("text/html")
    const html = await response.text()
    expect(html).toContain("<title>Merino Beanie is back in stock</title>")
    expect(html).toContain(`href="${server.url}/products/merino-beanie"`)
    expect(html).toContain("Rust")
  })

  it("shows the text part with ?format=text, and the variant asked for by id or SKU", async () => {
    const response = await asMerchant(
      "/api/admin/emails/restock/preview?productId=linen-shirt&variantId=LINEN-SHIRT-L-SAGE&format=text",
    )
    expect(response.headers.get("content-type")).toContain("text/plain")
    const text = await response.text()
    expect(text).toContain("Good news: Linen Shirt is back in stock.")
    expect(text).toContain("L / Sage")
  })

  it("shows the order e-mail of the visitor's cart, and of an empty cart when there is none", async () => {
    const empty = await (await asMerchant("/api/admin/emails/order/preview")).text()
    expect(empty).toContain("There is nothing in this order.")
    expect(empty).toContain("$0.00")
    const cookie = await cartWithShirts()
    const html = await (await asMerchant("/api/admin/emails/order/preview", cookie)).text()
    expect(html).toContain("<title>Your Vitrine order</title>")
    expect(html).toContain("2 × $68.00")
    expect(html).toContain('<span class="sqs-cart-quantity">2</span>')
    expect(html).toContain("$136.00")
  })

  it("answers 400 for an e-mail that does not exist", async () => {
    const response = await asMerchant("/api/admin/emails/newsletter/preview?productId=linen-shirt")
    expect(response.status).toBe(400)
    const message = "There is no 'newsletter' e-mail. Choose restock or order."
    expect(await response.json()).toEqual({ message, errors: { template: message } })
  })

  it("answers 400 without a product, 404 for an unknown product or variant", async () => {
    const missing = await asMerchant("/api/admin/emails/restock/preview")
    expect(missing.status).toBe(400)
    expect(await missing.json()).toMatchObject({ errors: { productId: expect.any(String) } })
    const unknown = await asMerchant("/api/admin/emails/restock/preview?productId=no-such-thing")
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toEqual({ message: NOT_FOUND, errors: { productId: NOT_FOUND } })
    const variant = await asMerchant("/api/admin/emails/restock/preview?productId=linen-shirt&variantId=XL")
    expect(variant.status).toBe(404)
    expect(await variant.json()).toMatchObject({ message: "Linen Shirt has no variant 'XL'." })
  })
})

describe("starting with templates that do not compile", () => {
  it("TPL-041 start fails with every problem named, before the database opens", async () => {
    const dir = mkdtempSync(join(tmpdir(), "vitrine-templates-"))
    try {
      cpSync(TEMPLATES_DIR, dir, { recursive: true })
      writeFileSync(
        join(dir, "restock-email.jsont"),
        "<title>{product.title|shout}</title>{.section product}",
      )
      const starting = start({ port: 0, logLevel: "silent", templatesDir: dir, webDist })
      await expect(starting).rejects.toBeInstanceOf(TemplatesNotCompiled)
      await expect(starting).rejects.toThrow(/restock-email\.jsont:1:\d+: Formatter 'shout' is unknown/)
      await expect(starting).rejects.toThrow(
        /restock-email\.jsont:1:\d+: Unclosed SECTION: missing \{\.end\} \(assemble unclosed-block\)/,
      )
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
