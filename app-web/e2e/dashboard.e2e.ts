import { type CensusEvent, DAY_MS, EventStore, type Hit } from "@vitrine/core/census"
import { ContributorRole } from "@vitrine/core/enums"
import { beforeAll, describe, expect, it } from "vitest"
import { demo } from "../../contract-tests/src/http/demo.ts"
import { makeStaff, STAFF_PASSWORD } from "../../contract-tests/src/http/staff.ts"
import { blockingViolations } from "./axe.ts"
import { middayClock } from "./clock.ts"
import { figure, funnelCount, openAnalytics } from "./dashboard-figures.ts"
import { signInAtAdmin } from "./sign-in.ts"
import { storeUnderTest } from "./store-under-test.ts"

// Known events go into the store's EventStore (as the census handlers would write them); the
// merchant's dashboard, opened in Chromium by a signed-in staff member, must show exactly them.
// The store runs on a clock that starts at midday UTC, and the events are stamped with it: "today"
// and "yesterday at this hour" hold them whatever the time of day the file runs at.

const clock = middayClock()
const store = storeUnderTest(() => ({ clock }))
const shirt = demo("linen-shirt").id
const mug = demo("hand-thrown-mug").id

const hits = (now: number): CensusEvent[] => {
  const hit = (name: string, visitorId: string | null, extra: Partial<Hit> = {}): Hit => ({
    _tag: "Hit",
    websiteId: "vitrine-demo",
    at: now,
    name,
    visitorId,
    newVisit: false,
    bot: false,
    path: "/",
    itemId: null,
    data: null,
    ...extra,
  })
  return [
    // 3 visits by 3 visitors, 5 page views (and a bot's, counted apart).
    hit("PageView", "ada", { newVisit: true }),
    hit("PageView", "ada", { path: "/products/linen-shirt" }),
    hit("PageView", "ada", { path: "/cart" }),
    hit("PageView", "bea", { newVisit: true }),
    hit("PageView", "cy", { newVisit: true, path: "/products/hand-thrown-mug" }),
    hit("PageView", null, { bot: true }),
    // The funnel: 2 listing visits, 3 product page visits, 2 adds, 1 cart view.
    hit("VisitPLP", "ada"),
    hit("VisitPLP", "bea"),
    hit("VisitPDP", "ada", { itemId: shirt }),
    hit("VisitPDP", "bea", { itemId: shirt }),
    hit("VisitPDP", "cy", { itemId: mug }),
    hit("AddToCart", "ada", { itemId: shirt }),
    hit("AddToCart", "cy", { itemId: mug }),
    hit("ViewCart", "ada", { path: "/cart" }),
    // Yesterday at this time: today's comparison.
    hit("PageView", "dee", { at: now - DAY_MS, newVisit: true }),
    hit("PageView", "dee", { at: now - DAY_MS }),
  ]
}

beforeAll(async () => {
  const events = hits(clock.currentTimeMillisUnsafe())
  await store.server.runtime.runPromise(EventStore.use((eventStore) => eventStore.append(events)))
})

describe("the analytics dashboard in Chromium", () => {
  it("a shopper's pages never fetch the chart library", async () => {
    const page = await (await store.browser.newContext()).newPage()
    const scripts: string[] = []
    page.on("request", (request) => scripts.push(request.url()))
    await page.goto(`${store.server.url}/products/linen-shirt`)
    await page.getByRole("heading", { level: 1, name: "Linen Shirt" }).waitFor()
    await page.waitForLoadState("networkidle")
    expect(scripts.filter((url) => /uPlot|AnalyticsPage/.test(url))).toEqual([])
  })

  it("TRACK-001 TRACK-014 the staff admin sees today's visits, page views and funnel equal to the events kept", async () => {
    const page = await (await store.browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage()
    await openAnalytics(page, store.server.url)
    // The range picker by keyboard: from the last 7 days, the left arrow picks today.
    const week = page.getByRole("radio", { name: "Last 7 days" })
    await week.waitFor()
    expect(await week.isChecked()).toBe(true)
    await week.focus()
    await page.keyboard.press("ArrowLeft")
    expect(await page.getByRole("radio", { name: "Today" }).isChecked()).toBe(true)
    await page.getByText("vs yesterday at this hour").first().waitFor()

    expect(await figure(page, "Visits")).toBe("3")
    expect(await figure(page, "Unique visitors")).toBe("3")
    expect(await figure(page, "Page views")).toBe("5")
    expect(await figure(page, "Bot share")).toBe("16.7%")
    expect(await funnelCount(page, "Listing visits")).toBe("2")
    expect(await funnelCount(page, "Product page visits")).toBe("3")
    expect(await funnelCount(page, "Adds to cart")).toBe("2")
    expect(await funnelCount(page, "Cart views")).toBe("1")
    // Yesterday up to this hour had one visit and two page views.
    const visits = page.locator(".analytics-card", { has: page.getByText("Visits", { exact: true }) })
    expect(await visits.locator(".analytics-change").textContent()).toBe("+200% vs yesterday at this hour")
    const products = page.getByRole("region", { name: "Top products" })
    expect(await products.getByRole("rowheader").allTextContents()).toEqual([
      "Linen Shirt",
      "Hand-Thrown Mug",
    ])
    // The chart was drawn by the library loaded for it.
    await page.locator(".traffic-canvas canvas").first().waitFor()
    expect(await blockingViolations(page)).toEqual([])
    await page.screenshot({ path: "/tmp/vitrine-analytics.png", fullPage: true })
  })

  it("ROLE-006 a visitor gets the staff sign-in, and staff without analytics.read are told they cannot see it", async () => {
    const visitor = await (await store.browser.newContext()).newPage()
    await visitor.goto(`${store.server.url}/admin/analytics`)
    await visitor.getByRole("heading", { name: "Sign in to manage the store" }).waitFor()
    expect(await visitor.getByText("Visits", { exact: true }).count()).toBe(0)
    const answer = await visitor.request.get(`${store.server.url}/api/admin/analytics?range=today`)
    expect(answer.status()).toBe(401)

    const editor = await makeStaff(store.server, [ContributorRole.EDITOR])
    const page = await (await store.browser.newContext()).newPage()
    await signInAtAdmin(page, store.server.url, { email: editor.email, password: STAFF_PASSWORD })
    await page.goto(`${store.server.url}/admin/analytics`)
    await page.getByRole("alert").filter({ hasText: "Your role cannot see the store's analytics." }).waitFor()
    expect(await page.getByText("Visits", { exact: true }).count()).toBe(0)
    expect((await page.request.get(`${store.server.url}/api/admin/analytics?range=today`)).status()).toBe(403)
  })
})
