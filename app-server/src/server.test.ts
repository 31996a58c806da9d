import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { HTTP_MESSAGE } from "@vitrine/adapter-http/contract"
import { RETRY_AFTER_SECONDS } from "@vitrine/adapter-http/router"
import { Catalog } from "@vitrine/core/catalog"
import { memoryLayer } from "@vitrine/core/memory"
import { StoreUnavailable } from "@vitrine/core/store"
import { Effect, Layer } from "effect"
import { pino } from "pino"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { staffSession, TEST_ADMIN } from "../../contract-tests/src/http/staff.ts"
import { pgliteOptions } from "../../contract-tests/src/setup/database.ts"
import { type RunningServer, start } from "./server.ts"

const webDist = mkdtempSync(join(tmpdir(), "vitrine-web-"))
writeFileSync(join(webDist, "index.html"), "<!doctype html><title>Vitrine test</title><div id=root></div>")
mkdirSync(join(webDist, "assets"))
writeFileSync(join(webDist, "assets", "island-AbC123.js"), "export {}\n")

/** The headers an answer carries, by name, those of the connection (Date, Keep-Alive) aside. */
const headerNames = (response: Response): string[] =>
  [...response.headers.keys()].filter((name) => !["date", "connection", "keep-alive"].includes(name)).sort()

/** helmet's document headers, which a page carries and an asset or an image does not. */
const DOCUMENT_ONLY = [
  "cross-origin-opener-policy",
  "origin-agent-cluster",
  "referrer-policy",
  "x-dns-prefetch-control",
  "x-download-options",
  "x-frame-options",
  "x-permitted-cross-domain-policies",
  "x-xss-protection",
]

