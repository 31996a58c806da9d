// What one add to cart costs the server process, beside the raw-pg floor (issue 14), measured in the
// same run: CPU µs (process.cpuUsage, user + system, all the process's threads), KB allocated on the
// JS heap (GC profiler: what was freed plus what the heap grew), GC pause µs, and socket writes
// (pg's and HTTP's alike) per add. The load comes from a child process (autocannon, a fixed number of
// adds), so none of its own CPU is counted; store and floor take turns for a few rounds so a machine
// shared with other work weighs on both alike, and the figures are the medians. On a machine others
// use, these per-add counts hold where req/s do not.
//
//   DATABASE_URL=postgres://… node --conditions=source bench/add-cost.ts
//   ADD_COST_ADDS=4000 ADD_COST_ROUNDS=5 ADD_COST_PROFILE=store.cpuprofile …   (profile one store round)
//   ADD_COST_PROFILE_FLOOR=floor.cpuprofile …   (and one floor round, to compare where each spends)
import { fork } from "node:child_process"
import { readFile, writeFile } from "node:fs/promises"
import { Session } from "node:inspector/promises"
import net from "node:net"
import v8 from "node:v8"
import autocannon from "autocannon"
import { databaseCpu } from "./add-database-cpu.ts"
import { startStore } from "./add-to-cart.ts"
import { startBare } from "./bare-http.ts"
import { startFloor } from "./floor.ts"

interface LoadRequest {
  readonly url: string
  readonly headers: Record<string, string>
  readonly body: string
  readonly amount: number
}

// How many adds are in flight at once (autocannon's connections), ADD_COST_CONNECTIONS; 10 by default.
const connections = Number(process.env.ADD_COST_CONNECTIONS ?? 10)

// The child: sends `amount` adds over `connections` connections and reports how many were not 2xx and how long it took.
if (process.argv[2] === "--load") {
  const request = JSON.parse(process.argv[3] ?? "{}") as LoadRequest
  const cpuBefore = process.cpuUsage()
  const result = await autocannon({
    url: request.url,
    method: "POST",
    headers: request.headers,
    body: request.body,
    connections,
    amount: request.amount,
    // autocannon sees that the last add was answered at its next sample; at its default of one a
    // second, runs of 2–6 s were timed in whole seconds (3 000 adds at 500, 750, 1 000 or 1 500/s).
    sampleInt: 50,
  })
  const cpu = process.cpuUsage(cpuBefore)
  process.send?.({
    non2xx: result.non2xx + result.errors,
    seconds: result.duration,
    cpuMicros: cpu.user + cpu.system,
  })
  process.exit(0)
}

/** What the load process saw: adds not answered 2xx, the run's seconds, and its own CPU µs for the run. */
interface LoadResult {
  readonly non2xx: number
  readonly seconds: number
  readonly cpuMicros: number
}

// The machine's CPU time, busy and in all, in clock ticks summed over its cores (/proc/stat's first
// line): what share of the cores a run kept busy, whoever spent it. Undefined where /proc cannot be read.
const machineTicks = async (): Promise<{ busy: number; total: number } | undefined> => {
  try {
    const fields =
      (await readFile("/proc/stat", "utf8")).split("\n")[0]?.trim().split(/\s+/).slice(1).map(Number) ?? []
    const total = fields.reduce((sum, each) => sum + each, 0)
    // idle and iowait are the 4th and 5th fields.
    return { busy: total - (fields[3] ?? 0) - (fields[4] ?? 0), total }
  } catch {
    return undefined
  }
}

const drive = (request: LoadRequest) =>
  new Promise<LoadResult>((resolve, reject) => {
    const child = fork(import.meta.filename, ["--load", JSON.stringify(request)], {
      execArgv: ["--conditions=source"],
    })
    child.once("message", (message) => resolve(message as LoadResult))
    child.once("error", reject)
    child.once("exit", (code) => {
      if (code !== 0) reject(new Error(`the load process exited with ${code}`))
    })
  })

// Every socket write of the process (a corked group is one): HTTP answers and pg's statements alike.
let socketWrites = 0
const socketPrototype = net.Socket.prototype as unknown as {
  _writeGeneric: (this: net.Socket, ...args: unknown[]) => unknown
}
const writeGeneric = socketPrototype._writeGeneric
socketPrototype._writeGeneric = function (this: net.Socket, ...args: unknown[]) {
  socketWrites++
  return writeGeneric.apply(this, args)
}

