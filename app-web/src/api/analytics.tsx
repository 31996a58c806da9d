import { type AnalyticsClient, createAnalyticsClient } from "@vitrine/adapter-http/client"
import { createContext, type ReactNode, useContext } from "react"

export type { AnalyticsClient, AnalyticsDashboard, AnalyticsRange } from "@vitrine/adapter-http/client"

const AnalyticsClientContext = createContext<AnalyticsClient | null>(null)

// Made on first use when no provider gave one: the same-origin HTTP client.
let httpClient: AnalyticsClient | undefined

/**
 * Gives the dashboard below it an analytics client (tests pass a fake; without a provider the
 * dashboard uses the same-origin HTTP client).
 *
 * @example
 * <AnalyticsClientProvider client={fakeAnalytics}>…</AnalyticsClientProvider>
 */
export const AnalyticsClientProvider = ({
  client,
  children,
}: {
  client: AnalyticsClient
  children: ReactNode
}) => <AnalyticsClientContext value={client}>{children}</AnalyticsClientContext>

/**
 * The analytics client: the provider's, else the same-origin HTTP client.
 *
 * @example
 * const analytics = useAnalyticsClient()
 */
export const useAnalyticsClient = (): AnalyticsClient => {
  const provided = useContext(AnalyticsClientContext)
  if (provided !== null) return provided
  httpClient ??= createAnalyticsClient()
  return httpClient
}
