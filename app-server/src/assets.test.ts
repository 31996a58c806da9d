import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs"
import { request } from "node:http"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { brotliDecompressSync, gunzipSync } from "node:zlib"
import { memoryLayer } from "@vitrine/core/memory"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { precompressDir } from "../../app-web/vite-plugins/precompress.ts"
import { COMPRESSION_THRESHOLD_BYTES } from "./assets.ts"
import { type RunningServer, start } from "./server.ts"

// A build as Vite leaves it: a hashed script with its brotli and gzip copies, and an index.html
// large enough to be worth compressing.
const webDist = mkdtempSync(join(tmpdir(), "vitrine-assets-"))
const script = `export const catalogue = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `product ${i}`))}\n`
mkdirSync(join(webDist, "assets"))
writeFileSync(join(webDist, "assets", "index-AbC123.js"), script)
writeFileSync(join(webDist, "assets", "tiny-AbC123.js"), "export {}\n")
precompressDir(join(webDist, "assets"))
writeFileSync(
  join(webDist, "index.html"),
  `<!doctype html><title>Vitrine test</title><!-- ${"padding ".repeat(300)} --><div id=root></div>`,
)

interface Raw {
  readonly status: number
  readonly headers: Record<string, string | string[] | undefined>
  readonly body: Buffer
}

// fetch would decode the body itself; the test reads the bytes as they travel.
const get = (url: string, headers: Record<string, string> = {}): Promise<Raw> =>
  new Promise((resolve, reject) => {
    request(url, { headers }, (response) => {
      const parts: Buffer[] = []
      response.on("data", (part: Buffer) => parts.push(part))
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(parts) }),
      )
    })
      .on("error", reject)
      .end()
  })

const decoded = (raw: Raw): string => {
  const encoding = raw.headers["content-encoding"]
  if (encoding === "br") return brotliDecompressSync(raw.body).toString()
  if (encoding === "gzip") return gunzipSync(raw.body).toString()
  return raw.body.toString()
}

describe("compression and caching", () => {
  let server: RunningServer
  beforeAll(async () => {
    server = await start({ port: 0, logLevel: "silent", layer: memoryLayer(), webDist })
  })
  afterAll(() => server.stop())

  it("sends a hashed script in the build's brotli copy, immutable for a year", async () => {
    const raw = await get(`${server.url}/assets/index-AbC123.js`, { "Accept-Encoding": "gzip, deflate, br" })
    expect(raw.status).toBe(200)
    expect(raw.headers["content-encoding"]).toBe("br")
    expect(raw.headers["content-type"]).toContain("javascript")
    expect(raw.headers["cache-control"]).toBe("public, max-age=31536000, immutable")
    expect(raw.headers.vary).toContain("Accept-Encoding")
    // One validator: the ETag; the build's date of a file that never changes under its name is none.
    expect(raw.headers.etag).toBeDefined()
    expect(raw.headers["last-modified"]).toBeUndefined()
    expect(raw.body.byteLength).toBeLessThan(Buffer.byteLength(script) / 3)
    expect(decoded(raw)).toBe(script)
  })

  it("sends the gzip copy to a browser without brotli, and the file itself to one without either", async () => {
    const gzip = await get(`${server.url}/assets/index-AbC123.js`, { "Accept-Encoding": "gzip" })
    expect(gzip.headers["content-encoding"]).toBe("gzip")
    expect(decoded(gzip)).toBe(script)
    const plain = await get(`${server.url}/assets/index-AbC123.js`, { "Accept-Encoding": "identity" })
    expect(plain.headers["content-encoding"]).toBeUndefined()
    expect(plain.body.toString()).toBe(script)
    expect(plain.headers["cache-control"]).toBe("public, max-age=31536000, immutable")
  })

  it("sends a file too small to compress as it is, and an unknown asset is 404", async () => {
    const tiny = await get(`${server.url}/assets/tiny-AbC123.js`, { "Accept-Encoding": "br" })
    expect(tiny.headers["content-encoding"]).toBeUndefined()
    expect(tiny.body.toString()).toBe("export {}\n")
    expect((await get(`${server.url}/assets/missing-1.js`, { "Accept-Encoding": "br" })).status).toBe(404)
    const outside = await get(`${server.url}/assets/..%2Findex.html`, { "Accept-Encoding": "br" })
    expect([403, 404]).toContain(outside.status)
  })

  it("compresses pages and JSON answers on the fly, and caches neither", async () => {
    const page = await get(`${server.url}/cart`, { "Accept-Encoding": "br" })
    expect(page.headers["content-encoding"]).toBe("br")
    expect(decoded(page)).toContain("<title>")
    expect(page.headers["cache-control"]).toMatch(/no-(cache|store)/)
    const products = await get(`${server.url}/api/commerce/products`, { "Accept-Encoding": "gzip" })
    expect(products.headers["content-encoding"]).toBe("gzip")
    expect(JSON.parse(decoded(products)).products).toHaveLength(13)
    expect(products.headers["cache-control"]).toBe("no-store")
  })

  it("sends an SVG product image, under one packet's worth, as it is, and caches it for a month with an ETag to revalidate", async () => {
    const url = `${server.url}/images/products/img-linen-shirt-sage.svg`
    const image = await get(url, { "Accept-Encoding": "br" })
    expect(image.status).toBe(200)
    // Past the old 512-byte threshold, under this one: compressing it would save no round trip.
    expect(image.body.byteLength).toBeGreaterThan(512)
    expect(image.body.byteLength).toBeLessThan(COMPRESSION_THRESHOLD_BYTES)
    expect(image.headers["content-encoding"]).toBeUndefined()
    expect(image.headers.vary).toContain("Accept-Encoding")
    expect(decoded(image)).toContain("<svg")
    expect(image.headers["cache-control"]).toBe("public, max-age=2592000, stale-while-revalidate=604800")
    const etag = String(image.headers.etag)
    expect(etag).not.toBe("undefined")
    const again = await get(url, { "Accept-Encoding": "br", "If-None-Match": etag })
    expect(again.status).toBe(304)
    expect(again.body.byteLength).toBe(0)
  })
})
