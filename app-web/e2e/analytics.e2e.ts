import { CENSUS_COOKIES } from "@vitrine/core/visitor"
import type { BrowserContext } from "playwright-core"
import { afterEach, describe, expect, it } from "vitest"
import { Visitor } from "../../contract-tests/src/http/visitor.ts"
import { blockingViolations } from "./axe.ts"
import {
  answerBanner,
  browse,
  censusStoreUnderTest,
  hitNameOf,
  openStore as openShopperStore,
  sorted,
  storedHitNames,
} from "./census.ts"

// The visitor analytics end to end: the real server on the Postgres server when DATABASE_URL is set
// (else PGlite), the web build in Chromium, and the census tables read beside the server.

const { store, database } = censusStoreUnderTest()

let context: BrowserContext
afterEach(() => context?.close())

const storedNames = () => storedHitNames(store, database())

const censusCookies = async () =>
  (await context.cookies())
    .map((cookie) => cookie.name)
    .filter((name) => CENSUS_COOKIES.includes(name as never))

const openStore = async (options: { gpc?: boolean } = {}) => {
  const opened = await openShopperStore(store, options)
  context = opened.context
  return opened
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
        // Each product page's "You may also like" is on a 900 px high screen.
        "RelatedProductDisplay",
        "RelatedProductDisplay",
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

  it("FORMSUBMIT-007 API-022 a sign-up through the footer's newsletter form stores newsletter-subscribe with the form's id", async () => {
    const { page } = await openStore()
    await answerBanner(page, "Accept")
    await page.locator("footer").scrollIntoViewIfNeeded()
    const form = page.locator(".newsletter")
    await form.getByLabel("Email Address").fill("reader@example.com")
    const recorded = page.waitForResponse((response) => response.url().endsWith("/api/events/RecordEvent"))
    await form.getByRole("button", { name: "Sign Up" }).click()
    await form.getByText("Thank you for signing up!").waitFor()
    expect((await recorded).status()).toBe(202)
    await store.server.census.flush()
    const { rows } = await database().sql.query(
      "select data->>'formId' as form from census_hits where name = 'newsletter-subscribe' and not bot",
    )
    expect(rows.map((row) => row.form)).toEqual(["newsletter"])
  })

  it("COOKIE-008 with consent refused, no census cookie is set and no row is stored", async () => {
    const before = await storedNames()
    const { page, calls } = await openStore()
    await answerBanner(page, "Decline")
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
