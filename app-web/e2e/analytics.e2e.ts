import { CENSUS_COOKIES } from "@vitrine/core/visitor"
import type { BrowserContext, Page, Request } from "playwright-core"
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest"
import {
  type FuzzDatabase,
  fuzzPglite,
  fuzzServerDatabase,
} from "../../contract-tests/src/http/fuzz/database.ts"
import { Visitor } from "../../contract-tests/src/http/visitor.ts"
import { blockingViolations } from "./axe.ts"
import { storeUnderTest } from "./store-under-test.ts"

// The visitor analytics end to end: the real server on the Postgres server when DATABASE_URL is set
// (else PGlite), the web build in Chromium, and the census tables read beside the server.

let database: FuzzDatabase
beforeAll(async () => {
  database = (await fuzzServerDatabase()) ?? (await fuzzPglite())
})
afterAll(() => database?.release())
const store = storeUnderTest(() => ({ database: database.options }))

let context: BrowserContext
afterEach(() => context?.close())

// Headless Chromium says so in its user agent, and the census files it as a bot (isbot): the visitor
// here is a person's Chrome.
const CHROME =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36"

const CENSUS = /\/api\/(census|events|1\/performance)\//

/** The census calls a page sends, each with its answer's status once it has one. */
const censusCalls = (page: Page) => {
  const sent: { readonly request: Request; status?: number | undefined }[] = []
  page.on("request", (request) => {
    if (CENSUS.test(new URL(request.url()).pathname)) sent.push({ request })
  })
  page.on("requestfinished", async (request) => {
    const call = sent.find((one) => one.request === request)
    if (call) call.status = (await request.response())?.status()
  })
  page.on("requestfailed", (request) => {
    const call = sent.find((one) => one.request === request)
    // Chromium hands keepalive fetches to its browser process and tells DevTools they were aborted
    // (net::ERR_ABORTED) though they are sent: what reached the server is read from the database.
    if (call) call.status = 0
  })
  const settled = async () => {
    await expect
      .poll(() => sent.filter((call) => call.status === undefined).map((call) => call.request.url()), {
        timeout: 10_000,
      })
      .toEqual([])
    return sent
  }
  return { sent, settled }
}

// What a census call files in census_hits: a page view (PageView) or the event's name.
const hitNameOf = (request: Request): string | undefined => {
  const path = new URL(request.url()).pathname
  const form = new URLSearchParams(request.postData() ?? "")
  if (path.endsWith("/RecordHit")) return "PageView"
  if (path.endsWith("/RecordEvent")) return form.get("event") ?? undefined
  return undefined
}

const storedNames = async (): Promise<string[]> => {
  await store.server.census.flush()
  const { rows } = await database.sql.query("select name from census_hits where not bot order by name")
  return rows.map((row) => String(row.name))
}

const sorted = (names: readonly (string | undefined)[]) =>
  names.filter((name): name is string => name !== undefined).sort()

/** The visit of the issue: the listing, two products, one added to the cart, the cart. */
const browse = async (page: Page) => {
  await page.getByRole("link", { name: "Linen Shirt", exact: true }).click()
  await page.getByRole("heading", { level: 1, name: "Linen Shirt" }).waitFor()
  await page.getByRole("link", { name: "Shop" }).first().click()
  await page.getByRole("link", { name: "Canvas Tote", exact: true }).click()
  await page.getByRole("heading", { level: 1, name: "Canvas Tote" }).waitFor()
  await page.getByRole("button", { name: "Add To Cart" }).click()
  await page.getByRole("button", { name: "Added!" }).waitFor()
  await page.getByRole("link", { name: "1 item in cart" }).click()
  await page.getByRole("heading", { name: "Your cart" }).waitFor()
}

const censusCookies = async () =>
  (await context.cookies())
    .map((cookie) => cookie.name)
    .filter((name) => CENSUS_COOKIES.includes(name as never))