describe("the reference server", () => {
  let server: RunningServer
  beforeAll(async () => {
    server = await start({
      port: 0,
      logLevel: "silent",
      layer: memoryLayer(),
      webDist,
      admin: TEST_ADMIN,
    })
  })
  afterAll(() => server.stop())

  it("serves index.html for app routes such as /cart and product pages, with a crumb cookie (UI-001)", async () => {
    for (const path of ["/", "/cart", "/products/linen-shirt"]) {
      const response = await fetch(server.url + path)
      expect(response.status).toBe(200)
      // Each storefront page carries its own title (rendering/storefront-routes.test.ts).
      expect(await response.text()).toMatch(/<title>(Shop|Your cart|Linen Shirt) · Vitrine test<\/title>/)
      expect(response.headers.get("set-cookie")).toMatch(/^crumb=/)
    }
  })

  it("sends security headers with a CSP that allows the app's own scripts and inline images", async () => {
    const response = await fetch(`${server.url}/`)
    const csp = response.headers.get("content-security-policy") ?? ""
    expect(csp).toContain("script-src 'self'")
    expect(csp).toContain("img-src 'self' data: blob: https://photos.smugmug.com;")
    // No hosted captcha configured: no third-party script, and no frame but the video players the
    // home page's video blocks load when clicked.
    expect(csp).toContain("frame-src 'self' https://www.youtube-nocookie.com https://player.vimeo.com;")
    expect(csp).not.toContain("challenges.cloudflare.com")
    expect(response.headers.get("x-content-type-options")).toBe("nosniff")
  })

  it("sends a page helmet's full set of security headers", async () => {
    const response = await fetch(`${server.url}/products/linen-shirt`)
    expect(response.headers.get("content-type")).toContain("text/html")
    for (const name of DOCUMENT_ONLY) expect(response.headers.get(name), name).not.toBeNull()
    expect(response.headers.get("content-security-policy")).toContain("script-src 'self'")
    expect(response.headers.get("x-content-type-options")).toBe("nosniff")
    expect(response.headers.get("cross-origin-resource-policy")).toBe("same-origin")
    expect(response.headers.get("strict-transport-security")).toContain("max-age=")
  })

  it("sends a hashed asset exactly the headers a script needs: nosniff, CORP, HSTS, caching and its ETag", async () => {
    const response = await fetch(`${server.url}/assets/island-AbC123.js`)
    expect(response.status).toBe(200)
    expect(headerNames(response)).toEqual([
      "cache-control",
      "content-length",
      "content-type",
      "cross-origin-resource-policy",
      "etag",
      "strict-transport-security",
      "vary",
      "x-content-type-options",
    ])
    expect(response.headers.get("x-content-type-options")).toBe("nosniff")
    expect(response.headers.get("cross-origin-resource-policy")).toBe("same-origin")
    expect(response.headers.get("strict-transport-security")).toContain("max-age=")
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable")
  })

  it("sends an image exactly the small set, with a CSP that lets it run nothing when opened as a document", async () => {
    const response = await fetch(`${server.url}/images/products/img-linen-shirt-sage.svg`)
    expect(response.status).toBe(200)
    expect(headerNames(response)).toEqual([
      "cache-control",
      "content-length",
      "content-security-policy",
      "content-type",
      "cross-origin-resource-policy",
      "etag",
      "strict-transport-security",
      "vary",
      "x-content-type-options",
    ])
    expect(response.headers.get("content-security-policy")).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    )
    expect(response.headers.get("x-content-type-options")).toBe("nosniff")
    expect(response.headers.get("cross-origin-resource-policy")).toBe("same-origin")
    expect(response.headers.get("strict-transport-security")).toContain("max-age=")
  })

  it("answers the API with the JSON security headers only, never cached and with no ETag", async () => {
    for (const path of ["/api/health", "/api/commerce/products", "/api/nothing-here"]) {
      const response = await fetch(server.url + path)
      expect(response.headers.get("content-type")).toContain("application/json")
      expect(response.headers.get("x-content-type-options")).toBe("nosniff")
      expect(response.headers.get("content-security-policy")).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      )
      expect(response.headers.get("x-frame-options")).toBe("DENY")
      expect(response.headers.get("cross-origin-resource-policy")).toBe("same-origin")
      expect(response.headers.get("strict-transport-security")).toContain("max-age=")
      expect(response.headers.get("cache-control")).toBe("no-store")
      // The pages' document-only headers stay on pages.
      expect(response.headers.get("referrer-policy")).toBeNull()
      expect(response.headers.get("etag")).toBeNull()
    }
  })

  it("gives an /api answer in HTML (an e-mail preview) the pages' security headers", async () => {
    const { cookie } = await staffSession(server.url)
    const response = await fetch(`${server.url}/api/admin/emails/order/preview`, {
      headers: { Cookie: cookie },
    })
    expect(response.headers.get("content-type")).toContain("text/html")
    expect(response.headers.get("content-security-policy")).toContain("script-src 'self'")
    expect(response.headers.get("x-content-type-options")).toBe("nosniff")
  })

  it("draws the demo product images as SVG; an unknown image is 404", async () => {
    const image = await fetch(`${server.url}/images/products/img-linen-shirt-sage.svg`)
    expect(image.status).toBe(200)
    expect(image.headers.get("content-type")).toContain("image/svg+xml")
    expect(await image.text()).toContain("Linen Shirt · Sage")
    expect((await fetch(`${server.url}/images/products/nothing.svg`)).status).toBe(404)
  })

  it("answers 404 JSON for an unknown asset instead of the app page", async () => {
    const response = await fetch(`${server.url}/assets/missing.js`)
    expect(response.status).toBe(404)
  })
})

describe("start and stop", () => {
  it("explains how to build the web app when the build is missing, while the API works", async () => {
    const server = await start({
      port: 0,
      logLevel: "silent",
      layer: memoryLayer(),
      webDist: join(webDist, "nope"),
    })
    try {
      const page = await fetch(`${server.url}/`)
      expect(page.status).toBe(503)
      expect(await page.text()).toContain("npm run build --workspace app-web")
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200)
    } finally {
      await server.stop()
    }
  })

  it("seeds only an empty catalogue, and stop finishes requests in flight then refuses new ones", async () => {
    const server = await start({ port: 0, logLevel: "silent", layer: memoryLayer(), seed: false, webDist })
    const empty = (await (await fetch(`${server.url}/api/commerce/products`)).json()) as {
      products: unknown[]
    }
    expect(empty.products).toEqual([])
    const inFlight = fetch(`${server.url}/api/commerce/products`)
    await new Promise((resolve) => setTimeout(resolve, 5))
    const stopped = server.stop()
    expect((await inFlight).status).toBe(200)
    await stopped
    await expect(fetch(`${server.url}/api/health`)).rejects.toThrow()
    expect(server.stop()).toBe(stopped)
  })
})

