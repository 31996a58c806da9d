// What the storefront's pages do on the main thread while they load (issue 15's total blocking time):
// each page opened in Chromium as Lighthouse's phone sees it (412 × 823, touch), unthrottled, with a
// performance trace; printed per page: the tasks after the first contentful paint longer than 12 ms
// (Lighthouse slows the CPU 4×, so such a task is a long one, over 50 ms, in its simulated phone),
// each with what took its time (a script's evaluation, a function called from a chunk, a timer, a
// layout), and the requests made during the load. Counts, not scores: a task is long by the CPU
// time the main thread spent in it (the trace's thread time), so a machine shared with other work
// (which lengthens every wall-clock duration) changes the count little, and what is fetched not at all.
// Run alone with `node --conditions=source bench/load-tasks.ts` (after `npm run build -w app-web`);
// LOAD_TASKS_RUNS=<n> opens each page n times (default 3) and prints each run's count and the median;
// LOAD_TASKS_PAGES=listing,product opens only the pages named.
import { existsSync } from "node:fs"
import { join } from "node:path"
import { start } from "@vitrine/app-server"
import type { Browser } from "playwright-core"
import { launchChromium } from "../app-web/e2e/browser.ts"
import { hostMemoryLine } from "./host-memory.ts"
import { formatTask, type LoadTask, shortName, type TraceEvent, tasksAfterFirstPaint } from "./trace-tasks.ts"

const ROOT = join(import.meta.dirname, "..")
const RUNS = Number(process.env.LOAD_TASKS_RUNS ?? 3)
/** A real task longer than this is a long task (over 50 ms) under Lighthouse's 4× CPU slowdown. */
export const LONG_TASK_MS = 12

const ALL_PAGES = [
  { name: "listing", path: "/" },
  { name: "product", path: "/products/linen-shirt" },
  { name: "cart", path: "/cart", withCart: true },
  { name: "checkout", path: "/checkout", withCart: true },
] as const

const named = process.env.LOAD_TASKS_PAGES?.split(",")
const PAGES = named ? ALL_PAGES.filter((page) => named.includes(page.name)) : ALL_PAGES

/** A page's load: its long tasks after the first contentful paint and the requests it made. */
export interface PageLoad {
  readonly fcpMs: number
  readonly tasks: readonly LoadTask[]
  readonly requests: readonly string[]
}

/**
 * Opens `url` as Lighthouse's phone does and reads its load from a performance trace.
 *
 * @example
 * const load = await pageLoad(browser, "http://127.0.0.1:3000/cart", cookie)
 * load.tasks.length // tasks over 12 ms after the first contentful paint
 */
export const pageLoad = async (browser: Browser, url: string, cookie?: string): Promise<PageLoad> => {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  })
  if (cookie) {
    const host = new URL(url).hostname
    await context.addCookies(
      cookie.split("; ").map((pair) => {
        const [name = "", ...value] = pair.split("=")
        return { name, value: value.join("="), domain: host, path: "/" }
      }),
    )
  }
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  const requests: string[] = []
  page.on("request", (request) => {
    const { pathname, search } = new URL(request.url())
    requests.push(pathname + search)
  })
  const events: TraceEvent[] = []
  cdp.on("Tracing.dataCollected", (chunk) => events.push(...(chunk.value as unknown as TraceEvent[])))
  const done = new Promise<void>((resolve) => cdp.once("Tracing.tracingComplete", () => resolve()))
  await cdp.send("Tracing.start", {
    categories: [
      "toplevel",
      "devtools.timeline",
      "disabled-by-default-devtools.timeline",
      "v8.execute",
      "v8",
      "loading",
      "blink.user_timing",
    ].join(","),
    transferMode: "ReportEvents",
  })
  await page.goto(url, { waitUntil: "load" })
  await page.waitForLoadState("networkidle")
  // What runs once the page is idle (requestIdleCallback, up to 3 s) belongs to the load too.
  await page.waitForTimeout(3500)
  await cdp.send("Tracing.end")
  await done
  await context.close()

  // A task counts as long by its CPU time: on a machine shared with other work its wall time also
  // holds the time the core was away, which a phone alone would not lose.
  const load = tasksAfterFirstPaint(events, (task) => task.cpuMs > LONG_TASK_MS)
  if (!load) throw new Error(`no navigation or first paint in the trace of ${url}`)
  return { ...load, requests }
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

const median = (values: readonly number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0

/**
 * What a load's long tasks would add to Lighthouse's total blocking time: each task's CPU time
 * slowed down 4× as its phone is, less the 50 ms a task may take. An estimate from CPU time, to
 * compare builds on a busy machine; Lighthouse's own figure comes from its simulation.
 */
export const blockingEstimateMs = (load: PageLoad): number =>
  load.tasks.reduce((sum, task) => sum + Math.max(0, 4 * task.cpuMs - 50), 0)

if (import.meta.main) {
  if (!existsSync(join(ROOT, "app-web", "dist", "server", "entry-server.js")))
    throw new Error("build the app first: npm run build -w app-web")
  const server = await start({ port: 0, logLevel: "silent" })
  const browser = await launchChromium()
  try {
    const cookie = await cartCookies(server.url)
    console.log(hostMemoryLine())
    for (const page of PAGES) {
      const loads: PageLoad[] = []
      for (let run = 0; run < RUNS; run++)
        loads.push(await pageLoad(browser, server.url + page.path, "withCart" in page ? cookie : undefined))
      console.log(
        `\n${page.name}: tasks over ${LONG_TASK_MS} ms after FCP, median ${median(loads.map((load) => load.tasks.length))} (runs ${loads.map((load) => load.tasks.length).join(", ")}); requests during load, median ${median(loads.map((load) => load.requests.length))}`,
      )
      const estimates = loads.map((load) => Math.round(blockingEstimateMs(load)))
      console.log(
        `  blocking time estimate (4 × CPU − 50 ms per task), median ${median(estimates)} ms (runs ${estimates.join(", ")})`,
      )
      const [first] = loads
      if (!first) continue
      console.log(`  run 1, FCP ${first.fcpMs.toFixed(0)} ms:`)
      for (const task of first.tasks) console.log(`  ${formatTask(task)}`)
      console.log(`  requests: ${first.requests.map(shortName).join(" ")}`)
    }
  } finally {
    await browser.close()
    await server.stop()
  }
}
