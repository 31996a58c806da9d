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

interface TraceEvent {
  readonly name: string
  readonly cat: string
  readonly ph: string
  readonly ts: number
  readonly dur?: number
  /** The thread's own CPU time in the event: unlike `dur`, not lengthened while the OS runs other work. */
  readonly tdur?: number
  readonly pid: number
  readonly tid: number
  readonly args?: { readonly data?: Record<string, unknown>; readonly name?: string }
}

/** One main-thread task after the first paint: its start and length (ms from navigation) and what took its time. */
export interface LoadTask {
  readonly startMs: number
  readonly durationMs: number
  /** The CPU time the main thread spent in it (the duration less the time other processes had the core). */
  readonly cpuMs: number
  readonly what: string
}

/** A page's load: its long tasks after the first contentful paint and the requests it made. */
export interface PageLoad {
  readonly fcpMs: number
  readonly tasks: readonly LoadTask[]
  readonly requests: readonly string[]
}

const short = (url: unknown) =>
  typeof url === "string" ? (url.split("/").pop() ?? url).replace(/-[\w-]{8}\.js$/, ".js") || url : "?"

// What a trace event inside a task stands for: a script and the chunk it belongs to, or the kind of work.
const labelOf = (event: TraceEvent): string | undefined => {
  const data = event.args?.data ?? {}
  switch (event.name) {
    case "EvaluateScript":
    case "v8.compileModule":
    case "v8.evaluateModule":
      return `evaluate ${short(data.url ?? data.fileName ?? (event.args as { fileName?: string } | undefined)?.fileName)}`
    case "FunctionCall":
      return `call ${short(data.url)}${data.functionName ? `:${String(data.functionName)}` : ""}`
    case "TimerFire":
      return "timer"
    case "FireIdleCallback":
      return "idle callback"
    case "EventDispatch":
      return `event ${String(data.type)}`
    case "ParseHTML":
      return "parse HTML"
    case "Layout":
      return "layout"
    case "UpdateLayoutTree":
      return "style"
    case "MajorGC":
    case "MinorGC":
      return "gc"
    case "RunMicrotasks":
      return "microtasks"
    default:
      return undefined
  }
}

// The labels that took most of a task's time (outermost events only, so nothing counts twice).
const describe = (task: TraceEvent, inside: readonly TraceEvent[]): string => {
  const spent = new Map<string, number>()
  let coveredUntil = 0
  for (const event of inside) {
    const label = labelOf(event)
    if (label === undefined || event.ts < coveredUntil) continue
    coveredUntil = event.ts + (event.dur ?? 0)
    spent.set(label, (spent.get(label) ?? 0) + (event.dur ?? 0) / 1000)
  }
  const top = [...spent].sort((a, b) => b[1] - a[1]).slice(0, 3)
  return top.length === 0
    ? `(${task.name})`
    : top.map(([label, ms]) => `${label} ${ms.toFixed(0)}`).join(", ")
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

  const navigation = events.find(
    (event) => event.name === "navigationStart" && event.args?.data?.isLoadingMainFrame,
  )
  const fcp = events.find((event) => event.name === "firstContentfulPaint")
  if (!navigation || !fcp) throw new Error(`no navigation or first paint in the trace of ${url}`)
  const main = { pid: fcp.pid, tid: fcp.tid }
  const onMain = events
    .filter((event) => event.pid === main.pid && event.tid === main.tid && event.ph === "X")
    .sort((a, b) => a.ts - b.ts)
  // A task is the outermost run of the scheduler (Chromium nests RunTask events): as Lighthouse's
  // main-thread-tasks counts them.
  let taskEnd = 0
  const outermost = onMain.filter((event) => {
    if (event.name !== "RunTask" && event.name !== "ThreadControllerImpl::RunTask") return false
    if (event.ts < taskEnd) return false
    taskEnd = event.ts + (event.dur ?? 0)
    return true
  })
  // A task counts as long by its CPU time: on a machine shared with other work its wall time also
  // holds the time the core was away, which a phone alone would not lose.
  const tasks = outermost.filter(
    (event) => event.ts >= fcp.ts && (event.tdur ?? event.dur ?? 0) / 1000 > LONG_TASK_MS,
  )
  return {
    fcpMs: (fcp.ts - navigation.ts) / 1000,
    tasks: tasks.map((task) => ({
      startMs: (task.ts - navigation.ts) / 1000,
      durationMs: (task.dur ?? 0) / 1000,
      cpuMs: (task.tdur ?? task.dur ?? 0) / 1000,
      what: describe(
        task,
        onMain.filter(
          (event) => event !== task && event.ts >= task.ts && event.ts < task.ts + (task.dur ?? 0),
        ),
      ),
    })),
    requests,
  }
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
      for (const task of first.tasks)
        console.log(
          `  ${task.startMs.toFixed(0).padStart(6)} ms  ${task.durationMs.toFixed(0).padStart(4)} ms (CPU ${task.cpuMs.toFixed(0).padStart(3)} ms)  ${task.what}`,
        )
      console.log(`  requests: ${first.requests.map(short).join(" ")}`)
    }
  } finally {
    await browser.close()
    await server.stop()
  }
}
