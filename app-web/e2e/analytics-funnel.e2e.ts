import type { BrowserContext } from "playwright-core"
import { afterEach, describe, expect, it } from "vitest"
import {
  answerBanner,
  browse,
  censusStoreUnderTest,
  hitNameOf,
  openStore,
  sorted,
  storedHitNames,
} from "./census.ts"
import { middayClock } from "./clock.ts"
import { figure, funnelCount, openAnalytics } from "./dashboard-figures.ts"

// Issue 11's "done when", end to end: shoppers in Chromium give consent and browse; the census
// stores what their pages send; the staff admin's dashboard shows exactly those visits, page views
// and funnel steps. The real server on the Postgres server when DATABASE_URL is set, else PGlite,
// on a clock that starts at midday UTC, so the hits it stamps stay in "today" whatever the time of
// day the file runs at.

const { store, database } = censusStoreUnderTest(() => ({ clock: middayClock() }))

const contexts: BrowserContext[] = []
afterEach(async () => {
  for (const context of contexts.splice(0)) await context.close()
})

/** One shopper's visit with consent given: the names of the census calls their pages sent. */
const shop = async (): Promise<string[]> => {
  const { context, page, calls } = await openStore(store)
  contexts.push(context)
  await answerBanner(page, "Accept")
  await browse(page)
  return sorted((await calls.settled()).map((call) => hitNameOf(call.request)))
}

const count = (names: readonly string[], name: string) => String(names.filter((one) => one === name).length)

describe("the dashboard counts what shoppers' pages sent", () => {
  it("TRACK-001 TRACK-014 two shoppers browse the listing and two products, add to cart, open the cart; the admin's dashboard shows their visits, page views and funnel", async () => {
    const shoppers = 2
    const sent: string[] = []
    for (let n = 0; n < shoppers; n++) sent.push(...(await shop()))
    // The visit sends every kind the dashboard counts.
    // (and each product page's "You may also like" came into view, which the dashboard does not count)
    expect(new Set(sent)).toEqual(
      new Set(["PageView", "VisitPLP", "VisitPDP", "RelatedProductDisplay", "AddToCart", "ViewCart"]),
    )
    // Everything sent is stored (the buffer flushed on each read) before the dashboard is opened.
    await expect.poll(() => storedHitNames(store, database()), { timeout: 10_000 }).toEqual(sorted(sent))
    const { rows } = await database().sql.query(
      "select count(*) filter (where new_visit) as visits, count(distinct visitor_id) as visitors from census_hits where not bot",
    )
    expect(rows.map((row) => [Number(row.visits), Number(row.visitors)])).toEqual([[shoppers, shoppers]])

    const admin = await store.browser.newContext({ viewport: { width: 1280, height: 900 } })
    contexts.push(admin)
    const page = await admin.newPage()
    await openAnalytics(page, store.server.url)
    await page.getByRole("radio", { name: "Today" }).check()
    await page.getByText("vs yesterday at this hour").first().waitFor()

    expect(await figure(page, "Visits")).toBe(String(shoppers))
    expect(await figure(page, "Unique visitors")).toBe(String(shoppers))
    expect(await figure(page, "Page views")).toBe(count(sent, "PageView"))
    expect(await funnelCount(page, "Listing visits")).toBe(count(sent, "VisitPLP"))
    expect(await funnelCount(page, "Product page visits")).toBe(count(sent, "VisitPDP"))
    expect(await funnelCount(page, "Adds to cart")).toBe(count(sent, "AddToCart"))
    expect(await funnelCount(page, "Cart views")).toBe(count(sent, "ViewCart"))
    // The admin's own pages, without consent, added nothing.
    expect(await storedHitNames(store, database())).toEqual(sorted(sent))
  })
})