describe("failures that are ours", () => {
  it("a program that dies answers 500 'Please try again' and logs the error with the request", async () => {
    const lines: Array<Record<string, unknown>> = []
    const logger = pino({ level: "info" }, { write: (line: string) => lines.push(JSON.parse(line)) })
    const broken = Layer.succeed(
      Catalog,
      Catalog.of({
        list: Effect.die(new Error("disk on fire")),
        find: () => Effect.die(new Error("disk on fire")),
      }),
    )
    const server = await start({
      port: 0,
      logger,
      layer: Layer.merge(memoryLayer(), broken),
      seed: false,
      webDist,
    })
    try {
      const response = await fetch(`${server.url}/api/commerce/products`)
      expect(response.status).toBe(500)
      expect(await response.json()).toEqual({ message: "Please try again" })
      const failure = lines.find((line) => line.msg === "request failed")
      expect(failure).toMatchObject({ level: 50, method: "GET", url: "/api/commerce/products" })
      expect(JSON.stringify(failure)).toContain("disk on fire")
      expect(lines).toContainEqual(
        expect.objectContaining({ msg: "request", status: 500, url: "/api/commerce/products" }),
      )
    } finally {
      await server.stop()
    }
  })
})

describe("the database out of reach", () => {
  it("answers 503 with Retry-After and a message, logged as a warning, never 500", async () => {
    const lines: Array<Record<string, unknown>> = []
    const logger = pino({ level: "info" }, { write: (line: string) => lines.push(JSON.parse(line)) })
    const away = Effect.die(new StoreUnavailable({ detail: "connect ECONNREFUSED 127.0.0.1:5432" }))
    const unreachable = Layer.succeed(Catalog, Catalog.of({ list: away, find: () => away }))
    const server = await start({
      port: 0,
      logger,
      layer: Layer.merge(memoryLayer(), unreachable),
      seed: false,
      webDist,
    })
    try {
      for (const path of ["/api/commerce/products", "/api/health"]) {
        const response = await fetch(server.url + path)
        expect(response.status).toBe(503)
        expect(response.headers.get("retry-after")).toBe(String(RETRY_AFTER_SECONDS))
        expect(await response.json()).toEqual({ message: HTTP_MESSAGE.unavailable })
      }
      expect(lines).toContainEqual(expect.objectContaining({ level: 40, msg: "store unavailable" }))
      expect(lines.filter((line) => line.msg === "request failed")).toEqual([])
    } finally {
      await server.stop()
    }
  })
})

describe("the embedded database", () => {
  it("keeps carts in DATA_DIR across a restart", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "vitrine-pglite-"))
    // Started from the migrated dump: the same as a first start, without PGlite's slow initdb.
    const { loadDataDir } = await pgliteOptions()
    const first = await start({
      port: 0,
      logLevel: "silent",
      database: { dataDir, ...(loadDataDir ? { loadDataDir } : {}) },
      webDist,
    })
    const health = await fetch(`${first.url}/api/health`)
    const cookies = health.headers.getSetCookie().map((cookie) => cookie.split(";")[0])
    const crumb = cookies.find((cookie) => cookie?.startsWith("crumb="))?.slice("crumb=".length) ?? ""
    const added = await fetch(`${first.url}/api/commerce/shopping-cart/entries`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-CSRF-Token": crumb, Cookie: cookies.join("; ") },
      body: JSON.stringify({ itemId: "prod-canvas-tote", quantity: 2 }),
    })
    expect(added.status).toBe(200)
    const cartCookie = added.headers
      .getSetCookie()
      .find((cookie) => cookie.startsWith("vitrine_cart="))
      ?.split(";")[0]
    await first.stop()

    const second = await start({ port: 0, logLevel: "silent", database: { dataDir }, webDist })
    try {
      const cart = await fetch(`${second.url}/api/commerce/shopping-cart`, {
        headers: { Cookie: cartCookie ?? "" },
      })
      expect(await cart.json()).toMatchObject({
        cart: { totalQuantity: 2, entries: [{ title: "Canvas Tote" }] },
      })
      const products = (await (await fetch(`${second.url}/api/commerce/products`)).json()) as {
        products: unknown[]
      }
      expect(products.products).toHaveLength(13)
    } finally {
      await second.stop()
      rmSync(dataDir, { recursive: true, force: true })
    }
    // Two starts of a file database, each hashing the first admin's password: slow on a loaded machine.
  }, 90_000)
})
