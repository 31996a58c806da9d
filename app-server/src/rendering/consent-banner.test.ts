import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { DEFAULT_STOREFRONT_ANALYTICS } from "@vitrine/core/preferences"
import type { Request } from "express"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { pgliteOptions } from "../../../contract-tests/src/setup/database.ts"
import { type RunningServer, start } from "../server.ts"
import { consentBannerShown } from "./consent-banner.ts"
import { SERVER_ENTRY } from "./page-renderer.ts"

// A web build whose server render writes down whether the page shows the consent banner: what the
// server decided from the visitor's request, and nothing else of the app.
const webDist = mkdtempSync(join(tmpdir(), "vitrine-web-"))
writeFileSync(
  join(webDist, "index.html"),
  '<!doctype html><html><head><title>Vitrine</title></head><body><div id="root"></div></body></html>',
)
mkdirSync(join(webDist, "server"))
writeFileSync(
  join(webDist, SERVER_ENTRY),
  "export const renderPage = (path, data) => '<div id=\"root\" data-consent-banner=\"' + data.consentBanner + '\"></div>'\n",
)

let server: RunningServer
beforeAll(async () => {
  server = await start({ port: 0, logLevel: "silent", database: await pgliteOptions(), webDist })
})
afterAll(async () => {
  await server.stop()
  rmSync(webDist, { recursive: true, force: true })
})

const bannerOn = async (path: string, headers: Record<string, string> = {}) => {
  const body = await (await fetch(server.url + path, { headers })).text()
  return /data-consent-banner="(\w+)"/.exec(body)?.[1]
}

describe("the consent banner, decided when the page is rendered", () => {
  it("a first visit's pages show it; a visitor who answered, either way, or whose browser sends Global Privacy Control does not", async () => {
    for (const path of ["/", "/products/linen-shirt", "/cart", "/checkout"])
      expect(await bannerOn(path), path).toBe("true")
    expect(await bannerOn("/cart", { Cookie: "ss_performanceCookiesAllowed=true" })).toBe("false")
    expect(await bannerOn("/cart", { Cookie: "hasCart=true; ss_performanceCookiesAllowed=false" })).toBe(
      "false",
    )
    expect(await bannerOn("/cart", { "Sec-GPC": "1" })).toBe("false")
    // A value that is no answer asks again, as the tracker reads it (neither "true" nor "false").
    expect(await bannerOn("/cart", { Cookie: "ss_performanceCookiesAllowed=maybe" })).toBe("true")
  })

  it("never shows when the merchant turned the banner off", () => {
    const firstVisit = { headers: {}, get: () => undefined } as unknown as Request
    expect(consentBannerShown({ ...DEFAULT_STOREFRONT_ANALYTICS, bannerEnabled: false }, firstVisit)).toBe(
      false,
    )
    expect(consentBannerShown(DEFAULT_STOREFRONT_ANALYTICS, firstVisit)).toBe(true)
  })
})