/** One round's figures, per add. */
interface Cost {
  readonly cpuMicros: number
  /** The main thread's alone (JS, the event loop's syscalls, GC pauses), without V8's and libuv's helpers. */
  readonly mainMicros: number
  readonly allocatedKb: number
  readonly gcMicros: number
  readonly gcs: number
  readonly socketWrites: number
  /** The Postgres backends' CPU (see `add-database-cpu.ts`); NaN where it cannot be read. */
  readonly databaseMicros: number
  /** Adds answered per second while the load ran (autocannon's own duration, without its start-up). */
  readonly addsPerSecond: number
  /** The load process's CPU (autocannon sending and reading), the same work for store and floor. */
  readonly loadMicros: number
  /** The share of the machine's cores busy during the run (anyone's work), 0 to 1; NaN where unknown. */
  readonly machineBusy: number
}

const measure = async (request: LoadRequest): Promise<Cost> => {
  const profiler = new v8.GCProfiler()
  const heapBefore = v8.getHeapStatistics().used_heap_size
  const writesBefore = socketWrites
  profiler.start()
  const stopDatabase = await database?.start()
  const cpuBefore = process.cpuUsage()
  const mainBefore = process.threadCpuUsage()
  const ticksBefore = await machineTicks()
  const { non2xx, seconds, cpuMicros: loadMicros } = await drive(request)
  const ticksAfter = await machineTicks()
  const cpu = process.cpuUsage(cpuBefore)
  const main = process.threadCpuUsage(mainBefore)
  const databaseMicros = (await stopDatabase?.()) ?? Number.NaN
  const gc = profiler.stop()
  const heapAfter = v8.getHeapStatistics().used_heap_size
  if (non2xx > 0) throw new Error(`${non2xx} adds failed at ${request.url}`)
  const statistics = gc?.statistics ?? []
  const freed = statistics.reduce(
    (sum, each) => sum + each.beforeGC.heapStatistics.usedHeapSize - each.afterGC.heapStatistics.usedHeapSize,
    0,
  )
  const per = (value: number) => value / request.amount
  return {
    cpuMicros: per(cpu.user + cpu.system),
    mainMicros: per(main.user + main.system),
    allocatedKb: per(freed + heapAfter - heapBefore) / 1024,
    gcMicros: per(statistics.reduce((sum, each) => sum + each.cost, 0)),
    gcs: statistics.length,
    socketWrites: per(socketWrites - writesBefore),
    databaseMicros: per(databaseMicros),
    addsPerSecond: request.amount / seconds,
    loadMicros: per(loadMicros),
    machineBusy:
      ticksBefore && ticksAfter
        ? (ticksAfter.busy - ticksBefore.busy) / (ticksAfter.total - ticksBefore.total)
        : Number.NaN,
  }
}

// Self time by function and by package, as shares of the busy time (idle left out), from a CPU profile.
// A sample's time is what passed since the one before; on a machine shared with other work the process
// is often descheduled in between (most of all in a write that wakes Postgres or the load), and that
// one sample then carries the whole wait. So each counts for at most two sampling intervals: the
// shares follow the process's own CPU rather than the machine's load. The profiler's own work (the
// inspector session) is left out too.
const SAMPLING_MICROS = 200
const PACKAGE = /node_modules\/((?:@[^/]+\/)?[^/]+)|\/(core|adapters\/\w+|app-server)\/src\/|^node:/
const packageOf = (url: string) => {
  if (url === "") return "(native: syscalls, GC)"
  const found = PACKAGE.exec(url)
  return found === null ? url : (found[1] ?? found[2] ?? "node")
}
const selfTimes = (profile: {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[]
  samples?: number[] | undefined
  timeDeltas?: number[] | undefined
}) => {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]))
  const functions = new Map<string, number>()
  const packages = new Map<string, number>()
  let busy = 0
  const add = (into: Map<string, number>, key: string, micros: number) =>
    into.set(key, (into.get(key) ?? 0) + micros)
  ;(profile.samples ?? []).forEach((id, index) => {
    const frame = byId.get(id)?.callFrame
    const micros = Math.min(profile.timeDeltas?.[index] ?? 0, 2 * SAMPLING_MICROS)
    if (!frame || frame.functionName === "(idle)" || frame.url === "node:inspector") return
    busy += micros
    const file = frame.url.replace(/^.*node_modules\//, "").replace(/^.*\/(?=[^/]+\/src\/)/, "")
    add(functions, `${frame.functionName || "(anonymous)"} ${file}:${frame.lineNumber + 1}`, micros)
    add(packages, packageOf(frame.url), micros)
  })
  const rows = (from: Map<string, number>, count: number) =>
    [...from.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([name, micros]) => `${((micros / busy) * 100).toFixed(1).padStart(5)} %  ${name}`)
  return { functions: rows(functions, 40), packages: rows(packages, 15) }
}

