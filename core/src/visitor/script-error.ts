import { Schema } from "effect"
import { ERROR_REPORTER } from "./error-report.ts"
import { boundedText, CensusUrl } from "./payload.ts"

const Position = Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 10_000_000 }))

/**
 * One report of `POST /api/events/RecordJavascriptErrors` (ERR-005, API-023): a message of at most
 * 1000 characters, a stack of at most 5000 (ERR-008), the page URL, where it happened.
 *
 * @example
 * Schema.decodeUnknownSync(ScriptErrorReportSchema)({ kind: "error", message: "x", stack: "", url: "/", timestamp: 1 })
 */
export const ScriptErrorReportSchema = Schema.Struct({
  kind: Schema.Literals(["error", "rejection", "caught"]),
  message: boundedText(1000),
  stack: boundedText(ERROR_REPORTER.stackLimit),
  url: CensusUrl,
  line: Schema.optionalKey(Position),
  column: Schema.optionalKey(Position),
  timestamp: Schema.Number.check(Schema.isFinite()),
})

/**
 * The body of `RecordJavascriptErrors`: the list of reports of one send, at most a full queue
 * (ERR-007).
 *
 * @example
 * Schema.decodeUnknownSync(ScriptErrorBatchSchema)([report])
 */
export const ScriptErrorBatchSchema = Schema.Array(ScriptErrorReportSchema).check(
  Schema.isMaxLength(ERROR_REPORTER.queueSize),
)
