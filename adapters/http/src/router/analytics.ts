import { censusDashboard } from "@vitrine/core/census"
import { VITAL_THRESHOLDS } from "@vitrine/core/perf"
import { Effect } from "effect"
import { AnalyticsCall } from "../contract/analytics.ts"
import type { RouterContext } from "./context.ts"
import { ok } from "./reply.ts"
import { defineRoute, type RouteTable } from "./route.ts"

/**
 * The merchant's analytics route: the census dashboard of the router's website (`analytics.read`,
 * which the reporting and viewer roles hold as well as the store's managers; 401 signed out, 403
 * without it). Each vital carries the thresholds it was rated against.
 *
 * @example
 * const routes = analyticsRoutes(context)
 */
export const analyticsRoutes = (context: RouterContext): RouteTable => [
  defineRoute(
    {
      method: "GET",
      path: AnalyticsCall.path,
      access: { permission: "analytics.read" },
      query: AnalyticsCall.query,
    },
    ({ query }) =>
      Effect.map(censusDashboard(context.websiteId, query.range ?? "7d"), (dashboard) =>
        ok(AnalyticsCall.response, {
          dashboard: {
            ...dashboard,
            vitals: dashboard.vitals.map((vital) => ({ ...vital, ...VITAL_THRESHOLDS[vital.metric] })),
          },
        }),
      ),
  ),
]
