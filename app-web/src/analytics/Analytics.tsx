import { useEffect, useState } from "react"
import { usePath } from "../router/history.ts"
import { startAnalytics } from "./analytics.ts"
import { ConsentPrompt } from "./ConsentPrompt.tsx"
import { trackPage } from "./events.ts"
import type { AnalyticsSession } from "./session.ts"

/**
 * The storefront's analytics in the page: loads the session once the page is idle, records each
 * page the visitor moves to, and shows the consent banner when the merchant wants it and the
 * visitor has not answered (the session is not in the first load: it comes in its own chunk; the
 * banner is, so a page the server rendered with it hydrates it as sent).
 *
 * @example
 * <Analytics />
 */
export const Analytics = () => {
  const path = usePath()
  const [session, setSession] = useState<AnalyticsSession>()
  useEffect(() => {
    void startAnalytics().then(setSession)
  }, [])
  useEffect(() => trackPage(path), [path])
  return <ConsentPrompt bannerNeeded={session?.bannerNeeded} />
}
