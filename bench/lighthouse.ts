// The storefront's Lighthouse bench (issue 15): Lighthouse (the npm package) drives Debian's
// Chromium with its default mobile emulation (a mid-range phone, simulated slow 4G and a 4× slower
// CPU) on each storefront page of the real server (the built app, server-rendered, on an in-memory
// PGlite with the demo catalogue), LIGHTHOUSE_RUNS times each (default 3), and prints the median
// performance score with LCP, TBT, FCP and CLS beside the goal (≥ 98, LCP ≤ 1.8 s, TBT ≤ 50 ms),
// and the bytes over the wire of a first product-page visit (goal < 110 KB). Lighthouse's throttling
// is simulated from the unthrottled load, so a machine busy with other work scores lower than it
// would alone: the runs alternate between pages so such load weighs on all of them alike. Lighthouse
// measures the host (its benchmarkIndex) and warns below 1000; its 4× CPU slowdown assumes a host of
// about 1500 or more. On a slower host the bench runs the pages again with the slowdown scaled to
// the host (max(1, 4 × benchmarkIndex / 1500)) and prints those figures too, labelled as such: the
// goal is judged on the default figures.
// Run alone with `node --conditions=source bench/lighthouse.ts` (after `npm run build -w app-web`).
// LIGHTHOUSE_REPORTS=<folder> keeps each run's Lighthouse JSON there (its LCP element and the LCP's
// breakdown, long tasks, render-blocking requests), to see what keeps a page below the goal.
// LIGHTHOUSE_TASKS=1 prints, after each run, the main-thread tasks after the first paint that
// Lighthouse's 4× CPU slowdown makes long (over 12.5 ms observed), each with its wall and CPU time
// and what took its time: on a busy host the wall time of a task outgrows its CPU time, and that
// difference is the host's, not the page's; then Lighthouse's own simulated long tasks, the LCP
// element and the scripts its simulated LCP counts (see printSimulated).
import { execFileSync } from "node:child_process"
import { existsSync, mkdirSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import { start } from "@vitrine/app-server"
import { launch } from "chrome-launcher"
import lighthouse from "lighthouse"
import { CHROMIUM_FLAGS, chromiumPath } from "../app-web/e2e/browser.ts"
import { hostMemoryLine } from "./host-memory.ts"
import { formatTask, shortName, type TraceEvent, tasksAfterFirstPaint } from "./trace-tasks.ts"

const ROOT = join(import.meta.dirname, "..")
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3)
/** Tries of one run before it is left out of the median (a host too starved to finish it). */
const MAX_ATTEMPTS = 3
const REPORTS = process.env.LIGHTHOUSE_REPORTS
const TASKS = process.env.LIGHTHOUSE_TASKS === "1"
/** An observed task longer than this is a long task (over 50 ms) once slowed down 4×. */
const LONG_OBSERVED_MS = 50 / 4
const GOAL = { score: 98, lcpMs: 1800, tbtMs: 50, productBytes: 110 * 1024 }

/** The storefront's pages; the cart and the checkout with a line in the cart. */
const PAGES = [
  { name: "listing", path: "/" },
  { name: "product", path: "/products/linen-shirt" },
  { name: "cart", path: "/cart", withCart: true },
  { name: "checkout", path: "/checkout", withCart: true },
] as const

interface Figures {
  readonly benchmarkIndex: number
  readonly score: number
  readonly lcpMs: number
  readonly tbtMs: number
  readonly fcpMs: number
  readonly cls: number
  readonly bytes: number
}

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN
}

/** A visitor's cookies after adding a Canvas Tote through the API, so the cart page has a line. */
const cartCookies = async (url: string): Promise<string> => {
  const first = await fetch(`${url}/api/health`)
  const cookies = first.headers.getSetCookie().map((cookie) => cookie.split(";")[0] ?? "")
  const crumb = cookies.find((cookie) => cookie.startsWith("crumb="))?.slice("crumb=".length) ?? ""
  const added = await fetch(`${url}/api/commerce/shopping-cart/entries`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-CSRF-Token": crumb, Cookie: cookies.join("; ") },
    body: JSON.stringify({ itemId: "prod-canvas-tote", quantity: 1 }),
  })
  if (!added.ok) throw new Error(`could not fill a cart: ${added.status}`)
  return [...cookies, ...added.headers.getSetCookie().map((cookie) => cookie.split(";")[0] ?? "")].join("; ")
}

