import {
  type HitPage,
  recordCensusEvent,
  recordPageView,
  recordPerformance,
  recordScriptErrors,
} from "@vitrine/core/census"
import { COOKIE_NAMES, type TrackingPayload } from "@vitrine/core/visitor"
import { Effect } from "effect"
import { type CensusReply, type CensusRequest, callerOf, crumbFits } from "./caller.ts"
import {
  type Decoded,
  decodeCensusCall,
  decodeFormRender,
  decodePerformanceRecords,
  decodeQuickView,
  decodeRecordEvent,
  decodeRecordHit,
  decodeScriptErrors,
} from "./decoders.ts"
import { CSRF_HEADER } from "./limits.ts"

const ACCEPTED = { status: 202, cookies: [] } as const satisfies CensusReply
const FORBIDDEN = { status: 403, cookies: [] } as const satisfies CensusReply
const refused = (decoded: Decoded<unknown> & { ok: false }): CensusReply => ({
  status: decoded.refusal.status,
  cookies: [],
})

const pathOf = (url: string | undefined): string | null => {
  if (url === undefined) return null
  try {
    return new URL(url, "http://census.invalid").pathname
  } catch {
    return null
  }
}

// What a hit keeps of its payload: where it happened, never the visitor's cookies or browser.
const pageOf = (payload: TrackingPayload): HitPage => {
  const { event: _, data: __, ss_cvr: ___, visitorCookie: ____, userAgent: _____, ...kept } = payload
  return { path: payload.pagePath ?? pathOf(payload.url), itemId: payload.itemId ?? null, data: kept }
}

/**
 * `POST /api/census/RecordHit` (API-016): a page view. The visitor cookie is the request's, else the
 * form's `ss_cvr` field; the reply carries the renewed census cookies.
 *
 * @example
 * recordHit({ websiteId: "site-1", body, cookies, headers }) // Effect<CensusReply>
 */
export const recordHit = Effect.fnUntraced(function* (request: CensusRequest) {
  const form = decodeRecordHit(request.body)
  if (!form.ok) return refused(form)
  const visitor = request.cookies[COOKIE_NAMES.visitor] ?? form.value.ss_cvr
  const caller = yield* callerOf({
    ...request,
    cookies: { ...request.cookies, [COOKIE_NAMES.visitor]: visitor },
  })
  const cookies = yield* recordPageView(caller, pageOf(form.value.data ?? {}))
  return { status: 202, cookies } satisfies CensusReply
})

const censusCall = (name: string, decode: (body: string) => Decoded<TrackingPayload>) =>
  Effect.fnUntraced(function* (request: CensusRequest) {
    const payload = decode(request.body)
    if (!payload.ok) return refused(payload)
    const cookies = yield* recordCensusEvent(yield* callerOf(request), name, pageOf(payload.value))
    return { status: 202, cookies } satisfies CensusReply
  })

/** `POST /api/census/button-click` (API-017). */
export const recordButtonClick = censusCall("button-click", decodeCensusCall)
/** `POST /api/census/button-render` (API-018). */
export const recordButtonRender = censusCall("button-render", decodeCensusCall)
/** `POST /api/census/form-render` (API-019). */
export const recordFormRender = censusCall("form-render", decodeFormRender)
/** `POST /api/census/overlay` (API-020). */
export const recordOverlay = censusCall("overlay", decodeCensusCall)

/**
 * `POST /api/census/RecordQuickView/{id}` (API-021): stored as a `quick-view` of item `id`.
 *
 * @example
 * recordQuickView("hat", request)
 */
export const recordQuickView = Effect.fnUntraced(function* (id: string, request: CensusRequest) {
  const decoded = decodeQuickView(id, request.body)
  if (!decoded.ok) return refused(decoded)
  const page = { ...pageOf(decoded.value.payload), itemId: decoded.value.itemId }
  const cookies = yield* recordCensusEvent(yield* callerOf(request), "quick-view", page)
  return { status: 202, cookies } satisfies CensusReply
})

/**
 * `POST /api/events/RecordEvent` (API-022): the form's `crumb` must pass the server's crumb
 * check (403 otherwise: equal to the crumb cookie is not enough, the server must have signed it); a visitor-analytics event is filed under its item (or product) id.
 *
 * @example
 * recordEvent(request) // 202 when accepted: the client takes 200 and 202 as success
 */
export const recordEvent = Effect.fnUntraced(function* (request: CensusRequest) {
  const form = decodeRecordEvent(request.body)
  if (!form.ok) return refused(form)
  if (!(yield* crumbFits(request, form.value.crumb))) return FORBIDDEN
  const data = form.value.data ?? {}
  const itemId =
    typeof data.itemId === "string" ? data.itemId : typeof data.productId === "string" ? data.productId : null
  const cookies = yield* recordCensusEvent(yield* callerOf(request), form.value.event, {
    path: null,
    itemId,
    data,
  })
  return { status: 202, cookies } satisfies CensusReply
})

/**
 * `POST /api/events/RecordJavascriptErrors` (API-023): the crumb must come in the `X-CSRF-Token`
 * header and pass the server's crumb check (403 otherwise). The spec does not say what the answer holds: 202 and no body.
 *
 * @example
 * recordJavascriptErrors(request)
 */
export const recordJavascriptErrors = Effect.fnUntraced(function* (request: CensusRequest) {
  const reports = decodeScriptErrors(request.body)
  if (!reports.ok) return refused(reports)
  if (!(yield* crumbFits(request, request.headers[CSRF_HEADER]))) return FORBIDDEN
  yield* recordScriptErrors(yield* callerOf(request), reports.value)
  return ACCEPTED
})

/**
 * `POST /api/1/performance/records` (API-042): the collector does not read the answer.
 *
 * @example
 * recordPerformanceRecords(request)
 */
export const recordPerformanceRecords = Effect.fnUntraced(function* (request: CensusRequest) {
  const records = decodePerformanceRecords(request.body)
  if (!records.ok) return refused(records)
  yield* recordPerformance(yield* callerOf(request), records.value)
  return ACCEPTED
})
