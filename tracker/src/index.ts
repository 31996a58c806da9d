import {
  CENSUS_COOKIES,
  CENSUS_PATHS,
  CONSENT_COOKIE,
  CRUMB_COOKIE,
  clearCookie,
  consentCookie,
  cookieMode,
  pageViewSkipped,
  type ScriptErrorReport,
  type TrackingPayload,
  trackingSkipped,
  VISITOR_COOKIE,
} from "@vitrine/core/visitor"
import type { TrackerConfig } from "./config.ts"
import { makeErrorReporter } from "./error-reporter.ts"
import { startPerformance } from "./performance.ts"
import { cookie, post, writeCookie } from "./transport.ts"

export { type AdCall, metaPixel } from "./ads.ts"
export type { CollectorSink, TrackerConfig } from "./config.ts"
export { CHECKOUT_CONFIRMED_EVENT, reportCheckoutConfirmed, reportPurchase } from "./purchase.ts"
export { CENSUS_TIMEOUT_MS } from "./transport.ts"

/** The census calls that carry the tracking payload (API-017 to API-020). */
export type CensusCall = "button-click" | "button-render" | "form-render" | "overlay"

/** What a page does with the tracker once started. */
export interface Tracker {
  /** Records a page view (the start does it for the first page; call it on in-app navigation). */
  readonly hit: (path?: string) => void
  /** Records a census call with the page's payload and the given fields. */
  readonly call: (name: CensusCall, payload?: TrackingPayload) => void
  /** Records a quick view of an item (API-021). */
  readonly quickView: (itemId: string) => void
  /**
   * Sends a visitor-analytics event (TRACK-014) when the site's visitor metrics are on (TRACK-010);
   * an AddToCart also goes to the page's ad-tracking pixel, if any (TRACK-011).
   */
  readonly event: (name: string, data: object) => void
  /** Whether this page is tracked now (consent, Global Privacy Control, skipped pages). */
  readonly tracked: () => boolean
  /** Reports a caught error (ERR-005). */
  readonly reportError: (error: unknown) => void
  /** Stores the visitor's answer to the banner; accepting starts tracking this page at once. */
  readonly consent: (accepted: boolean) => void
}

const FORM = "application/x-www-form-urlencoded"
// The census cookies the page holds, cleared (restrictive mode, a refusal: COOKIE-009).
const clearCensusCookies = () => {
  for (const name of CENSUS_COOKIES) if (cookie(name) !== undefined) writeCookie(clearCookie(name))
}

const CENSUS_CALL_PATHS: Record<CensusCall, string> = {
  "button-click": CENSUS_PATHS.buttonClick,
  "button-render": CENSUS_PATHS.buttonRender,
  "form-render": CENSUS_PATHS.formRender,
  overlay: CENSUS_PATHS.overlay,
}

/**
 * Starts the tracker on a page: records the page view, reports uncaught errors and starts the
 * performance collector — when the page is tracked (TRACK-002 to TRACK-004) and the visitor's cookie
 * mode is full (their answer, else Global Privacy Control as a refusal, else the merchant's
 * default). In restrictive mode, or on a cloneable site, nothing is sent and the census cookies are
 * cleared (COOKIE-008, COOKIE-009). Census calls time out after 2500 ms and fail silently.
 *
 * @example
 * const tracker = startTracker({ websiteId: "site-1", page: { path: location.pathname, pageType: 2 } })
 * tracker.event("AddToCart", { siteId: "site-1", itemId: "hat", isLoggedIn: false })
 */
export const startTracker = (config: TrackerConfig): Tracker => {
  const context = {
    path: config.page.path,
    pageType: config.page.pageType ?? 2,
    websiteRoles: config.page.websiteRoles ?? [],
  }
  const tracked = () =>
    !config.cloneable &&
    !trackingSkipped(context) &&
    cookieMode({
      consentCookie: cookie(CONSENT_COOKIE),
      globalPrivacyControl: (navigator as { globalPrivacyControl?: boolean }).globalPrivacyControl === true,
      merchantDefault: config.merchantDefault ?? "restrictive",
    }) === "full"
  const payload = (extra: TrackingPayload = {}): TrackingPayload => ({
    websiteId: config.websiteId,
    pagePath: context.path,
    url: location.href,
    title: document.title,
    clientDate: Date.now(),
    viewportWidth: innerWidth,
    viewportHeight: innerHeight,
    screenWidth: screen.width,
    screenHeight: screen.height,
    ...config.page.payload,
    ...extra,
  })
  const reporter = makeErrorReporter((batch: readonly ScriptErrorReport[]) => {
    if (tracked())
      void post(CENSUS_PATHS.scriptErrors, JSON.stringify(batch), "application/json", {
        "X-CSRF-Token": cookie(CRUMB_COOKIE) ?? "",
      })
  })
  let started = false
  const hit = (path = context.path) => {
    context.path = path
    if (!tracked() || pageViewSkipped(context)) return
    const form = {
      event: "view",
      data: JSON.stringify(payload()),
      ss_cvr: cookie(VISITOR_COOKIE) ?? "",
    }
    void post(CENSUS_PATHS.hit, new URLSearchParams(form).toString(), FORM)
  }
  const start = () => {
    if (started || !tracked()) return
    started = true
    hit()
    addEventListener("error", (e) =>
      reporter.report(e.error ?? e.message, "error", { line: e.lineno, column: e.colno }),
    )
    addEventListener("unhandledrejection", (e) => reporter.report(e.reason, "rejection"))
    if (config.performanceCollector !== false) startPerformance(config, reporter)
  }
  if (tracked()) start()
  else clearCensusCookies()
  return {
    hit,
    call: (name, extra) => {
      if (tracked()) void post(CENSUS_CALL_PATHS[name], JSON.stringify(payload(extra)), "application/json")
    },
    quickView: (itemId) => {
      if (tracked())
        void post(
          CENSUS_PATHS.quickView.replace(":id", encodeURIComponent(itemId)),
          JSON.stringify(payload()),
          "application/json",
        )
    },
    event: (name, data) => {
      if (!tracked()) return
      if (name === "AddToCart") config.adPixel?.(name, data)
      if (config.visitorMetrics === false) return
      const form = { crumb: cookie(CRUMB_COOKIE) ?? "", event: name, data: JSON.stringify(data) }
      void post(CENSUS_PATHS.event, new URLSearchParams(form).toString(), FORM)
    },
    tracked,
    reportError: (error) => reporter.report(error),
    consent: (accepted) => {
      writeCookie(consentCookie(accepted))
      if (accepted) start()
      else clearCensusCookies()
    },
  }
}
