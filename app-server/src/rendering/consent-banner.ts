import { requestCookies } from "@vitrine/adapter-http/router"
import type { StorefrontAnalyticsSettings } from "@vitrine/core/preferences"
import { COOKIE_NAMES, hasGpcHeader, needsConsentAnswer } from "@vitrine/core/visitor"
import type { Request } from "express"

/**
 * Whether a storefront page shows the cookie consent banner, decided on the server so the banner
 * is in the page's HTML and paints with the page (drawn after the app's code, it was the page's
 * largest paint, late): the merchant wants it and the visitor has neither answered
 * (`ss_performanceCookiesAllowed` "true" or "false") nor sent Global Privacy Control
 * (`Sec-GPC: 1`, a refusal). Without the merchant's settings the page carries no decision and its
 * analytics session decides in the browser.
 *
 * @example
 * consentBannerShown({ bannerEnabled: true, defaultMode: "restrictive", … }, req) // true on a first visit
 */
export const consentBannerShown = (analytics: StorefrontAnalyticsSettings, req: Request): boolean =>
  analytics.bannerEnabled &&
  needsConsentAnswer({
    consentCookie: requestCookies(req).get(COOKIE_NAMES.performanceConsent),
    globalPrivacyControl: hasGpcHeader(req.get("Sec-GPC")),
    merchantDefault: analytics.defaultMode,
  })
