// The size check of issue 11: the tracker a storefront loads, minified by Vite (Rolldown) as a
// storefront's build would, costs at most 3 KB gzip before the performance collector and web-vitals
// (loaded after it, as their own chunk). Run alone with `node --conditions=source bench/tracker-size.ts`.
import { fileURLToPath } from "node:url"
import { gzipSync } from "node:zlib"
import { build, defaultClientConditions, type Plugin } from "vite"

/** The goal: the tracker, before web-vitals, costs at most 3 KB gzip. */
export const TRACKER_SIZE_GOAL_BYTES = 3 * 1024

const ENTRY_ID = "vitrine:tracker-size-entry"
const RESOLVED_ENTRY = `\0${ENTRY_ID}`

// A page that starts the tracker and sends one event: what every storefront page does.
const ENTRY_SOURCE = `import { startTracker } from "@vitrine/tracker"
const tracker = startTracker({ websiteId: "site-1", page: { path: location.pathname, pageType: 2 } })
tracker.event("VisitPLP", { siteId: "site-1", isLoggedIn: false })
`

const entry: Plugin = {
  name: "vitrine:tracker-size-entry",
  resolveId: (id) => (id === ENTRY_ID ? RESOLVED_ENTRY : undefined),
  load: (id) => (id === RESOLVED_ENTRY ? ENTRY_SOURCE : undefined),
}

interface OutputChunk {
  readonly type: "chunk" | "asset"
  readonly fileName: string
  readonly code?: string
  readonly isEntry?: boolean
}

const sizes = (chunks: readonly OutputChunk[]) => ({
  rawBytes: chunks.reduce((sum, chunk) => sum + Buffer.byteLength(chunk.code ?? ""), 0),
  gzipBytes: chunks.reduce((sum, chunk) => sum + gzipSync(chunk.code ?? "").byteLength, 0),
})

/**
 * Bundles the tracker for browsers from the TypeScript sources and measures the entry chunk (what
 * a page loads first) and the lazy chunks (the collector with web-vitals) apart.
 *
 * @example
 * const { tracker, lazy } = await measureTrackerBundle()
 */
export const measureTrackerBundle = async () => {
  const result = await build({
    configFile: false,
    logLevel: "silent",
    root: fileURLToPath(new URL("..", import.meta.url)),
    plugins: [entry],
    resolve: { conditions: ["source", ...defaultClientConditions] },
    build: { write: false, modulePreload: false, rollupOptions: { input: ENTRY_ID } },
  })
  const outputs = (Array.isArray(result) ? result : [result]).flatMap(
    (bundle) => (bundle as { output: readonly OutputChunk[] }).output,
  )
  const chunks = outputs.filter((file) => file.type === "chunk")
  return { tracker: sizes(chunks.filter((c) => c.isEntry)), lazy: sizes(chunks.filter((c) => !c.isEntry)) }
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
