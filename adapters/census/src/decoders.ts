import { PerformanceBatchSchema } from "@vitrine/core/perf"
import {
  boundedText,
  CensusId,
  ScriptErrorBatchSchema,
  TrackingPayloadSchema,
  VisitorEventNameSchema,
  VisitorEventPayloadSchema,
} from "@vitrine/core/visitor"
import { Schema } from "effect"
import { CENSUS_BODY_LIMITS } from "./limits.ts"

/** Why a body was refused: too large (413), or not what the endpoint takes (400). */
export interface Refusal {
  readonly status: 400 | 413
  readonly reason: string
}

/** A decoded body, or why it was refused. Decoders never throw. */
export type Decoded<A> =
  | { readonly ok: true; readonly value: A }
  | { readonly ok: false; readonly refusal: Refusal }

const byteLength = (text: string) => Buffer.byteLength(text, "utf8")

// Form fields by name, the last of a repeated name winning; never throws.
const formFields = (body: string): { [name: string]: string } => Object.fromEntries(new URLSearchParams(body))

const decoder = <S extends Schema.Top & { readonly DecodingServices: never }>(
  schema: S,
  limit: number,
  read: (body: string) => unknown,
) => {
  // Built once per endpoint: building a decoder costs far more than running it.
  const decode = Schema.decodeUnknownExit(schema)
  return (body: string): Decoded<S["Type"]> => {
    if (byteLength(body) > limit)
      return { ok: false, refusal: { status: 413, reason: `Body over ${limit} bytes` } }
    const exit = decode(read(body))
    return exit._tag === "Success"
      ? { ok: true, value: exit.value }
      : { ok: false, refusal: { status: 400, reason: "Body not understood" } }
  }
}

const identity = (body: string): unknown => body

/**
 * `POST /api/census/RecordHit`, form-encoded `event`, `data` (the tracking payload as JSON) and
 * `ss_cvr` (API-016, TRACK-005).
 *
 * @example
 * decodeRecordHit("event=view&data=%7B%22pagePath%22%3A%22%2Fshop%22%7D") // { ok: true, value: { event: "view", data: { pagePath: "/shop" } } }
 */
export const decodeRecordHit = decoder(
  Schema.Struct({
    event: boundedText(64),
    data: Schema.optionalKey(Schema.fromJsonString(TrackingPayloadSchema)),
    ss_cvr: Schema.optionalKey(boundedText(512)),
  }),
  CENSUS_BODY_LIMITS.hit,
  formFields,
)

/**
 * The census calls `button-click`, `button-render` and `overlay` (API-017, API-018, API-020): the
 * tracking payload as JSON (the spec shows no other overlay fields).
 *
 * @example
 * decodeCensusCall('{"pagePath":"/shop","itemId":"hat"}')
 */
export const decodeCensusCall = decoder(
  Schema.fromJsonString(TrackingPayloadSchema),
  CENSUS_BODY_LIMITS.censusCall,
  identity,
)

/**
 * `POST /api/census/form-render` (API-019): the tracking payload as JSON, with `formId` and
 * `visitorCookie` required.
 *
 * @example
 * decodeFormRender('{"formId":"f1","visitorCookie":"v|1|1|1|1","pagePath":"/contact"}')
 */
export const decodeFormRender = decoder(
  Schema.fromJsonString(
    Schema.Struct({ ...TrackingPayloadSchema.fields, formId: CensusId, visitorCookie: boundedText(512) }),
  ),
  CENSUS_BODY_LIMITS.censusCall,
  identity,
)

/**
 * `POST /api/census/RecordQuickView/{id}` (API-021): the spec shows no payload; the item id comes
 * from the path, and a body, when sent, is the tracking payload as JSON (an empty body is none).
 *
 * @example
 * decodeQuickView("hat", "") // { ok: true, value: { itemId: "hat", payload: {} } }
 */
export const decodeQuickView = (
  id: string,
  body: string,
): Decoded<{ itemId: string; payload: typeof TrackingPayloadSchema.Type }> => {
  const itemId = Schema.decodeUnknownExit(CensusId.check(Schema.isPattern(/^[A-Za-z0-9._~-]+$/)))(id)
  if (itemId._tag !== "Success") return { ok: false, refusal: { status: 400, reason: "Not an item id" } }
  const payload = body.trim() === "" ? ({ ok: true, value: {} } as const) : decodeCensusCall(body)
  return payload.ok ? { ok: true, value: { itemId: itemId.value, payload: payload.value } } : payload
}

const EventName = Schema.Union([
  VisitorEventNameSchema,
  boundedText(64).check(Schema.isPattern(/^[A-Za-z][A-Za-z0-9_-]*$/)),
])
const EventData = Schema.Record(Schema.String, Schema.Unknown)

/**
 * `POST /api/events/RecordEvent` (API-022): form-encoded `crumb` (the crumb cookie's value), `event`
 * and `data` (JSON). A visitor-analytics event's data must be its payload (TRACK-015); another
 * event's data is any JSON object.
 *
 * @example
 * decodeRecordEvent("crumb=c&event=ViewCart&data=%7B%22siteId%22%3A%22s%22%2C%22isLoggedIn%22%3Afalse%7D")
 */
const decodeEventForm = decoder(
  Schema.Struct({
    crumb: boundedText(256),
    event: EventName,
    data: Schema.optionalKey(Schema.fromJsonString(EventData)),
  }),
  CENSUS_BODY_LIMITS.event,
  formFields,
)

export const decodeRecordEvent = (body: string) => {
  const form = decodeEventForm(body)
  if (!form.ok || !Schema.is(VisitorEventNameSchema)(form.value.event)) return form
  return Schema.is(VisitorEventPayloadSchema)(form.value.data)
    ? form
    : ({ ok: false, refusal: { status: 400, reason: "Not a visitor-analytics payload" } } as const)
}

/**
 * `POST /api/events/RecordJavascriptErrors` (API-023): a JSON list of at most 10 reports (ERR-007).
 *
 * @example
 * decodeScriptErrors('[{"kind":"error","message":"x","stack":"","url":"/","timestamp":1}]')
 */
export const decodeScriptErrors = decoder(
  Schema.fromJsonString(ScriptErrorBatchSchema),
  CENSUS_BODY_LIMITS.scriptErrors,
  identity,
)

/**
 * `POST /api/1/performance/records` (API-042): a JSON array of records, sent as `text/plain` by a
 * beacon or a fetch (PERF-013, PERF-014); the content type is not checked.
 *
 * @example
 * decodePerformanceRecords(JSON.stringify([record]))
 */
export const decodePerformanceRecords = decoder(
  Schema.fromJsonString(PerformanceBatchSchema),
  CENSUS_BODY_LIMITS.performance,
  identity,
)
