import type { CheckoutConfirmedEvent, PurchaseEvent } from "@vitrine/core/checkout"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import {
  CHECKOUT_CONFIRMED_EVENT,
  metaPixel,
  reportCheckoutConfirmed,
  reportPurchase,
  startTracker,
} from "./index.ts"
import { clearCookies, fakeNetwork, pageCookie } from "./test-browser.test-support.ts"
import { post } from "./transport.ts"

const config = {
  websiteId: "site-1",
  page: { path: "/shop", pageType: 2 },
  merchantDefault: "full" as const,
  performanceCollector: false,
}
const form = (body: string) => Object.fromEntries(new URLSearchParams(body))

beforeEach(() => {
  clearCookies()
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe("census calls", () => {
  it("API-016 a tracked page sends RecordHit, form-encoded, with the visitor cookie", () => {
    const sent = fakeNetwork()
    pageCookie("ss_cvr=v1|1|1|1|1; Path=/")
    startTracker(config)
    expect(sent).toHaveLength(1)
    expect(sent[0]?.url).toBe("/api/census/RecordHit")
    expect(sent[0]?.contentType).toBe("application/x-www-form-urlencoded")
    const fields = form(sent[0]?.body ?? "")
    expect(fields.event).toBe("view")
    expect(fields.ss_cvr).toBe("v1|1|1|1|1")
    expect(JSON.parse(fields.data ?? "{}")).toMatchObject({ websiteId: "site-1", pagePath: "/shop" })
  })

  it("TRACK-016 a census call is given up after 2500 ms", () => {
    const sent = fakeNetwork()
    startTracker(config)
    const signal = sent[0]?.signal
    vi.advanceTimersByTime(2499)
    expect(signal?.aborted).toBe(false)
    vi.advanceTimersByTime(1)
    expect(signal?.aborted).toBe(true)
  })

  it("TRACK-017 a failing census call is swallowed silently", async () => {
    fakeNetwork({ answer: () => Promise.reject(new TypeError("Failed to fetch")) })
    await expect(post("/api/census/button-click", "{}", "application/json")).resolves.toBeUndefined()
    const tracker = startTracker(config)
    tracker.call("button-click")
    tracker.quickView("hat")
    // Vitest fails the run on any unhandled rejection, so settling them all is the check.
    await vi.runAllTimersAsync()
    vi.stubGlobal("fetch", () => {
      throw new TypeError("fetch is not allowed")
    })
    expect(() => tracker.hit("/other")).not.toThrow()
    await expect(post("/api/census/overlay", "{}", "application/json")).resolves.toBeUndefined()
  })

  it("API-017 API-018 API-019 API-020 API-021 census calls post the page's payload as JSON", () => {
    const sent = fakeNetwork()
    const tracker = startTracker(config)
    tracker.call("button-click", { itemId: "hat" })
    tracker.call("button-render")
    tracker.call("form-render", { formId: "f1" })
    tracker.call("overlay")
    tracker.quickView("hat 1")
    expect(sent.slice(1).map((s) => s.url)).toEqual([
      "/api/census/button-click",
      "/api/census/button-render",
      "/api/census/form-render",
      "/api/census/overlay",
      "/api/census/RecordQuickView/hat%201",
    ])
    expect(JSON.parse(sent[1]?.body ?? "{}")).toMatchObject({ itemId: "hat", pagePath: "/shop" })
  })

  it("API-022 TRACK-014 a visitor-analytics event goes to RecordEvent with the crumb; not when visitor metrics are off (TRACK-010)", () => {
    const sent = fakeNetwork()
    pageCookie("crumb=c1; Path=/")
    startTracker(config).event("AddToCart", { siteId: "site-1", itemId: "hat", isLoggedIn: false })
    expect(sent[1]?.url).toBe("/api/events/RecordEvent")
    expect(form(sent[1]?.body ?? "")).toEqual({
      crumb: "c1",
      event: "AddToCart",
      data: JSON.stringify({ siteId: "site-1", itemId: "hat", isLoggedIn: false }),
    })
    startTracker({ ...config, visitorMetrics: false }).event("AddToCart", {})
    expect(sent.filter((s) => s.url === "/api/events/RecordEvent")).toHaveLength(1)
  })
})

describe("consent and skipped pages", () => {
  it("COOKIE-008 COOKIE-009 in restrictive mode nothing is sent and the census cookies are cleared", () => {
    const sent = fakeNetwork()
    pageCookie("ss_cvr=v1|1|1|1|1; Path=/")
    pageCookie("ss_cvt=1; Path=/")
    const tracker = startTracker({ ...config, merchantDefault: "restrictive" })
    tracker.call("button-click")
    tracker.event("ViewCart", {})
    expect(sent).toEqual([])
    expect(document.cookie).not.toContain("ss_cvr")
    expect(document.cookie).not.toContain("ss_cvt")
  })

  it("accepting on the banner stores the answer and starts tracking the page", () => {
    const sent = fakeNetwork()
    const tracker = startTracker({ ...config, merchantDefault: "restrictive" })
    tracker.consent(true)
    expect(document.cookie).toContain("ss_performanceCookiesAllowed=true")
    expect(sent.map((s) => s.url)).toEqual(["/api/census/RecordHit"])
  })

  it("Global Privacy Control is a refusal", () => {
    const sent = fakeNetwork()
    Object.defineProperty(navigator, "globalPrivacyControl", { configurable: true, value: true })
    startTracker(config)
    Object.defineProperty(navigator, "globalPrivacyControl", { configurable: true, value: undefined })
    expect(sent).toEqual([])
  })

  it("COOKIE-008 a cloneable site sends nothing", () => {
    const sent = fakeNetwork()
    startTracker({ ...config, cloneable: true })
    expect(sent).toEqual([])
  })

  it("TRACK-002 the search page sends no page view, other calls still go", () => {
    const sent = fakeNetwork()
    startTracker({ ...config, page: { path: "/search", pageType: 102 } }).call("button-click")
    expect(sent.map((s) => s.url)).toEqual(["/api/census/button-click"])
  })

  it("TRACK-003 a not-found page sends nothing", () => {
    const sent = fakeNetwork()
    startTracker({ ...config, page: { path: "/nowhere", pageType: 100 } }).call("button-click")
    expect(sent).toEqual([])
  })

  it("TRACK-004 a viewer-only user on the editor path sends nothing", () => {
    const sent = fakeNetwork()
    startTracker({ ...config, page: { path: "/config/pages", pageType: 2, websiteRoles: [10] } })
    expect(sent).toEqual([])
  })
})

describe("advertising and the checkout", () => {
  const purchase: PurchaseEvent = {
    event: "purchase",
    transaction_id: "o1",
    value: "24.50",
    currency: "USD",
    tax: "0.00",
    shipping: "0.00",
    items: [{ item_id: "hat-s", item_name: "Hat", price: "24.50", quantity: 1 }],
  }
  const confirmed: CheckoutConfirmedEvent = {
    event: "CommerceCheckoutConfirmed",
    websiteId: "site-1",
    orderId: "o1",
    cartId: "cart-1",
    testMode: false,
    currency: "USD",
    grandTotalCents: 2450,
    items: [{ itemId: "hat", sku: "hat-s", quantity: 1 }],
  }
  const { event: _purchase, ...purchaseFields } = purchase

  it("TRACK-011 an add to cart goes to the page's ad-tracking pixel when there is one (Meta's fbq found on the page)", () => {
    fakeNetwork()
    const fbq = vi.fn()
    startTracker({ ...config, adPixel: metaPixel }).event("AddToCart", { itemId: "hat" })
    vi.stubGlobal("fbq", fbq)
    const tracker = startTracker({ ...config, adPixel: metaPixel })
    tracker.event("AddToCart", { itemId: "hat" })
    tracker.event("VisitPDP", { itemId: "hat" })
    expect(fbq.mock.calls).toEqual([["track", "AddToCart", { itemId: "hat" }]])
    const own = vi.fn()
    startTracker({ ...config, visitorMetrics: false, adPixel: own }).event("AddToCart", { itemId: "cap" })
    expect(own.mock.calls).toEqual([["AddToCart", { itemId: "cap" }]])
    startTracker({ ...config, merchantDefault: "restrictive", adPixel: own }).event("AddToCart", {})
    expect(own).toHaveBeenCalledTimes(1)
  })

  it("TRACK-012 a purchase goes to the advertising tag (Google's gtag found on the page)", () => {
    fakeNetwork()
    const gtag = vi.fn()
    vi.stubGlobal("gtag", gtag)
    reportPurchase(startTracker(config), purchase)
    expect(gtag.mock.calls).toEqual([["event", "purchase", purchaseFields]])
    reportPurchase(startTracker({ ...config, merchantDefault: "restrictive" }), purchase)
    expect(gtag).toHaveBeenCalledTimes(1)
    const own = vi.fn()
    reportPurchase(startTracker(config), purchase, own)
    expect(own.mock.calls).toEqual([["purchase", purchaseFields]])
  })

  it("TRACK-013 a confirmed checkout goes to the store's analytics endpoint: RecordEvent, CommerceCheckoutConfirmed", () => {
    const sent = fakeNetwork()
    pageCookie("crumb=c1; Path=/")
    reportCheckoutConfirmed(startTracker(config), confirmed)
    const call = sent.find((s) => s.url === "/api/events/RecordEvent")
    expect(form(call?.body ?? "")).toEqual({
      crumb: "c1",
      event: CHECKOUT_CONFIRMED_EVENT,
      data: JSON.stringify(confirmed),
    })
  })
})