/**
 * Runs the bench and prints its table.
 *
 * @example
 * await printLighthouse() // "listing  performance 99 (median of 3: 98, 99, 100) LCP 1.2 s …"
 */
export const printLighthouse = async (): Promise<void> => {
  if (!existsSync(join(ROOT, "app-web", "dist", "server", "entry-server.js"))) {
    execFileSync("npm", ["run", "build", "--workspace", "app-web"], { cwd: ROOT, stdio: "ignore" })
  }
  // Storefront pages only: no merchant route is visited.
  const server = await start({ port: 0, logLevel: "silent" })
  const chrome = await launch({ chromePath: chromiumPath(), chromeFlags: [...CHROMIUM_FLAGS] })

  const cookie = await cartCookies(server.url)
  const memory = hostMemoryLine()
  const measure = async (cpuSlowdownMultiplier?: number) => {
    // One Lighthouse run of a page, or undefined when Lighthouse could not finish it (no paint in
    // time on a starved host, NO_NAVSTART when Chromium reports the navigation late): such a run has
    // no score and is reported, not counted as a zero.
    const runOnce = async (page: (typeof PAGES)[number], label: string): Promise<Figures | undefined> => {
      const result = await lighthouse(server.url + page.path, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance"],
        ...(cpuSlowdownMultiplier === undefined ? {} : { throttling: { cpuSlowdownMultiplier } }),
        ...("withCart" in page ? { extraHeaders: { Cookie: cookie } } : {}),
      })
      const lhr = result?.lhr
      if (!lhr) throw new Error(`Lighthouse returned nothing for ${page.path}`)
      if (REPORTS) keepReport(label, result.report)
      if (TASKS) {
        printTasks(label, result.artifacts)
        printSimulated(lhr)
      }
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
      const score = lhr.categories.performance?.score
      if (score === null || score === undefined) {
        console.warn(`${page.name}: a Lighthouse run failed (${lhr.runtimeError?.code ?? "no score"})`)
        return undefined
      }
      return {
        benchmarkIndex: lhr.environment.benchmarkIndex,
        score: Math.round(score * 100),
        lcpMs: audit("largest-contentful-paint"),
        tbtMs: audit("total-blocking-time"),
        fcpMs: audit("first-contentful-paint"),
        cls: audit("cumulative-layout-shift"),
        bytes: audit("total-byte-weight"),
      }
    }
    const figures = new Map<string, Figures[]>(PAGES.map((page) => [page.name, []]))
    for (let run = 0; run < RUNS; run++) {
      for (const page of PAGES) {
        // A failed run is tried again (twice at most), so the median is of RUNS scored runs.
        for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
          const label = `${page.name}-${run + 1}${attempt > 1 ? `-try${attempt}` : ""}${cpuSlowdownMultiplier ? "-scaled" : ""}`
          const scored = await runOnce(page, label)
          if (scored === undefined) continue
          figures.get(page.name)?.push(scored)
          break
        }
      }
    }
    return figures
  }
  try {
    const figures = await measure()
    const hostIndex = median([...figures.values()].flat().map((each) => each.benchmarkIndex))
    console.log(
      `\nLighthouse 13.5 mobile (default emulation: simulated slow 4G, CPU slowdown 4×), ${chromiumVersion()}, median of ${RUNS} per page, host benchmarkIndex ${hostIndex.toFixed(0)}; goal performance ≥ ${GOAL.score}, LCP ≤ ${GOAL.lcpMs / 1000} s, TBT ≤ ${GOAL.tbtMs} ms`,
    )
    console.log(memory)
    printFigures(figures)
    if (hostIndex < SLOW_HOST_INDEX) {
      const multiplier = Math.max(1, (4 * hostIndex) / 1500)
      console.log(
        `the host is slower than Lighthouse expects (benchmarkIndex ${hostIndex.toFixed(0)} < ${SLOW_HOST_INDEX}); the same pages with the CPU slowdown scaled to it (${multiplier.toFixed(2)}×), for reference only:`,
      )
      printFigures(await measure(multiplier))
    }
  } finally {
    chrome.kill()
    await server.stop()
  }
}

const keepReport = (name: string, report: string | string[]): void => {
  if (!REPORTS) return
  mkdirSync(REPORTS, { recursive: true })
  writeFileSync(join(REPORTS, `${name}.json`), Array.isArray(report) ? report.join("\n") : report)
}

