import { PERF_SCHEDULE, PERFORMANCE_RECORDS_PATH } from "@vitrine/core/perf"
import type { CollectorSink, TrackerConfig } from "./config.ts"
import type { ErrorReporter } from "./error-reporter.ts"
import { beacon } from "./transport.ts"

/**
 * Starts the performance collector once the page has loaded: the collector (and web-vitals with it)
 * is loaded only then, so the tracker stays small. Records are sent as one JSON array 5 s after
 * load (PERF-009) and whenever the page is hidden (PERF-010), by beacon or a `text/plain` POST
 * (PERF-014); after 60 s nothing more is collected (PERF-011). The collector's own failures go to
 * the error reporter (PERF-022).
 *
 * @example
 * startPerformance(config, reporter)
 */
export const startPerformance = (config: TrackerConfig, reporter: ErrorReporter): void => {
  const url = config.performanceUrl ?? PERFORMANCE_RECORDS_PATH
  const waiting: object[] = []
  let open = true
  const send = () => {
    if (waiting.length > 0) beacon(url, JSON.stringify(waiting.splice(0)))
  }
  const sink: CollectorSink = (records) => {
    if (open) waiting.push(...records)
  }
  const start = () => {
    const started = performance.now()
    ;(config.loadCollector ?? (() => import("./collector.ts")))()
      .then((collector) => {
        collector.collect(sink)
        // Added after web-vitals' own listeners, so their last values are in before the send.
        addEventListener("visibilitychange", () => {
          if (document.visibilityState === "hidden") send()
        })
      })
      .catch((error: unknown) => reporter.report(error))
    setTimeout(send, PERF_SCHEDULE.afterLoadMs)
    setTimeout(
      () => {
        send()
        open = false
      },
      Math.max(0, PERF_SCHEDULE.vitalsCapMs - started),
    )
  }
  if (document.readyState === "complete") start()
  else addEventListener("load", start, { once: true })
}
