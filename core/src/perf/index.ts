/**
 * `@vitrine/core/perf`: the performance collector's rules — web-vitals names and thresholds, the
 * dashboard's histogram buckets and p75, floors and de-duplication, navigation and image measures,
 * the send schedule, the environment, and the record Schema of `POST /api/1/performance/records`.
 *
 * Decisions where the spec is silent: the send after load waits 5 s (PERF-009); the schema id is
 * `vitrine.performance/1` (PERF-008); marks carry `vitrine:` (PERF-021); the environment mapping is
 * in `perfEnvironment` (PERF-020); FID comes from the browser's `first-input` entry, since the
 * web-vitals library dropped it. Ratings: good up to and including the good threshold.
 *
 * @example
 * import { rateVital, vitalName } from "@vitrine/core/perf"
 * rateVital(vitalName("LCP")!, 2100) // "good"
 */
export * from "./environment.ts"
export * from "./histogram.ts"
export * from "./measures.ts"
export * from "./metadata.ts"
export * from "./names.ts"
export * from "./record.ts"
export * from "./schedule.ts"
export * from "./thresholds.ts"
