import { CatalogEditor } from "@vitrine/core/catalog"
import { memoryLayer } from "@vitrine/core/memory"
import { makeProduct, makeVariant } from "@vitrine/core/testing"
import { Layer } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { TEST_ADMIN } from "../../contract-tests/src/http/staff.ts"
import { Visitor } from "../../contract-tests/src/http/visitor.ts"
import { type RunningServer, start } from "../src/server.ts"
import { emptyWebBuild } from "./support/web-build.ts"

// Markup that would run if it reached a page unescaped: a tag with a handler, a script, and the
// quotes and ampersand that break out of an attribute or an entity.
const attack = (where: string) => `${where}<img src=x onerror=alert(1)>"'&<script>alert(2)</script>`
const RAW = ["<img src=x", "<script>alert", "onerror=alert(1)>"]

// Every text a merchant enters about a product, each carrying the attack. (A visitor's own texts,
// the cart's additional fields, are kept but rendered nowhere yet; the store settings are a choice
// among currencies.)
const hostile = makeProduct({
  id: "prod-hostile",
  urlSlug: "hostile",
  title: attack("title"),
  description: attack("description"),
  variantOptionOrdering: [attack("option")],
  variants: [
    makeVariant({
      id: "var-hostile-1",
      sku: attack("sku1"),
      attributes: { [attack("option")]: attack("value1") },
    }),
    makeVariant({
      id: "var-hostile-2",
      sku: attack("sku2"),
      attributes: { [attack("option")]: attack("value2") },
      qtyInStock: 0,
    }),
  ],
  images: [{ id: "img-hostile", url: "/images/products/img-hostile.svg", altText: attack("alt") }],
  useCustomAddButtonText: true,
  customAddButtonText: attack("button"),
})

describe("markup a merchant enters is rendered escaped in every page, block and e-mail", () => {
  let server: RunningServer
  let visitor: Visitor

  beforeAll(async () => {
    const saved = Layer.effectDiscard(CatalogEditor.use((editor) => editor.save(hostile)))
    server = await start({
      port: 0,
      logLevel: "silent",
      layer: Layer.provideMerge(saved, memoryLayer()),
      seed: false,
      webDist: emptyWebBuild(),
      admin: TEST_ADMIN,
    })
    // The e-mail previews are merchant routes: the same visitor signs in as staff to read them.
    visitor = await (await new Visitor(server.url).arrive()).signInAsStaff()
    const added = await visitor.send("POST", "/api/commerce/shopping-cart/entries", {
      itemId: hostile.id,
      sku: hostile.variants[0]?.sku,
    })
    expect(added.status).toBe(200)
  })
  afterAll(() => server?.stop())

  const rendered = async (path: string): Promise<string> => {
    const response = await visitor.fetch(server.url + path)
    expect(response.status).toBe(200)
    const text = await response.text()
    return response.headers.get("content-type")?.includes("json") ? JSON.parse(text).html : text
  }

  it.each([
    ["the product page", "/products/hostile", ["title", "description", "alt", "button", "option", "value1"]],
    [
      "the product block",
      "/api/commerce/products/hostile/block",
      ["title", "description", "alt", "option", "value1"],
    ],
    ["the restock e-mail", "/api/admin/emails/restock/preview?productId=hostile", ["title", "value2"]],
    ["the order e-mail", "/api/admin/emails/order/preview", ["title", "value1"]],
  ])("%s (%s)", async (_name, path, shown) => {
    const page = await rendered(path)
    // Structured data (JSON-LD) holds the texts as JSON strings: safe when no "<" is left in it (so
    // nothing can close the script or open a tag) and it reads back as the very text entered.
    const jsonLd = [...page.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
      (m) => m[1] ?? "",
    )
    for (const data of jsonLd) {
      expect(data).not.toContain("<")
      expect(JSON.parse(data).name).toBe(hostile.title)
    }
    const html = page.replace(/<script type="application\/ld\+json">.*?<\/script>/gs, "")
    for (const raw of RAW) expect(html).not.toContain(raw)
    // Not vacuous: each text is there, escaped.
    for (const where of shown) expect(html).toContain(`${where}&lt;img src=x onerror=alert(1)&gt;`)
  })

  it("the e-mails' text parts are plain text, sent as such", async () => {
    for (const path of [
      "/api/admin/emails/restock/preview?productId=hostile&format=text",
      "/api/admin/emails/order/preview?format=text",
    ]) {
      const response = await visitor.fetch(server.url + path)
      expect(response.headers.get("content-type")).toContain("text/plain")
      expect(response.headers.get("x-content-type-options")).toBe("nosniff")
      expect(await response.text()).toContain(attack("title"))
    }
  })

  it("a path or query holding markup is not reflected into a page", async () => {
    for (const path of [
      `/products/${encodeURIComponent(attack("path"))}`,
      `/api/admin/emails/restock/preview?productId=${encodeURIComponent(attack("query"))}`,
      `/api/commerce/products/${encodeURIComponent(attack("path"))}/block`,
    ]) {
      const text = await (await visitor.fetch(server.url + path)).text()
      for (const raw of RAW) expect(text).not.toContain(raw)
    }
  })
})
