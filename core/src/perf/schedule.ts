/**
 * When the collector sends (PERF-009 to PERF-011): once, this long after the page's load event (the
 * spec gives no delay; 5 seconds lets late images and the first interactions land), again when the
 * page becomes hidden, and web vitals are waited for at most 60 seconds from the start.
 *
 * @example
 * PERF_SCHEDULE.afterLoadMs // 5000
 */
export const PERF_SCHEDULE = {
  afterLoadMs: 5000,
  vitalsCapMs: 60_000,
} as const

/**
 * The collection service's path (PERF-013, API-042); the collector takes another URL when given one.
 *
 * @example
 * navigator.sendBeacon(PERFORMANCE_RECORDS_PATH, body)
 */
export const PERFORMANCE_RECORDS_PATH = "/api/1/performance/records"
