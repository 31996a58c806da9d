/**
 * `@vitrine/core/visitor`: visitor and visit cookies, consent, the tracking skip rules, the tracking
 * payloads and visitor-analytics events, and the error reporter's rules.
 *
 * Decisions where the spec is silent:
 * - COOKIE-012's "analytics ID cookie" is `ss_cid`; it holds the visitor id for 390 days and lets a
 *   visitor whose `ss_cvr` was lost keep their id.
 * - Times in `ss_cvr` and `ss_cvt` are milliseconds since the epoch; `ss_cvt` holds the time of the
 *   last hit, so a visit ends after 30 minutes without one.
 * - Trust: visitor ids are issued and recognised by `VisitorIdentity` (an HMAC signature on the
 *   server); an id it did not issue is read as missing. The server never sums the counts a cookie
 *   carries: visits and visitors are counted from stored hits, so a forged `ss_cvr` changes nothing
 *   but the forger's own cookie.
 * - Consent: the visitor's answer (`ss_performanceCookiesAllowed` "true"/"false") wins, then Global
 *   Privacy Control (a refusal), then the merchant's default (commerce preferences).
 * - Restrictive mode and cloneable sites: a throwaway id, no cookie set, census cookies cleared, and
 *   nothing stored (not even an anonymous count).
 * - The editor path is `/config`; the viewer-only skip applies there only.
 * - The error reporter keeps the first 10 reports of a burst and drops the rest until it sends.
 *
 * @example
 * import { parseVisitorCookie, pageViewSkipped } from "@vitrine/core/visitor"
 * parseVisitorCookie("v1|1|1|1|1")?.visitCount // 1
 * pageViewSkipped({ path: "/search", pageType: 2, websiteRoles: [] }) // true
 */
export * from "./add-to-cart-metric.ts"
export * from "./consent.ts"
export * from "./cookies.ts"
export * from "./endpoints.ts"
export * from "./error-report.ts"
export * from "./errors.ts"
export * from "./metrics.ts"
export * from "./payload.ts"
export * from "./place-details.ts"
export * from "./port.ts"
export * from "./program.ts"
export * from "./script-error.ts"
export * from "./skip.ts"
export * from "./stored-value.ts"
export * from "./visit.ts"
export * from "./visitor-cookie.ts"
