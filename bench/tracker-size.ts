// The size check of issue 11: the tracker a storefront loads, minified by Vite (Rolldown) as a
// storefront's build would, costs at most 3 KB gzip before the performance collector and web-vitals
// (loaded after it, as their own chunk). Run alone with `node --conditions=source bench/tracker-size.ts`.
import { browserBundle, sizeOf } from "./browser-bundle.ts"

/** The goal: the tracker, before web-vitals, costs at most 3 KB gzip. */
export const TRACKER_SIZE_GOAL_BYTES = 3 * 1024

// A page that starts the tracker and sends one event: what every storefront page does.
const ENTRY_SOURCE = `import { startTracker } from "@vitrine/tracker"
const tracker = startTracker({ websiteId: "site-1", page: { path: location.pathname, pageType: 2 } })
tracker.event("VisitPLP", { siteId: "site-1", isLoggedIn: false })
`

/**
 * Bundles the tracker for browsers from the TypeScript sources and measures the entry chunk (what
 * a page loads first; in a Vite build it includes Vite's preload helper, shared by every lazy
 * chunk of an app) and the lazy chunks (the collector with web-vitals) apart.
 *
 * @example
 * const { tracker, lazy } = await measureTrackerBundle()
 */
export const measureTrackerBundle = async () => {
  const chunks = await browserBundle(ENTRY_SOURCE)
  return { tracker: sizeOf(chunks.filter((c) => c.isEntry)), lazy: sizeOf(chunks.filter((c) => !c.isEntry)) }
}

/**
 * Measures the bundle and prints its size beside the goal.
 *
 * @example
 * await printTrackerSize() // "tracker before web-vitals: 3012 B gzip (6.6 KB raw), goal ≤ 3072 B: within; collector + web-vitals, loaded after: 4.2 KB gzip"
 */
export const printTrackerSize = async (): Promise<void> => {
  const { tracker, lazy } = await measureTrackerBundle()
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
  const verdict = tracker.gzipBytes <= TRACKER_SIZE_GOAL_BYTES ? "within" : "OVER"
  console.log(
    `tracker before web-vitals: ${tracker.gzipBytes} B gzip (${kb(tracker.rawBytes)} raw), goal ≤ ${TRACKER_SIZE_GOAL_BYTES} B: ${verdict}; collector + web-vitals, loaded after: ${kb(lazy.gzipBytes)} gzip`,
  )
}

if (import.meta.main) await printTrackerSize()
