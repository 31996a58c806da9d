import { lazy, Suspense, useEffect, useState } from "react"
import { usePath } from "../router/history.ts"
import { startAnalytics, trackPage } from "./analytics.ts"
import type { AnalyticsSession } from "./session.ts"

const ConsentBanner = lazy(() =>
  import("./ConsentBanner.tsx").then((module) => ({ default: module.ConsentBanner })),
)

/**
 * The storefront's analytics in the page: loads the session once the page is idle, records each
 * page the visitor moves to, and shows the consent banner when the merchant wants it and the
 * visitor has not answered (neither is in the first load: both come in the session's chunks).
 *
 * @example
 * <Analytics />
 */
export const Analytics = () => {
  const path = usePath()
  const [session, setSession] = useState<AnalyticsSession>()
  const [answered, setAnswered] = useState(false)
  useEffect(() => {
    void startAnalytics().then(setSession)
  }, [])
  useEffect(() => trackPage(path), [path])
  if (session === undefined || !session.bannerNeeded || answered) return null
  return (
    <Suspense fallback={null}>
      <ConsentBanner
        onAnswer={(accepted) => {
          session.consent(accepted)
          setAnswered(true)
        }}
      />
    </Suspense>
  )
}