const openStore = async (options: { gpc?: boolean } = {}) => {
  context = await store.browser.newContext({
    viewport: { width: 1280, height: 900 },
    userAgent: CHROME,
    ...(options.gpc ? { extraHTTPHeaders: { "Sec-GPC": "1" } } : {}),
  })
  if (options.gpc)
    await context.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, "globalPrivacyControl", { get: () => true }),
    )
  const page = await context.newPage()
  const calls = censusCalls(page)
  const settings = page.waitForResponse((response) =>
    response.url().includes("commerce-preferences/analytics"),
  )
  await page.goto(store.server.url)
  await page.getByRole("heading", { level: 1 }).waitFor()
  await settings
  return { page, calls }
}

describe("visitor analytics in Chromium", () => {
  it("COOKIE-009 TRACK-014 TRACK-008 with consent given by keyboard, the events stored equal the events sent", async () => {
    const before = await storedNames()
    const { page, calls } = await openStore()
    const banner = page.getByRole("region", { name: "Cookies" })
    await banner.waitFor()
    expect(await blockingViolations(page)).toEqual([])
    expect(calls.sent).toEqual([])
    // Keyboard only: Tab to the banner's Accept button, Enter.
    const accept = banner.getByRole("button", { name: "Accept" })
    for (let n = 0; n < 80 && !(await accept.evaluate((button) => button === document.activeElement)); n++)
      await page.keyboard.press("Tab")
    await page.keyboard.press("Enter")
    await banner.waitFor({ state: "detached" })
    await browse(page)
    const sent = await calls.settled()
    const names = sorted(sent.map((call) => hitNameOf(call.request)))
    expect(names).toEqual(
      sorted([
        "PageView",
        "PageView",
        "PageView",
        "PageView",
        "PageView",
        "VisitPDP",
        "VisitPDP",
        "VisitPLP",
        "AddToCart",
        "ViewCart",
      ]),
    )
    const added = sent.find((call) => hitNameOf(call.request) === "AddToCart")
    const data = JSON.parse(new URLSearchParams(added?.request.postData() ?? "").get("data") ?? "{}")
    expect(data.metric).toMatchObject({ product_page: "pdp", product: { item_title: "Canvas Tote" } })
    const fresh = async () => {
      const stored = await storedNames()
      for (const name of before) stored.splice(stored.indexOf(name), 1)
      return sorted(stored)
    }
    await expect.poll(fresh, { timeout: 10_000 }).toEqual(names)
    expect(await censusCookies()).toEqual(expect.arrayContaining(["ss_cvr", "ss_cvt"]))
  })

  it("COOKIE-008 with consent refused, no census cookie is set and no row is stored", async () => {
    const before = await storedNames()
    const { page, calls } = await openStore()
    const banner = page.getByRole("region", { name: "Cookies" })
    await banner.getByRole("button", { name: "Decline" }).click()
    await banner.waitFor({ state: "detached" })
    await browse(page)
    expect(await calls.settled()).toEqual([])
    expect(await censusCookies()).toEqual([])
    expect(await storedNames()).toEqual(before)
    expect((await context.cookies()).find((c) => c.name === "ss_performanceCookiesAllowed")?.value).toBe(
      "false",
    )
  })

  it("Global Privacy Control is a refusal even when the merchant's default tracks: no banner, no cookie, no row", async () => {
    const admin = await new Visitor(store.server.url).signInAsStaff()
    const full = { "cookie-consent": { defaultMode: "full", bannerEnabled: true } }
    expect((await admin.send("PUT", "/api/v1/commerce-preferences/cookie-consent", full)).status).toBe(200)
    const before = await storedNames()
    const { page, calls } = await openStore({ gpc: true })
    await browse(page)
    expect(await page.getByRole("region", { name: "Cookies" }).count()).toBe(0)
    expect(await calls.settled()).toEqual([])
    expect(await censusCookies()).toEqual([])
    expect(await storedNames()).toEqual(before)
  })
})
