import { mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { CRUMB, SITE_PATHS } from "@vitrine/adapter-http/contract"
import { memoryLayer } from "@vitrine/core/memory"
import { MultilingualRepository, type MultilingualSettings } from "@vitrine/core/site"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { staffSession, TEST_ADMIN } from "../../../contract-tests/src/http/staff.ts"
import { DEMO_WEBSITE_ID } from "../seed/index.ts"
import { type RunningServer, start } from "../server.ts"

// Storefront pages in the site's languages on the real server: which language a path is served in,
// where the others move, and the head that says so. The web build is a bare shell (no server
// render): the language is the server's business, whatever renders the page.

const webDist = mkdtempSync(join(tmpdir(), "vitrine-languages-"))
writeFileSync(
  join(webDist, "index.html"),
  '<!doctype html><html lang="en"><head><title>Vitrine</title></head><body><div id=root></div></body></html>',
)

const site: MultilingualSettings = {
  primaryLanguage: "en",
  languages: [
    { tag: "en", published: true },
    { tag: "fr", published: true },
    { tag: "de", published: false },
  ],
  connection: { status: "connected", connectedAt: "2026-11-29T09:00:00.000Z" },
}

let server: RunningServer
const save = (settings: MultilingualSettings) =>
  server.runtime.runPromise(
    MultilingualRepository.use((repository) => repository.save(DEMO_WEBSITE_ID, settings)),
  )
const get = (path: string) => fetch(server.url + path, { redirect: "manual" })
// The merchant's calls: the way a change reaches the languages this process keeps for its pages.
const merchantCall = async (method: "PUT" | "DELETE", path: string, body?: unknown) => {
  const merchant = await staffSession(server.url)
  const headers = {
    "Content-Type": "application/json",
    Cookie: merchant.cookie,
    [CRUMB.header]: merchant.crumb,
  }
  const response = await fetch(server.url + path, {
    method,
    headers,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  expect(response.status).toBe(200)
}

beforeAll(async () => {
  server = await start({ port: 0, logLevel: "silent", layer: memoryLayer(), webDist, admin: TEST_ADMIN })
  await save(site)
})
afterAll(async () => {
  await server.stop()
  rmSync(webDist, { recursive: true, force: true })
})

describe("storefront pages in the site's languages", () => {
  it("SITE-002 a published language's page is served under its tag, with <html lang>, its canonical and hreflang alternates", async () => {
    const response = await get("/fr/products/merino-beanie")
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain('<html lang="fr"')
    expect(html).toContain(`<link rel="canonical" href="${server.url}/fr/products/merino-beanie" />`)
    const alternates = [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)" \/>/g)].map(
      ([, hreflang, href]) => [hreflang, href],
    )
    expect(alternates).toEqual([
      ["en", `${server.url}/products/merino-beanie`],
      ["fr", `${server.url}/fr/products/merino-beanie`],
      ["x-default", `${server.url}/products/merino-beanie`],
    ])
  })

  // The head's own words: what the store writes is in the page's language, what the merchant wrote
  // (the site's name, a product's title and description) as written.
  const head = async (path: string) => {
    const html = await (await get(path)).text()
    return {
      title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
      description: /<meta name="description" content="([^"]*)"/.exec(html)?.[1],
    }
  }

  it("SITE-009 a French page's title and description are the store's words in French", async () => {
    expect(await head("/fr/cart")).toEqual({
      title: "Votre panier · Vitrine",
      description: "Les articles de votre panier chez Vitrine, avec leur sous-total.",
    })
    expect(await head("/fr/checkout")).toEqual({
      title: "Paiement · Vitrine",
      description: "Finalisez la commande de votre panier chez Vitrine.",
    })
    expect(await head("/fr/products/no-such-product")).toEqual({
      title: "Page introuvable · Vitrine",
      description: "Cette page n&#39;est pas dans la boutique Vitrine.",
    })
    expect(await head("/fr/shop/no-such-page")).toMatchObject({ title: "Page introuvable · Vitrine" })
    const listing = await head("/fr")
    expect(listing.title).toBe("Boutique · Vitrine")
    expect(listing.description).toMatch(/^Achetez \d+ produits chez Vitrine : /)
    // The merchant's product title stays as written.
    expect((await head("/fr/products/merino-beanie")).title).toBe("Merino Beanie · Vitrine")
  })

  it("SITE-009 an English page's title and description are the spec's English, word for word", async () => {
    expect(await head("/cart")).toEqual({
      title: "Your cart · Vitrine",
      description: "The items in your cart at Vitrine, with their subtotal.",
    })
    expect(await head("/checkout")).toEqual({
      title: "Checkout · Vitrine",
      description: "Check out your cart at Vitrine.",
    })
    expect(await head("/products/no-such-product")).toEqual({
      title: "Page not found · Vitrine",
      description: "That page is not in the Vitrine shop.",
    })
    const listing = await head("/")
    expect(listing.title).toBe("Shop · Vitrine")
    expect(listing.description).toMatch(/^Shop \d+ products at Vitrine: .+ and more\.$/)
  })

  it("SITE-002 the primary language's pages keep their address and say they are English", async () => {
    const response = await get("/cart")
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain('<html lang="en"')
    expect(html).toContain(`hreflang="fr" href="${server.url}/fr/cart"`)
  })

  it("SITE-002 an unpublished or absent language moves, temporarily, to the primary's page, query kept", async () => {
    for (const path of ["/de/cart?from=mail", "/ja/cart?from=mail"]) {
      const response = await get(path)
      expect([path, response.status, response.headers.get("location")]).toEqual([
        path,
        302,
        "/cart?from=mail",
      ])
    }
  })

  it("each page has one address: the primary's prefix, another spelling and a trailing slash move permanently", async () => {
    const moves = await Promise.all(
      ["/en/cart", "/FR/cart", "/fr/"].map(async (path) => {
        const response = await get(path)
        return [path, response.status, response.headers.get("location")]
      }),
    )
    expect(moves).toEqual([
      ["/en/cart", 301, "/cart"],
      ["/FR/cart", 301, "/fr/cart"],
      ["/fr/", 301, "/fr"],
    ])
  })

  it("SITE-002 nothing but the primary is served while the translation service is disconnected", async () => {
    expect((await get("/fr")).status).toBe(200) // the process now keeps the languages for 5 s
    await merchantCall("DELETE", SITE_PATHS.multilingualConnection)
    try {
      const response = await get("/fr")
      expect([response.status, response.headers.get("location")]).toEqual([302, "/"])
    } finally {
      await merchantCall("PUT", SITE_PATHS.multilingualLanguages, { languages: site.languages })
    }
    expect((await get("/fr")).status).toBe(200)
  })

  it("reads the site's languages once for many pages, not once per page view", async () => {
    // A write behind the routes' back (no save, no announcement) is not seen at once: the pages
    // read the kept copy, which only a save, a notice or its 5 s drop.
    await save({ ...site, languages: [{ tag: "en", published: true }] })
    try {
      expect((await get("/fr/cart")).status).toBe(200)
    } finally {
      await save(site)
    }
  })

  it("never puts the API under a language: /fr/api/… is not the API's answer", async () => {
    const api = await get("/api/settings")
    expect(api.headers.get("content-type")).toMatch(/json/)
    const underLanguage = await get("/fr/api/settings")
    expect(underLanguage.headers.get("content-type")).not.toMatch(/json/)
  })
})
