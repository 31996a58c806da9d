import type { AnalyticsDashboard } from "../contract/analytics.ts"
import { ANALYTICS_PATH } from "../contract/analytics-path.ts"
import { type ApiResult, clientConfig, type StoreClientOptions, send } from "./request.ts"

export type { AnalyticsDashboard } from "../contract/analytics.ts"

/** The dashboard's ranges: today so far, the last 7 days, the last 30 days. */
export type AnalyticsRange = AnalyticsDashboard["range"]

/**
 * The merchant's analytics call. Like the store client, it answers `{ ok, value }` or
 * `{ ok: false, error }` (401 signed out, 403 without `analytics.read`).
 *
 * @example
 * const analytics: AnalyticsClient = createAnalyticsClient()
 */
export interface AnalyticsClient {
  readonly dashboard: (range: AnalyticsRange) => Promise<ApiResult<{ dashboard: AnalyticsDashboard }>>
}

/**
 * The analytics client over HTTP, same options as `createStoreClient`. Its own module so only the
 * admin's dashboard chunk carries it.
 *
 * @example
 * const { ok, value } = await createAnalyticsClient().dashboard("7d")
 */
export const createAnalyticsClient = (options: StoreClientOptions = {}): AnalyticsClient => {
  const config = clientConfig(options)
  return {
    dashboard: (range) =>
      send(config, {
        endpoint: "analytics",
        method: "GET",
        path: ANALYTICS_PATH,
        query: { range },
      }),
  }
}
