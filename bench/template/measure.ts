// The template benchmark proper (bench/template.ts builds core, then runs this with --expose-gc):
// for each workload, checks that both engines print the same output, then times each mode with both
// engines in alternating rounds and prints ops/s, the median slice rate and ours / reference.
//   --only a,b     workloads to run           --rounds n     alternating rounds (default 6)
//   --modes a,b    modes to run (default all) --slice-ms n   timed slice per engine (default 300)
//                                             --warmup-ms n  untimed warm-up per engine (default 500)
// Modes: render (compile + execute on every call, our cache off: what the reference always does),
// execute (compiled once, executed per call), cached (our render with its cache of compiled code by
// source, what a server with warm templates gets; the reference has no cache, so its side is its
// render again) and compile (source to compiled form: our compile, the reference's parse, template
// and partials, without executing).
import { loadavg } from "node:os"
import { parseArgs } from "node:util"
import { type Engine, loadEngines } from "./engines.ts"
import { measure, type Operation, rate, type Timing } from "./harness.ts"
import { type Workload, workloads } from "./workloads.ts"

const GOAL = 3
const MODES = ["render", "execute", "cached", "compile"] as const
type Mode = (typeof MODES)[number]
const TITLES: Record<Mode, string> = {
  render: "render, no cache",
  execute: "execute",
  cached: "render, cached",
  compile: "compile / parse",
}

const { values } = parseArgs({
  options: {
    only: { type: "string" },
    modes: { type: "string", default: MODES.join(",") },
    rounds: { type: "string", default: "6" },
    "slice-ms": { type: "string", default: "300" },
    "warmup-ms": { type: "string", default: "500" },
  },
})
const timing: Timing = {
  rounds: Number(values.rounds),
  sliceMs: Number(values["slice-ms"]),
  warmupMs: Number(values["warmup-ms"]),
}
const modes = MODES.filter((mode) => values.modes.split(",").includes(mode))

const operation = (engine: Engine, workload: Workload, mode: Mode): Operation => {
  const { pages } = workload
  if (mode === "execute") {
    const compiled = pages.map((page) => ({ page, run: engine.compile(page.template, page.partials) }))
    return () => {
      let size = 0
      for (const { page, run } of compiled) size += run(page.json, page.options).length
      return size
    }
  }
  if (mode === "compile") {
    const sources = pages.flatMap((page) => [page.template, ...Object.values(page.partials ?? {})])
    return () => {
      let count = 0
      for (const source of sources) count += engine.parse(source) === undefined ? 0 : 1
      return count
    }
  }
  const runs = pages.map((page) => ({ page, options: { ...page.options, cache: mode === "cached" } }))
  return () => {
    let size = 0
    for (const { page, options } of runs)
      size += engine.render(page.template, page.json, page.partials, options).output.length
    return size
  }
}

/** Where two engines' outputs first differ (trimmed per page, as the conformance cases compare), or "". */
const difference = (engines: readonly Engine[], workload: Workload): string => {
  const outputs = engines.map((engine) =>
    workload.pages
      .map((page) =>
        engine
          .render(page.template, page.json, page.partials, { ...page.options, cache: false })
          .output.trim(),
      )
      .join("\n\u0000\n"),
  )
  const [a = "", b = ""] = outputs
  if (a === b) return ""
  let at = 0
  while (a[at] === b[at]) at++
  return `OUTPUT DIFFERS at char ${at}`
}

const engines = await loadEngines()
const [reference, ours] = engines
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(" ")
console.log(
  `node ${process.version}, load average ${load()} at the start, ${timing.rounds} rounds of ${timing.sliceMs} ms per engine, ${timing.warmupMs} ms warm-up${
    typeof (globalThis as { gc?: unknown }).gc === "function" ? ", gc between slices" : ""
  }`,
)
console.log(`A: ${reference.name}\nB: ${ours.name}\n`)
const header = ["workload [mode]".padEnd(26), "A ops/s", "A median", "B ops/s", "B median", "B/A"]
console.log(
  `${header[0]}${header
    .slice(1)
    .map((cell) => cell.padStart(10))
    .join("")}  size / notes`,
)

const ratios = new Map<string, Map<Mode, string>>()
for (const workload of workloads(values.only?.split(","))) {
  const differs = difference(engines, workload)
  for (const mode of modes) {
    const [a, b] = measure(
      engines.map((engine) => operation(engine, workload, mode)),
      timing,
    )
    if (a === undefined || b === undefined) continue
    const ratio = b.opsPerSecond / a.opsPerSecond
    const cells = [a.opsPerSecond, a.median, b.opsPerSecond, b.median].map((value) =>
      rate(value).padStart(10),
    )
    console.log(
      `${`${workload.name} [${mode}]`.padEnd(26)}${cells.join("")}${`${ratio.toFixed(2)}x`.padStart(10)}  ${workload.size}${differs ? `  ${differs}` : ""}`,
    )
    const byMode = ratios.get(workload.name) ?? new Map<Mode, string>()
    const below = ratio < GOAL && mode !== "cached" ? " (below)" : ""
    byMode.set(mode, `${ratio.toFixed(2)}×${below}${differs ? " (differs)" : ""}`)
    ratios.set(workload.name, byMode)
  }
}

console.log(`\nload average ${load()} at the end`)
console.log(
  `ours / reference, same run (goal ≥ ${GOAL}× for render with no cache, execute and compile; the cached column is a server's warm case)`,
)
console.log(`${"workload".padEnd(16)}${modes.map((mode) => TITLES[mode].padEnd(20)).join("")}`)
for (const [workload, byMode] of ratios)
  console.log(`${workload.padEnd(16)}${modes.map((mode) => (byMode.get(mode) ?? "-").padEnd(20)).join("")}`)