interface HeapNode {
  readonly callFrame: { functionName: string; url: string; lineNumber: number }
  readonly selfSize: number
  readonly children: readonly HeapNode[]
}

// Where the store's adds allocate (ADD_COST_HEAP=1): V8's sampling heap profiler, counting objects
// the GC has since collected too (most of a request's are), by function and by package.
const printAllocations = async (request: LoadRequest) => {
  const session = new Session()
  session.connect()
  await session.post("HeapProfiler.startSampling", {
    samplingInterval: 1024,
    includeObjectsCollectedByMajorGC: true,
    includeObjectsCollectedByMinorGC: true,
  })
  await drive(request)
  const { profile } = await session.post("HeapProfiler.stopSampling")
  session.disconnect()
  const functions = new Map<string, number>()
  const packages = new Map<string, number>()
  let total = 0
  const add = (into: Map<string, number>, key: string, bytes: number) =>
    into.set(key, (into.get(key) ?? 0) + bytes)
  const walk = (node: HeapNode) => {
    const frame = node.callFrame
    total += node.selfSize
    const file = frame.url.replace(/^.*node_modules\//, "").replace(/^.*\/(?=[^/]+\/src\/)/, "")
    add(functions, `${frame.functionName || "(anonymous)"} ${file}:${frame.lineNumber + 1}`, node.selfSize)
    add(packages, packageOf(frame.url), node.selfSize)
    for (const child of node.children) walk(child)
  }
  walk(profile.head as unknown as HeapNode)
  const rows = (from: Map<string, number>, count: number) =>
    [...from.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([name, bytes]) => `${(bytes / request.amount / 1024).toFixed(2).padStart(6)} KB  ${name}`)
  console.log(
    `\nstore's allocations per add (sampled, ${(total / request.amount / 1024).toFixed(1)} KB), by package:`,
  )
  for (const row of rows(packages, 15)) console.log(row)
  console.log("by function:")
  for (const row of rows(functions, 40)) console.log(row)
}

// One round of `who`'s adds under V8's CPU profiler: the profile is written to `path` (for DevTools or
// speedscope), and its self times printed. Nothing without a path.
const profileRound = async (who: string, request: LoadRequest, path: string | undefined) => {
  if (!path) return
  const session = new Session()
  session.connect()
  await session.post("Profiler.enable")
  await session.post("Profiler.setSamplingInterval", { interval: SAMPLING_MICROS })
  await session.post("Profiler.start")
  await drive(request)
  const { profile } = await session.post("Profiler.stop")
  session.disconnect()
  await writeFile(path, JSON.stringify(profile))
  const { functions, packages } = selfTimes(profile)
  console.log(`\n${who}'s CPU profile (${path}), self time as a share of busy time, by package:`)
  for (const row of packages) console.log(row)
  console.log("by function:")
  for (const row of functions) console.log(row)
}

const databaseUrl = process.env.DATABASE_URL
if (!databaseUrl) throw new Error("DATABASE_URL must name a Postgres database: the floor runs over raw pg.")
const adds = Number(process.env.ADD_COST_ADDS ?? 3000)
const rounds = Number(process.env.ADD_COST_ROUNDS ?? 3)

const database = await databaseCpu(databaseUrl)
const store = await startStore({ databaseUrl })
const floor = await startFloor(databaseUrl)
const bare = await startBare()
const storeRequest = { url: store.url, headers: store.headers, body: store.body, amount: adds }
const floorRequest = {
  url: floor.url,
  headers: { "content-type": "application/json" },
  body: store.body,
  amount: adds,
}
const bareRequest = { ...floorRequest, url: bare.url }
try {
  // Warm both up (JIT), uncounted.
  await measure(storeRequest)
  await measure(floorRequest)
  await measure(bareRequest)
  const figures: { store: Cost; floor: Cost; bare: Cost }[] = []
  for (let round = 0; round < rounds; round++) {
    figures.push({
      store: await measure(storeRequest),
      floor: await measure(floorRequest),
      bare: await measure(bareRequest),
    })
  }
  const median = (values: readonly number[]) =>
    [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0
  const of = (who: "store" | "floor" | "bare", key: keyof Cost) =>
    median(figures.map((each) => each[who][key]))
  const line = (who: "store" | "floor" | "bare") =>
    `${who.padEnd(6)} ${of(who, "cpuMicros").toFixed(0).padStart(6)} µs CPU (${of(who, "mainMicros").toFixed(0).padStart(4)} main thread)  ${of(who, "databaseMicros").toFixed(0).padStart(4)} µs Postgres CPU  ${of(who, "allocatedKb").toFixed(1).padStart(6)} KB allocated  ${of(who, "gcMicros").toFixed(1).padStart(5)} µs GC  ${of(who, "socketWrites").toFixed(2)} socket writes  ${of(who, "addsPerSecond").toFixed(0)} adds/s  load ${of(who, "loadMicros").toFixed(0)} µs  machine ${(of(who, "machineBusy") * 100).toFixed(0)} % busy`
  console.log(`per add to cart, median of ${rounds} rounds of ${adds} adds over ${connections} connections`)
  console.log(line("store"))
  console.log(line("floor"))
  console.log(`${line("bare")}  (node:http alone, no database)`)
  const ratio = (label: string, of: (cost: Cost) => number) => {
    const ratios = figures.map((each) => of(each.store) / of(each.floor))
    console.log(
      `${label} store / floor: ${median(ratios).toFixed(2)} (rounds: ${ratios.map((r) => r.toFixed(2)).join(", ")})`,
    )
  }
  ratio("adds/s", (cost) => cost.addsPerSecond)
  ratio("CPU", (cost) => cost.cpuMicros)
  // The process's CPU includes V8's helper threads (concurrent and parallel GC), which grow with
  // what is allocated; the main thread's is the JS and the event loop alone. Measured apart, the
  // helpers were about 90 µs of the store's add and 15 µs of the floor's.
  ratio("main thread CPU", (cost) => cost.mainMicros)
  if (database !== undefined) {
    ratio("Postgres CPU", (cost) => cost.databaseMicros)
    // Server and Postgres share the machine's cores: when both are busy, adds per second are the
    // cores over the two's CPU per add.
    ratio("server + Postgres CPU", (cost) => cost.cpuMicros + cost.databaseMicros)
  }
  console.log("1.5× the floor's throughput needs server + Postgres CPU store / floor ≤ 0.67")
  if (database !== undefined) {
    // The store can cost no less than a bare HTTP answer plus its own Postgres share: the least its
    // server + Postgres CPU over the floor's could ever be, and the throughput that would give where the
    // load, the server and Postgres share the machine's cores (the load's CPU counted on both sides).
    const least = figures.map(
      (each) =>
        (each.bare.cpuMicros + each.store.databaseMicros) /
        (each.floor.cpuMicros + each.floor.databaseMicros),
    )
    const most = figures.map(
      (each) =>
        (each.floor.loadMicros + each.floor.cpuMicros + each.floor.databaseMicros) /
        (each.store.loadMicros + each.bare.cpuMicros + each.store.databaseMicros),
    )
    console.log(
      `ceiling here: server + Postgres CPU store / floor ≥ ${median(least).toFixed(2)}; with the load's CPU on the same cores, adds/s store / floor ≤ ${median(most).toFixed(2)} (rounds: ${most.map((r) => r.toFixed(2)).join(", ")})`,
    )
  }

  if (process.env.ADD_COST_HEAP) await printAllocations(storeRequest)
  await profileRound("store", storeRequest, process.env.ADD_COST_PROFILE)
  await profileRound("floor", floorRequest, process.env.ADD_COST_PROFILE_FLOOR)
} finally {
  await store.stop()
  await floor.stop()
  await bare.stop()
  await database?.close()
}
