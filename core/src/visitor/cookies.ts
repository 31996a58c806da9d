import { CART_COOKIE, HAS_CART_COOKIE } from "../cart/cart-loading.ts"

/** The visitor cookie (COOKIE-002). */
export const VISITOR_COOKIE = "ss_cvr"
/** The visit-time cookie (COOKIE-004). */
export const VISIT_TIME_COOKIE = "ss_cvt"
/** The analytics ID cookie (COOKIE-012). */
export const ANALYTICS_ID_COOKIE = "ss_cid"
/** The visitor's answer to the consent banner. */
export const CONSENT_COOKIE = "ss_performanceCookiesAllowed"
/** The crumb (CSRF token) cookie. */
export const CRUMB_COOKIE = "crumb"

/**
 * Every cookie the storefront reads or writes (COOKIE-001). The spec names the cart cookie without
 * giving it a name; ours is the cart module's `vitrine_cart`. (The names a browser script needs are
 * also exported one by one, so it pays only for those.)
 *
 * @example
 * COOKIE_NAMES.visitor // "ss_cvr"
 */
export const COOKIE_NAMES = {
  analyticsId: ANALYTICS_ID_COOKIE,
  previousVisit: "ss_cpvisit",
  currentVisit: "ss_cvisit",
  visitor: VISITOR_COOKIE,
  visitTime: VISIT_TIME_COOKIE,
  crumb: CRUMB_COOKIE,
  siteUser: "SiteUserInfo",
  performanceConsent: CONSENT_COOKIE,
  hasCart: HAS_CART_COOKIE,
  cart: CART_COOKIE,
} as const

/**
 * The census cookies: what restrictive mode clears (COOKIE-009). `ss_cpvisit` and `ss_cvisit` are
 * never written by Vitrine (`ss_cvr` carries both visit times) but are cleared all the same, in case
 * an older tracker left them.
 */
export const CENSUS_COOKIES: readonly string[] = [
  VISITOR_COOKIE,
  VISIT_TIME_COOKIE,
  ANALYTICS_ID_COOKIE,
  "ss_cpvisit",
  "ss_cvisit",
]

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * Cookie lifetimes in milliseconds. The visitor cookie lives 2 years (COOKIE-010; 730 days), the
 * visit-time cookie 30 minutes (COOKIE-011), the analytics ID cookie 390 days (COOKIE-012). The spec
 * does not say which cookie is "the analytics ID cookie"; we give the 390 days to `ss_cid`, which
 * holds the visitor id alone (see `visitDecision`). The consent cookie is remembered as long, the
 * thirteen months consent guidance allows.
 *
 * @example
 * COOKIE_LIFETIMES_MS.visitTime // 1_800_000
 */
export const COOKIE_LIFETIMES_MS = {
  visitor: 730 * DAY_MS,
  visitTime: 30 * 60 * 1000,
  analyticsId: 390 * DAY_MS,
  performanceConsent: 390 * DAY_MS,
} as const

/**
 * How a cookie is to be written. `maxAgeMs` 0 clears it. `httpOnly` is false for every census cookie:
 * the tracker reads `ss_cvr` to send it with a hit (API-016).
 */
export interface CookieOptions {
  readonly maxAgeMs: number
  readonly httpOnly: boolean
}

/**
 * A cookie to set or clear, as data: rules return these and the server writes them on its answer.
 *
 * @example
 * const cookie: CookieSpec = { name: "ss_cvt", value: "1700000000000", options: { maxAgeMs: 1_800_000, httpOnly: false } }
 */
export interface CookieSpec {
  readonly name: string
  readonly value: string
  readonly options: CookieOptions
}

/**
 * A cookie to set for a lifetime.
 *
 * @example
 * setCookie("ss_cvt", "1700000000000", COOKIE_LIFETIMES_MS.visitTime)
 */
export const setCookie = (name: string, value: string, maxAgeMs: number): CookieSpec => ({
  name,
  value,
  options: { maxAgeMs, httpOnly: false },
})

/**
 * A cookie to clear.
 *
 * @example
 * clearCookie("ss_cvr") // { name: "ss_cvr", value: "", options: { maxAgeMs: 0, httpOnly: false } }
 */
export const clearCookie = (name: string): CookieSpec => ({
  name,
  value: "",
  options: { maxAgeMs: 0, httpOnly: false },
})
