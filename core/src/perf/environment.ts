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
