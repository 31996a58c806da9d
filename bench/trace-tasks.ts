// Reading a Chromium performance trace as Lighthouse does: the main thread's tasks after the first
// contentful paint, each with its wall time, its CPU time and what took its time. Shared by
// bench/load-tasks.ts (its own traces) and bench/lighthouse.ts (Lighthouse's trace of each run).

/** One event of a Chromium trace, as far as the benches read it. */
export interface TraceEvent {
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

/** A script's file name without its build hash: `first-load-Betp97jt.js` → `first-load.js`. */
export const shortName = (url: unknown): string =>
  typeof url === "string" ? (url.split("/").pop() ?? url).replace(/-[\w-]{8}\.js$/, ".js") || url : "?"

// What a trace event inside a task stands for: a script and the chunk it belongs to, or the kind of work.
const labelOf = (event: TraceEvent): string | undefined => {
  const data = event.args?.data ?? {}
  switch (event.name) {
    case "EvaluateScript":
    case "v8.compileModule":
    case "v8.evaluateModule":
      return `evaluate ${shortName(data.url ?? data.fileName ?? (event.args as { fileName?: string } | undefined)?.fileName)}`
    case "FunctionCall":
      return `call ${shortName(data.url)}${data.functionName ? `:${String(data.functionName)}` : ""}`
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
 * The main thread's tasks after the first contentful paint for which `counts` holds, as Lighthouse
 * counts tasks (the outermost runs of Chromium's scheduler, which nests them), with the time of the
 * first paint; undefined when the trace has no navigation or no first paint.
 *
 * @example
 * tasksAfterFirstPaint(events, (task) => task.cpuMs > 12)?.tasks.length
 */
export const tasksAfterFirstPaint = (
  events: readonly TraceEvent[],
  counts: (task: LoadTask) => boolean,
): { readonly fcpMs: number; readonly tasks: readonly LoadTask[] } | undefined => {
  const navigation = events.find(
    (event) => event.name === "navigationStart" && event.args?.data?.isLoadingMainFrame,
  )
  const fcp = events.find((event) => event.name === "firstContentfulPaint")
  if (!navigation || !fcp) return undefined
  const onMain = events
    .filter((event) => event.pid === fcp.pid && event.tid === fcp.tid && event.ph === "X")
    .sort((a, b) => a.ts - b.ts)
  let taskEnd = 0
  const outermost = onMain.filter((event) => {
    if (event.name !== "RunTask" && event.name !== "ThreadControllerImpl::RunTask") return false
    if (event.ts < taskEnd) return false
    taskEnd = event.ts + (event.dur ?? 0)
    return true
  })
  const tasks = outermost
    .filter((event) => event.ts >= fcp.ts)
    .map((task) => ({
      event: task,
      startMs: (task.ts - navigation.ts) / 1000,
      durationMs: (task.dur ?? 0) / 1000,
      cpuMs: (task.tdur ?? task.dur ?? 0) / 1000,
    }))
    // Described only when counted: describing looks at every event inside the task.
    .filter((task) => counts({ ...task, what: "" }))
    .map(({ event, ...task }) => ({
      ...task,
      what: describe(
        event,
        onMain.filter(
          (inside) => inside !== event && inside.ts >= event.ts && inside.ts < event.ts + (event.dur ?? 0),
        ),
      ),
    }))
  return { fcpMs: (fcp.ts - navigation.ts) / 1000, tasks }
}

/**
 * One task as a line of a bench's output: start, wall time, CPU time, what took its time.
 *
 * @example
 * formatTask(task) // "  1367 ms   232 ms (CPU  79 ms)  evaluate ? 171, event load 16"
 */
export const formatTask = (task: LoadTask): string =>
  `${task.startMs.toFixed(0).padStart(6)} ms  ${task.durationMs.toFixed(0).padStart(4)} ms (CPU ${task.cpuMs.toFixed(0).padStart(3)} ms)  ${task.what}`