// The run's long tasks from Lighthouse's own trace of the load (see LIGHTHOUSE_TASKS above).
const printTasks = (label: string, artifacts: unknown): void => {
  const { Trace } = artifacts as { Trace?: { traceEvents: readonly TraceEvent[] } }
  const load = Trace && tasksAfterFirstPaint(Trace.traceEvents, (task) => task.durationMs > LONG_OBSERVED_MS)
  if (!load) {
    console.log(`${label}: no trace with a first paint`)
    return
  }
  console.log(
    `${label}: FCP ${load.fcpMs.toFixed(0)} ms observed, tasks over ${LONG_OBSERVED_MS} ms after it:`,
  )
  for (const task of load.tasks) console.log(`  ${formatTask(task)}`)
}

// What Lighthouse's simulation made of the run: its long tasks (simulated start and duration, the
// script or page it blames; "Unattributable" is the page's own parsing, style, layout and paint),
// the LCP element, and the scripts it counts as needed for the LCP. Its simulated LCP keeps every
// script that finished downloading before the observed LCP paint unless it sees that script
// evaluated after the paint, and Chromium's trace records a module script's evaluation without its
// URL: a module script that arrived before the first paint (a race on a local server) puts the whole
// download of the first load, on the simulated slow 4G, in the LCP (about 1.7 s instead of 0.7 s).
const printSimulated = (lhr: { readonly audits: Record<string, { readonly details?: unknown }> }): void => {
  const details = (id: string) =>
    (lhr.audits[id]?.details ?? {}) as { items?: readonly Record<string, unknown>[] }
  const tasks = (details("long-tasks").items ?? []).map(
    (task) =>
      `${Number(task.startTime).toFixed(0)} ms +${Number(task.duration).toFixed(0)} ${shortName(task.url)}`,
  )
  console.log(`  simulated long tasks: ${tasks.join(" | ") || "none"}`)
  const metrics = (details("metrics").items ?? [])[0] ?? {}
  const observedLcp = Number(metrics.observedLargestContentfulPaint)
  const scriptsBefore = (details("network-requests").items ?? []).filter(
    (request) => request.resourceType === "Script" && Number(request.networkEndTime) <= observedLcp,
  )
  const lcpNode = (details("lcp-breakdown-insight").items ?? []).find((item) => item.type === "node")
  console.log(
    `  LCP element ${String(lcpNode?.selector ?? "?")} ("${String(lcpNode?.nodeLabel ?? "").slice(0, 40)}"), painted ${observedLcp.toFixed(0)} ms observed; scripts downloaded before it (in the simulated LCP): ${scriptsBefore.length}`,
  )
}

/** Lighthouse warns below this benchmarkIndex that the host's CPU is slower than it expects. */
const SLOW_HOST_INDEX = 1000

const printFigures = (figures: ReadonlyMap<string, readonly Figures[]>): void => {
  for (const [name, runs] of figures) {
    const pick = (key: keyof Figures) => median(runs.map((each) => each[key]))
    const score = pick("score")
    const verdict =
      score >= GOAL.score && pick("lcpMs") <= GOAL.lcpMs && pick("tbtMs") <= GOAL.tbtMs
        ? "meets the goal"
        : "BELOW the goal"
    console.log(
      `${name.padEnd(8)} performance ${score} (runs ${runs.map((each) => each.score).join(", ")})  LCP ${(pick("lcpMs") / 1000).toFixed(2)} s  TBT ${pick("tbtMs").toFixed(0)} ms  FCP ${(pick("fcpMs") / 1000).toFixed(2)} s  CLS ${pick("cls").toFixed(3)}  ${(pick("bytes") / 1024).toFixed(1)} KB transferred: ${verdict}`,
    )
  }
  const productBytes = median((figures.get("product") ?? []).map((each) => each.bytes))
  console.log(
    `bytes over the wire, first product-page visit (page, script, images): ${(productBytes / 1024).toFixed(1)} KB (goal < ${GOAL.productBytes / 1024} KB): ${productBytes < GOAL.productBytes ? "within" : "OVER"}`,
  )
}

const chromiumVersion = (): string => {
  try {
    return execFileSync(chromiumPath(), ["--version"], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    }).trim()
  } catch {
    return "(version unknown)"
  }
}

if (import.meta.main) await printLighthouse()
