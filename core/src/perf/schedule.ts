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

/**
 * The prefix of the user-timing marks and measures the collector reports (PERF-021; the spec gives
 * none): others on the page are left alone.
 *
 * @example
 * performance.mark(`${MARK_PREFIX}cart-open`)
 */
export const MARK_PREFIX = "vitrine:"

/** The environment a page runs in (PERF-020). */
export type PerfEnvironment = "dev" | "staging" | "prod"

/**
 * The environment from the host name (PERF-020; the spec gives no mapping): `localhost`, loopback
 * addresses and `.localhost`, `.local`, `.test` hosts are dev; a host whose first label is `staging`
 * or ends in `-staging` (`staging.shop.com`, `shop-staging.example.com`) is staging; anything else
 * is prod.
 *
 * @example
 * perfEnvironment("staging.shop.example") // "staging"
 */
export const perfEnvironment = (hostname: string): PerfEnvironment => {
  const host = hostname.toLowerCase().replace(/\.$/, "")
  if (host === "localhost" || host === "::1" || host === "[::1]" || /^127\./.test(host)) return "dev"
  if (/\.(localhost|local|test)$/.test(host)) return "dev"
  const first = host.split(".")[0] ?? ""
  return first === "staging" || first.endsWith("-staging") ? "staging" : "prod"
}
