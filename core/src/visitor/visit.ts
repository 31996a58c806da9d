import type { CookieMode } from "./consent.ts"
import {
  CENSUS_COOKIES,
  COOKIE_LIFETIMES_MS,
  COOKIE_NAMES,
  type CookieSpec,
  clearCookie,
  setCookie,
} from "./cookies.ts"
import {
  formatVisitorCookie,
  parseVisitorCookie,
  parseVisitTime,
  type VisitorCookie,
} from "./visitor-cookie.ts"

/**
 * What the visit rules read from one hit. `freshId` is an id the server just issued: the new
 * visitor's id, or this hit's throwaway id. `isGenuine` says whether an id was issued by this server
 * (a signature check, see `VisitorIdentity`): a cookie whose id is not genuine is read as missing, so
 * a forged `ss_cvr` can never speak for another visitor.
 */
export interface VisitInput {
  readonly cookies: { readonly [name: string]: string | undefined }
  readonly now: number
  readonly mode: CookieMode
  readonly cloneable: boolean
  readonly freshId: string
  readonly isGenuine: (visitorId: string) => boolean
}

/**
 * The outcome of one hit. `tracked`: the visitor as the renewed cookie now says, whether this hit
 * starts a visit, and the cookies to write. `throwaway` (restrictive mode or a cloneable site): an id
 * for this hit only, and the census cookies the request carried, cleared.
 */
export type VisitDecision =
  | {
      readonly kind: "tracked"
      readonly visitor: VisitorCookie
      readonly newVisit: boolean
      readonly cookies: readonly CookieSpec[]
    }
  | { readonly kind: "throwaway"; readonly visitorId: string; readonly cookies: readonly CookieSpec[] }

const genuineVisitor = (input: VisitInput): VisitorCookie | undefined => {
  const cookie = parseVisitorCookie(input.cookies[COOKIE_NAMES.visitor])
  return cookie !== undefined && input.isGenuine(cookie.visitorId) ? cookie : undefined
}

// A new visitor cookie keeps the id of a genuine `ss_cid` (the long-lived analytics id), so a
// visitor whose `ss_cvr` was lost or mangled is not counted as a second visitor.
const newVisitor = (input: VisitInput): VisitorCookie => {
  const kept = input.cookies[COOKIE_NAMES.analyticsId]
  const visitorId = kept !== undefined && input.isGenuine(kept) ? kept : input.freshId
  return {
    visitorId,
    firstVisit: input.now,
    previousVisit: input.now,
    currentVisit: input.now,
    visitCount: 1,
  }
}

const nextVisit = (cookie: VisitorCookie, now: number): VisitorCookie => ({
  ...cookie,
  previousVisit: cookie.currentVisit,
  currentVisit: now,
  visitCount: Math.min(cookie.visitCount + 1, Number.MAX_SAFE_INTEGER),
})

/**
 * The visit rules for one hit:
 * - restrictive mode or a cloneable site: a throwaway id, no cookie set, and the census cookies the
 *   request carried cleared (COOKIE-008, COOKIE-009);
 * - no valid visitor cookie: a new one with count 1 (COOKIE-007);
 * - a valid visitor cookie but no valid visit-time cookie: the count goes up by 1 (COOKIE-006);
 * - otherwise the same visit goes on.
 * In every tracked case `ss_cvr` is renewed (2 years, COOKIE-005, COOKIE-010), `ss_cvt` is set to
 * now for 30 minutes (so a visit ends after 30 minutes without a hit, COOKIE-011) and `ss_cid` to
 * the visitor id for 390 days (COOKIE-012). The server never adds up the counts a cookie carries:
 * it counts visits and visitors from what it stored, so a cookie's numbers only ever speak for the
 * browser holding it.
 *
 * @example
 * visitDecision({ cookies: {}, now: 1, mode: "full", cloneable: false, freshId: "v1", isGenuine: () => true })
 * // { kind: "tracked", visitor: { visitorId: "v1", …, visitCount: 1 }, newVisit: true, cookies: [ss_cvr, ss_cvt, ss_cid] }
 */
export const visitDecision = (input: VisitInput): VisitDecision => {
  if (input.mode === "restrictive" || input.cloneable) {
    const present = CENSUS_COOKIES.filter((name) => input.cookies[name] !== undefined)
    return { kind: "throwaway", visitorId: input.freshId, cookies: present.map(clearCookie) }
  }
  const cookie = genuineVisitor(input)
  const visitOngoing =
    cookie !== undefined && parseVisitTime(input.cookies[COOKIE_NAMES.visitTime]) !== undefined
  const visitor =
    cookie === undefined ? newVisitor(input) : visitOngoing ? cookie : nextVisit(cookie, input.now)
  return {
    kind: "tracked",
    visitor,
    newVisit: !visitOngoing,
    cookies: [
      setCookie(COOKIE_NAMES.visitor, formatVisitorCookie(visitor), COOKIE_LIFETIMES_MS.visitor),
      setCookie(COOKIE_NAMES.visitTime, String(input.now), COOKIE_LIFETIMES_MS.visitTime),
      setCookie(COOKIE_NAMES.analyticsId, visitor.visitorId, COOKIE_LIFETIMES_MS.analyticsId),
    ],
  }
}

/**
 * The visitor id of a request's `ss_cvr` when it is well formed and genuine, else null: what a
 * census call that is not a page view is filed under (it renews no cookie and counts no visit).
 *
 * @example
 * knownVisitorId({ ss_cvr: "v1|1|1|1|1" }, (id) => id === "v1") // "v1"
 */
export const knownVisitorId = (
  cookies: { readonly [name: string]: string | undefined },
  isGenuine: (visitorId: string) => boolean,
): string | null => {
  const cookie = parseVisitorCookie(cookies[COOKIE_NAMES.visitor])
  return cookie !== undefined && isGenuine(cookie.visitorId) ? cookie.visitorId : null
}
