import {
  dedupeMeasures,
  floorMs,
  imageMeasures,
  MARK_PREFIX,
  navigationMeasures,
  PERF_APP_NAME,
  PERF_METADATA,
  perfEnvironment,
  VITAL_NAMES,
  vitalName,
} from "@vitrine/core/perf"
import { type Metric, onCLS, onFCP, onINP, onLCP } from "web-vitals"
import type { CollectorSink } from "./config.ts"

const pageLoadId = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`

const record = (eventName: string, measures: Record<string, number>, extra: object = {}) => ({
  appName: PERF_APP_NAME,
  eventName,
  pageLoadId,
  timestamp: Date.now(),
  data: {
    ...PERF_METADATA,
    environment: perfEnvironment(location.hostname),
    path: location.pathname,
    measures,
    ...extra,
  },
})

const vital = (send: CollectorSink) => (metric: Metric) => {
  const name = vitalName(metric.name)
  if (name === undefined) return
  send([record("web_vital", { [name]: name === VITAL_NAMES.CLS ? metric.value : floorMs(metric.value) })])
}

const images = (): object[] =>
  [...document.images].slice(0, 20).map((image) => {
    const box = image.getBoundingClientRect()
    const visible = Math.max(0, Math.min(box.bottom, innerHeight) - Math.max(box.top, 0))
    const resource = performance.getEntriesByName(image.currentSrc)[0] as
      | PerformanceResourceTiming
      | undefined
    const { measures, image: attributes } = imageMeasures({
      url: image.currentSrc,
      visibleOnLoad: visible > 0,
      observationTime: performance.now(),
      intersectionRatio: box.height > 0 ? visible / box.height : 0,
      renderedWidth: box.width,
      renderedHeight: box.height,
      imageType: /\.(\w+)(?:[?#]|$)/.exec(image.currentSrc)?.[1] ?? "",
      loaderType: image.dataset.loader ?? "raw",
      elementtiming: image.getAttribute("elementtiming") ?? "",
      naturalWidth: image.naturalWidth,
      naturalHeight: image.naturalHeight,
      ...(resource === undefined ? {} : { resource }),
    })
    return record("image", measures, { image: attributes })
  })

const userTimings = (): object[] =>
  dedupeMeasures(
    [...performance.getEntriesByType("mark"), ...performance.getEntriesByType("measure")].filter((entry) =>
      entry.name.startsWith(MARK_PREFIX),
    ),
  ).map((entry) =>
    record(
      "user_timing",
      { start_ms: floorMs(entry.startTime), duration_ms: floorMs(entry.duration) },
      { name: entry.name },
    ),
  )

/**
 * The performance collector (PERF-001): web vitals under the spec's names (PERF-005; FID from the
 * browser's first-input entry, which web-vitals no longer reports), the navigation's timings and
 * sizes (PERF-006, PERF-007), the page's images (PERF-003) and its `vitrine:` user timings
 * (PERF-021), de-duplicated (PERF-012), every timing floored (PERF-004). Loaded after the tracker.
 *
 * @example
 * collect((records) => queue.push(...records))
 */
export const collect = (send: CollectorSink): void => {
  const report = vital(send)
  onFCP(report)
  onLCP(report)
  onCLS(report)
  onINP(report)
  new PerformanceObserver((list) => {
    const first = list.getEntries()[0] as PerformanceEventTiming | undefined
    if (first !== undefined) {
      send([record("web_vital", { [VITAL_NAMES.FID]: floorMs(first.processingStart - first.startTime) })])
    }
  }).observe({ type: "first-input", buffered: true })
  const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined
  send([
    ...(navigation === undefined ? [] : [record("navigation", navigationMeasures(navigation))]),
    ...images(),
    ...userTimings(),
  ])
}
