import { PERFORMANCE_RECORDS_PATH } from "@vitrine/core/perf"
import { CENSUS_PATHS } from "@vitrine/core/visitor"

/**
 * The largest body each ingestion endpoint takes, in bytes; a larger one is refused with 413 and
 * nothing of it is read. Hits and events are small; ten script errors with 5000-character stacks
 * need about 80 KB; a beacon carries at most 64 KB, so performance records stay under that.
 *
 * @example
 * express.text({ type: () => true, limit: CENSUS_BODY_LIMITS.scriptErrors })
 */
export const CENSUS_BODY_LIMITS = {
  hit: 8 * 1024,
  censusCall: 8 * 1024,
  event: 8 * 1024,
  scriptErrors: 96 * 1024,
  performance: 64 * 1024,
} as const

/** The ingestion endpoints' paths (API-016 to API-023, API-042). */
export const CENSUS_ENDPOINTS = { ...CENSUS_PATHS, performance: PERFORMANCE_RECORDS_PATH } as const

/** The header carrying the crumb on `RecordJavascriptErrors` (API-023): the store's CSRF header. */
export const CSRF_HEADER = "x-csrf-token"
