import { Schema } from "effect"
import { PERF_METADATA } from "./metadata.ts"

/** What a record measures: one web vital, the page's navigation, one image, or one user timing. */
export const PerfEventNameSchema = Schema.Literals(["web_vital", "navigation", "image", "user_timing"])
/** What a record measures. */
export type PerfEventName = typeof PerfEventNameSchema.Type

const text = (max: number) => Schema.String.check(Schema.isMaxLength(max))
const MeasureName = text(64).check(Schema.isPattern(/^[a-z][a-z0-9_]*$/))

/**
 * The data of a record: the fixed metadata (PERF-008), the environment (PERF-020), the page's path,
 * and its measures by snake_case name — timings in whole milliseconds (PERF-004), sizes in bytes
 * (PERF-007), CLS as a fraction. An image record adds its attributes (PERF-003); a user-timing record
 * names its mark or measure.
 */
export const PerfDataSchema = Schema.Struct({
  action: Schema.Literal(PERF_METADATA.action),
  actor: Schema.Literal(PERF_METADATA.actor),
  objectType: Schema.Literal(PERF_METADATA.objectType),
  source: Schema.Literal(PERF_METADATA.source),
  schema: Schema.Literal(PERF_METADATA.schema),
  environment: Schema.Literals(["dev", "staging", "prod"]),
  path: text(2083),
  measures: Schema.Record(
    MeasureName,
    Schema.Number.check(Schema.isFinite(), Schema.isGreaterThanOrEqualTo(0)),
  ),
  image: Schema.optionalKey(
    Schema.Struct({
      url: text(2083),
      visibleOnLoad: Schema.Boolean,
      intersectionRatio: Schema.Number.check(Schema.isBetween({ minimum: 0, maximum: 1 })),
      imageSize: text(32),
      imageType: text(64),
      loaderType: text(32),
      elementtiming: text(128),
    }),
  ),
  name: Schema.optionalKey(text(256)),
})

/**
 * One performance record (PERF-002): app name, data, event name, page load id and timestamp.
 *
 * @example
 * Schema.decodeUnknownSync(PerformanceRecordSchema)(record)
 */
export const PerformanceRecordSchema = Schema.Struct({
  appName: text(64),
  eventName: PerfEventNameSchema,
  pageLoadId: text(64),
  timestamp: Schema.Number.check(Schema.isFinite()),
  data: PerfDataSchema,
})
/** One performance record (PERF-002). */
export type PerformanceRecord = typeof PerformanceRecordSchema.Type

/** The most records one send carries; more is a refused body. */
export const MAX_RECORDS_PER_SEND = 200

/**
 * The body of `POST /api/1/performance/records`: a JSON array of records (PERF-013, API-042).
 *
 * @example
 * Schema.decodeUnknownSync(PerformanceBatchSchema)(JSON.parse(body))
 */
export const PerformanceBatchSchema = Schema.Array(PerformanceRecordSchema).check(
  Schema.isMaxLength(MAX_RECORDS_PER_SEND),
)
