import { whenIdle } from "../app/when-idle.ts"
import type { AnalyticsSession } from "./session.ts"

/**
 * The storefront's analytics as the page's code calls it, in the first load: calls are queued until
 * the session (the tracker, the merchant's settings, the consent banner's logic) has loaded, after
 * the page's first paint and once the browser is idle, so the census never costs a visitor's first
 * interaction. Nothing of `@vitrine/tracker`, web-vitals or Effect is in this module.
 */
type Command = (session: AnalyticsSession) => void

const queue: Command[] = []
let session: AnalyticsSession | undefined
let loading: Promise<AnalyticsSession> | undefined
// Starts loading the session now instead of when idle.
let wake: (() => void) | undefined

/**
 * Runs `command` on the session once it has loaded (at once when it has): how every event is
 * recorded, here and in `events.ts`.
 *
 * @example
 * whenSession((s) => s.page("/cart"))
 */
export const whenSession = (command: Command): void => {
  if (session) command(session)
  else queue.push(command)
}

/**
 * Loads the session once the page is idle, then runs what was queued. Returns the session, for the
 * consent banner.
 *
 * @example
 * useEffect(() => void startAnalytics().then(setSession), [])
 */
export const startAnalytics = (): Promise<AnalyticsSession> => {
  loading ??= new Promise<void>((resolve) => {
    wake = resolve
    whenIdle(resolve)
  })
    .then(() => import("./session.ts"))
    .then((module) => module.startSession(location.pathname))
    .then((started) => {
      session = started
      for (const command of queue.splice(0)) command(started)
      return started
    })
  return loading
}

/**
 * The visitor's answer on the consent banner, from the first click on: stored and applied by the
 * session (which writes `ss_performanceCookiesAllowed` and, accepted, starts tracking this page),
 * loaded at once rather than when idle, so an answer given before it arrived is kept and a visitor
 * leaving soon after answering is not asked again.
 *
 * @example
 * answerConsent(true)
 */
export const answerConsent = (accepted: boolean): void => {
  whenSession((s) => s.consent(accepted))
  void startAnalytics()
  wake?.()
}

/**
 * A product page showed a product (VisitPDP).
 *
 * @example
 * trackProductVisit(product.id)
 */
export const trackProductVisit = (productId: string): void => whenSession((s) => s.productVisit(productId))
