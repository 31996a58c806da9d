import { Schema } from "effect"
import { boundedText, CensusId, CensusUrl } from "../visitor/payload.ts"
import { ScriptErrorReportSchema } from "../visitor/script-error.ts"

const At = Schema.Int.check(Schema.isGreaterThan(0))
const Data = Schema.NullOr(Schema.Record(Schema.String, Schema.Unknown))

/** The name a page view is stored under; other hits carry their event's name. */
export const PAGE_VIEW = "PageView"

/**
 * One hit the census keeps (TRACK-001): a page view (`name` "PageView", `newVisit` when the server
 * decided it starts a visit), a census call (`button-click`, `form-render`, `overlay`, `quick-view`…)
 * or a visitor-analytics event (`VisitPDP`, `AddToCart`…, TRACK-014). `at` is the server's clock at
 * acceptance, in milliseconds; `visitorId` is null for a bot or a call without a genuine visitor
 * cookie. A bot's hit is only counted, apart.
 */
export const HitSchema = Schema.TaggedStruct("Hit", {
  websiteId: CensusId,
  at: At,
  name: boundedText(64),
  visitorId: Schema.NullOr(CensusId),
  newVisit: Schema.Boolean,
  bot: Schema.Boolean,
  path: Schema.NullOr(CensusUrl),
  itemId: Schema.NullOr(CensusId),
  data: Data,
})
/** One hit. */
export type Hit = typeof HitSchema.Type

/** One script error a page reported (ERR-005). */
export const ScriptErrorSchema = Schema.TaggedStruct("ScriptError", {
  websiteId: CensusId,
  at: At,
  visitorId: Schema.NullOr(CensusId),
  report: ScriptErrorReportSchema,
})
/** One script error. */
export type ScriptError = typeof ScriptErrorSchema.Type

/**
 * One measure of a performance record (PERF-002): the page, the measure's snake_case name and value,
 * and what else the record said (image attributes, a user-timing name) in `data`.
 */
export const PerformanceSampleSchema = Schema.TaggedStruct("PerformanceSample", {
  websiteId: CensusId,
  at: At,
  path: CensusUrl,
  pageLoadId: boundedText(64),
  eventName: boundedText(32),
  metric: boundedText(64),
  value: Schema.Number.check(Schema.isFinite()),
  data: Data,
})
/** One performance measure. */
export type PerformanceSample = typeof PerformanceSampleSchema.Type

/** Anything the EventStore keeps. */
export const CensusEventSchema = Schema.Union([HitSchema, ScriptErrorSchema, PerformanceSampleSchema])
/** Anything the EventStore keeps. */
export type CensusEvent = typeof CensusEventSchema.Type
