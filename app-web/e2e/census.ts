import type { StartOptions } from "@vitrine/app-server"
import type { BrowserContext, Page, Request } from "playwright-core"
import { afterAll, beforeAll, expect } from "vitest"
import {
  type FuzzDatabase,
  fuzzPglite,
  fuzzServerDatabase,
} from "../../contract-tests/src/http/fuzz/database.ts"
import { type StoreUnderTest, storeUnderTest } from "./store-under-test.ts"

// What the analytics e2e files share: a store whose census tables the test reads beside the server,
// a shopper's browser, the census calls a page sends, and the visit of issue 11.

/**
 * Registers a file's store on a database of its own the test can read: the Postgres server when
 * DATABASE_URL is set, else PGlite; `options` adds start options of the file's own. Read
 * `database()` inside tests.
 *
 * @example
 * const { store, database } = censusStoreUnderTest()
 */
export const censusStoreUnderTest = (
  options: () => Partial<StartOptions> = () => ({}),
): { store: StoreUnderTest; database: () => FuzzDatabase } => {
  let database: FuzzDatabase | undefined
  beforeAll(async () => {
    database = (await fuzzServerDatabase()) ?? (await fuzzPglite())
  })
  afterAll(() => database?.release())
  const store = storeUnderTest(() => ({ database: opened().options, ...options() }))
  const opened = () => {
    if (database === undefined) throw new Error("The database is not open yet: use it inside a test")
    return database
  }
  return { store, database: opened }
}

/**
 * Headless Chromium says so in its user agent, and the census files it as a bot (isbot): a shopper
 * here is a person's Chrome.
 */
export const CHROME =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36"

const CENSUS = /\/api\/(census|events|1\/performance)\//

/** The census calls a page sends, each with its answer's status once it has one. */
export const censusCalls = (page: Page) => {
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

/** What a census call files in census_hits: a page view (PageView) or the event's name. */
export const hitNameOf = (request: Request): string | undefined => {
  const path = new URL(request.url()).pathname
  const form = new URLSearchParams(request.postData() ?? "")
  if (path.endsWith("/RecordHit")) return "PageView"
  if (path.endsWith("/RecordEvent")) return form.get("event") ?? undefined
  return undefined
}

/** Names in order, the undefined left out. */
export const sorted = (names: readonly (string | undefined)[]) =>
  names.filter((name): name is string => name !== undefined).sort()

/**
 * The names of the people's (not bots') hits stored so far, sorted, after the census buffer's flush.
 *
 * @example
 * await storedHitNames(store, database()) // ["AddToCart", "PageView", …]
 */
export const storedHitNames = async (store: StoreUnderTest, database: FuzzDatabase): Promise<string[]> => {
  await store.server.census.flush()
  const { rows } = await database.sql.query("select name from census_hits where not bot order by name")
  return rows.map((row) => String(row.name))
}

/**
 * The visit of issue 11: from the home page's listing, two products, one added to the cart, the cart;
 * the shopper looks at each page until it is idle (`lookedAt`).
 */
export const browse = async (page: Page) => {
  await page.getByRole("link", { name: "Linen Shirt", exact: true }).click()
  await page.getByRole("heading", { level: 1, name: "Linen Shirt" }).waitFor()
  await lookedAt(page)
  await page.getByRole("link", { name: "Shop" }).first().click()
  await page.getByRole("heading", { level: 1, name: "Shop" }).waitFor()
  await lookedAt(page)
  await page.getByRole("link", { name: "Canvas Tote", exact: true }).click()
  await page.getByRole("heading", { level: 1, name: "Canvas Tote" }).waitFor()
  await page.getByRole("button", { name: "Add To Cart", exact: true }).click()
  await page.getByRole("button", { name: "Added!" }).waitFor()
  await page.getByRole("link", { name: "1 item in cart" }).click()
  await page.getByRole("heading", { name: "Your cart" }).waitFor()
  await lookedAt(page)
}

// The listing and the product page are island pages: their links are full page loads, and a page's
// analytics session (its page view and visit event) starts once the page is idle, so a shopper who
// left at once would not be counted. A shopper here stays until the session's chunk has arrived and
// the page's calls have gone out (no request for half a second).
const lookedAt = async (page: Page) => {
  await page.waitForFunction(() =>
    performance
      .getEntriesByType("resource")
      .some((entry) => /^\/assets\/session-[^/]*\.js$/.test(new URL(entry.name).pathname)),
  )
  await page.waitForLoadState("networkidle")
}

/**
 * A shopper's Chrome on the store's home page once its analytics session has loaded, with the census
 * calls its page sends; Global Privacy Control on when `gpc`. Close the context after the test.
 *
 * @example
 * const { context, page, calls } = await openStore(store)
 */
export const openStore = async (
  store: StoreUnderTest,
  options: { gpc?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page; calls: ReturnType<typeof censusCalls> }> => {
  const context = await store.browser.newContext({
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
  // The merchant's settings come embedded in the page: the session starts once its chunk arrives.
  const settings = page.waitForResponse((response) =>
    /^\/assets\/session-[^/]*\.js$/.test(new URL(response.url()).pathname),
  )
  await page.goto(store.server.url)
  await page.getByRole("heading", { level: 1 }).waitFor()
  await settings
  return { context, page, calls }
}

/**
 * Answers the cookie banner: Accept or Decline, and waits for it to go.
 *
 * @example
 * await answerBanner(page, "Accept")
 */
export const answerBanner = async (page: Page, answer: "Accept" | "Decline") => {
  const banner = page.getByRole("region", { name: "Cookies" })
  await banner.getByRole("button", { name: answer }).click()
  await banner.waitFor({ state: "detached" })
}
