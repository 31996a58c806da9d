import { Clock, Effect } from "effect"
import { PageType } from "../enums/page-type.ts"
import { isVitalName } from "../perf/names.ts"
import type { PerformanceRecord } from "../perf/record.ts"
import type { CookieMode } from "../visitor/consent.ts"
import { CENSUS_COOKIES, type CookieSpec, clearCookie } from "../visitor/cookies.ts"
import type { ScriptErrorReport } from "../visitor/error-report.ts"
import { VisitorIdentity } from "../visitor/port.ts"
import { visitFor } from "../visitor/program.ts"
import { pageViewSkipped } from "../visitor/skip.ts"
import { knownVisitorId } from "../visitor/visit.ts"
import { withMember } from "./member.ts"
import { type Hit, PAGE_VIEW } from "./model.ts"
import { EventStore } from "./port.ts"

/**
 * Who sent a census call: the website, the request's cookies, the cookie mode (see `cookieMode`),
 * whether the site is cloneable, whether the user agent is a bot (decided at the edge), and the
 * signed-in member's id from the request's session (TRACK-007; none for a visitor, never the page's
 * word).
 */
export interface CensusCaller {
  readonly websiteId: string
  readonly cookies: { readonly [name: string]: string | undefined }
  readonly mode: CookieMode
  readonly cloneable: boolean
  readonly bot: boolean
  readonly memberId?: string | null | undefined
}

/** What a hit says about the page it came from. */
export interface HitPage {
  readonly path: string | null
  readonly itemId: string | null
  readonly data: { readonly [key: string]: unknown } | null
}

const restricted = (caller: CensusCaller): boolean => caller.mode === "restrictive" || caller.cloneable

// Restrictive mode and cloneable sites: nothing stored, and the census cookies cleared (COOKIE-009).
const clearedCensusCookies = (caller: CensusCaller): readonly CookieSpec[] =>
  CENSUS_COOKIES.filter((name) => caller.cookies[name] !== undefined).map(clearCookie)

const botHit = (caller: CensusCaller, name: string, page: HitPage, at: number): Hit => ({
  _tag: "Hit",
  websiteId: caller.websiteId,
  at,
  name,
  visitorId: null,
  newVisit: false,
  bot: true,
  path: page.path,
  itemId: page.itemId,
  data: null,
})

/**
 * Records a page view (API-016) and returns the cookies to write. Restrictive mode or a cloneable
 * site: nothing stored, census cookies cleared (COOKIE-008, COOKIE-009). A bot: counted apart, no
 * cookie. The search page: nothing (TRACK-002). Otherwise the visit rules run and the view is
 * stored with the visitor id, whether it starts a visit, and the signed-in member's id (TRACK-007,
 * `withMember`).
 *
 * @example
 * recordPageView(caller, { path: "/shop", itemId: null, data: null }) // Effect<CookieSpec[]>
 */
export const recordPageView = Effect.fnUntraced(function* (caller: CensusCaller, page: HitPage) {
  if (restricted(caller)) return clearedCensusCookies(caller)
  const store = yield* EventStore
  const at = yield* Clock.currentTimeMillis
  if (caller.bot) return yield* Effect.as(store.append([botHit(caller, PAGE_VIEW, page, at)]), [])
  if (page.path !== null && pageViewSkipped({ path: page.path, pageType: PageType.PAGE, websiteRoles: [] }))
    return []
  const decision = yield* visitFor(caller)
  if (decision.kind === "throwaway") return decision.cookies
  yield* store.append([
    {
      _tag: "Hit",
      websiteId: caller.websiteId,
      at,
      name: PAGE_VIEW,
      visitorId: decision.visitor.visitorId,
      newVisit: decision.newVisit,
      bot: false,
      ...page,
      data: withMember(page.data, caller.memberId ?? null),
    },
  ])
  return decision.cookies
})

/**
 * Records a census call or visitor-analytics event other than a page view (API-017 to API-022),
 * filed under the request's genuine visitor id, if any, and the signed-in member's (TRACK-007); it
 * renews no cookie. Restrictive mode or a
 * cloneable site: nothing stored, census cookies cleared. A bot: counted apart.
 *
 * @example
 * recordCensusEvent(caller, "AddToCart", { path: "/shop/hat", itemId: "hat", data: null })
 */
export const recordCensusEvent = Effect.fnUntraced(function* (
  caller: CensusCaller,
  name: string,
  page: HitPage,
) {
  if (restricted(caller)) return clearedCensusCookies(caller)
  const store = yield* EventStore
  const at = yield* Clock.currentTimeMillis
  if (caller.bot) return yield* Effect.as(store.append([botHit(caller, name, page, at)]), [])
  const identity = yield* VisitorIdentity
  const visitorId = knownVisitorId(caller.cookies, identity.isGenuine)
  yield* store.append([
    {
      _tag: "Hit",
      websiteId: caller.websiteId,
      at,
      name,
      visitorId,
      newVisit: false,
      bot: false,
      ...page,
      data: withMember(page.data, caller.memberId ?? null),
    },
  ])
  return [] as readonly CookieSpec[]
})

/**
 * Records the script errors of one send (ERR-005, API-023). Nothing is stored in restrictive mode,
 * on a cloneable site, or from a bot.
 *
 * @example
 * recordScriptErrors(caller, [report])
 */
export const recordScriptErrors = Effect.fnUntraced(function* (
  caller: CensusCaller,
  reports: readonly ScriptErrorReport[],
) {
  if (restricted(caller) || caller.bot || reports.length === 0) return
  const store = yield* EventStore
  const identity = yield* VisitorIdentity
  const at = yield* Clock.currentTimeMillis
  const visitorId = knownVisitorId(caller.cookies, identity.isGenuine)
  yield* store.append(
    reports.map((report) => ({ _tag: "ScriptError", websiteId: caller.websiteId, at, visitorId, report })),
  )
})

/**
 * Records a batch of performance records (API-042), one sample per measure; the image attributes
 * and user-timing name go with each sample. Nothing from restrictive mode, a cloneable site or a bot.
 *
 * @example
 * recordPerformance(caller, records)
 */
export const recordPerformance = Effect.fnUntraced(function* (
  caller: CensusCaller,
  records: readonly PerformanceRecord[],
) {
  if (restricted(caller) || caller.bot) return
  const store = yield* EventStore
  const at = yield* Clock.currentTimeMillis
  const samples = records.flatMap((record) =>
    Object.entries(record.data.measures).map(([metric, value]) => ({
      _tag: "PerformanceSample" as const,
      websiteId: caller.websiteId,
      at,
      path: record.data.path,
      pageLoadId: record.pageLoadId,
      eventName: record.eventName,
      metric,
      value,
      data:
        record.data.image === undefined && record.data.name === undefined
          ? null
          : {
              ...(record.data.image ?? {}),
              ...(record.data.name === undefined ? {} : { name: record.data.name }),
            },
    })),
  )
  // A web vital is only a vital on a web_vital record: an image's `natural_width` is not a vital.
  const kept = samples.filter((sample) => sample.eventName !== "web_vital" || isVitalName(sample.metric))
  if (kept.length > 0) yield* store.append(kept)
})
