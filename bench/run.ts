// npm run bench: the server's add-to-cart throughput and latency beside a bare Express JSON route
// measured on the same machine in the same run. The ratio is the figure (goal ≥ 0.5). On a Postgres
// server also beside a floor (the same add over raw pg in a bare route, each at its peak over several
// numbers of adds in flight; goal ≥ 1.5) and Postgres alone
// (pgbench). The two are
// loaded in turn for a few rounds, so that a machine shared with other work weighs on both alike;
// each round gives a ratio, and the median is the figure.
import { databaseCpu } from "./add-database-cpu.ts"
import { counted, countRoundTrips, startStore, type Trips } from "./add-to-cart.ts"
import { startBaseline } from "./baseline.ts"
import { startFloor } from "./floor.ts"
import { type LoadFigures, load } from "./load.ts"
import { printMoneySize } from "./money-size.ts"
import { postgresAlone } from "./pgbench.ts"
import { printScaleOut } from "./scale-out.ts"

// First the browser-bundle size of formatMoney alone (issue 3's goal ≤ 8 KB gzip): no server needed.
await printMoneySize()
await import("./react-size.ts").then((size) => size.printReactSize())
// Then the storefront's pages in Lighthouse (issue 15): mobile emulation, median of LIGHTHOUSE_RUNS.
await import("./lighthouse.ts").then((bench) => bench.printLighthouse())
// Sign-in (issue 9): argon2id, whole sign-ins and their rate, and what a session adds to a request.
await import("./sign-in.ts").then((bench) => bench.printSignIn())

const databaseUrl = process.env.DATABASE_URL
if (!databaseUrl) {
  console.warn("DATABASE_URL is not set: measuring on embedded PGlite, which serialises every query.")
}
const database = databaseUrl ? { databaseUrl } : {}
await import("./session-overhead.ts").then((bench) => bench.printSessionOverhead(database))
const rounds = Number(process.env.BENCH_ROUNDS ?? 3)
const seconds = Number(process.env.BENCH_SECONDS ?? 4)

const baseline = await startBaseline()
const baselineRun = {
  url: baseline.url,
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify({ itemId: "x", sku: "y", quantity: 1 }),
} as const
const underLoad: Trips = { store: 0, limiter: 0 }
const store = await startStore(counted(database, underLoad))
const storeRun = { url: store.url, method: "POST", headers: store.headers, body: store.body } as const

// Warm both up first (JIT), uncounted; the rounds then measure their steady state.
const warmupSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 2)
await load("warm-up", { ...baselineRun, seconds: warmupSeconds, warmupSeconds: 0 })
await load("warm-up", { ...storeRun, seconds: warmupSeconds, warmupSeconds: 0 })
Object.assign(underLoad, { store: 0, limiter: 0 })

// The floor (issue 14): the same add over raw pg in a bare Express route; only on a Postgres server.
const floor = databaseUrl ? await startFloor(databaseUrl) : undefined
const floorRun =
  floor && ({ url: floor.url, method: "POST", headers: baselineRun.headers, body: store.body } as const)
if (floorRun) await load("warm-up", { ...floorRun, seconds: warmupSeconds, warmupSeconds: 0 })

// The Postgres server's CPU per add beside req/s (see `add-database-cpu.ts`): on a machine whose cores
// Postgres shares with the server, what one add costs the database weighs on throughput as much as
// what it costs the server. Undefined on PGlite and where /proc cannot be read.
const databaseCpuSampler = databaseUrl ? await databaseCpu(databaseUrl) : undefined
type Measured = LoadFigures & { readonly databaseMicros: number | undefined }
const measured = async (run: () => Promise<LoadFigures>): Promise<Measured> => {
  const stop = await databaseCpuSampler?.start()
  const figures = await run()
  const micros = await stop?.()
  return {
    ...figures,
    databaseMicros: micros === undefined ? undefined : micros / Math.max(figures.requests, 1),
  }
}

// The store beside the floor at several numbers of adds in flight (BENCH_FLOOR_CONNECTIONS). At 10
// neither server keeps this machine's two cores busy (65–75 %): each waits on Postgres's round trips
// and commits, so adds/s there measure latency more than cost. What a store can take is its peak, so
// the figure set against the goal is each one's best adds/s over these counts (the floor gets its
// own best too); every count's own ratio is printed beside it.
const floorConnections = (process.env.BENCH_FLOOR_CONNECTIONS ?? "10,50,100").split(",").map(Number)
type Paired = { readonly connections: number; readonly store: Measured; readonly floor: Measured }
const figures: Array<{ baseline: LoadFigures; store: Measured; paired: Paired[] }> = []
for (let round = 0; round < rounds; round++) {
  const baselineFigures = await load("bare Express JSON route (baseline)", {
    ...baselineRun,
    seconds,
    warmupSeconds: 0,
  })
  const storeFigures = await measured(() =>
    load("POST /api/commerce/shopping-cart/entries", { ...storeRun, seconds, warmupSeconds: 0 }),
  )
  const paired: Paired[] = []
  for (const connections of floorRun ? floorConnections : []) {
    const at = (name: string, run: typeof storeRun) =>
      measured(() =>
        load(`${name}, ${connections} in flight`, { ...run, connections, seconds, warmupSeconds: 0 }),
      )
    const storeAt = connections === 10 ? storeFigures : await at("store", storeRun)
    if (floorRun)
      paired.push({ connections, store: storeAt, floor: await at("floor: same add over raw pg", floorRun) })
  }
  figures.push({ baseline: baselineFigures, store: storeFigures, paired })
}
await databaseCpuSampler?.close()
await baseline.stop()
await store.stop()
await floor?.stop()

const postgresCpu = (figures: LoadFigures | Measured) =>
  "databaseMicros" in figures && figures.databaseMicros !== undefined
    ? `  Postgres CPU ${figures.databaseMicros.toFixed(0).padStart(4)} µs/add`
    : ""
const row = (figures: LoadFigures | Measured) =>
  `${figures.name.padEnd(44)} ${figures.requestsPerSecond.toFixed(0).padStart(8)} req/s  p50 ${String(figures.p50Ms).padStart(4)} ms  p99 ${String(figures.p99Ms).padStart(4)} ms  errors ${figures.errors + figures.non2xx}${postgresCpu(figures)}`
const ratios = figures.map((each) => each.store.requestsPerSecond / each.baseline.requestsPerSecond)
console.log("\nadd to cart")
figures.forEach((each, round) => {
  console.log(`round ${round + 1}`)
  console.log(row(each.baseline))
  console.log(row(each.store))
  for (const pair of each.paired) {
    if (pair.store !== each.store) console.log(row(pair.store))
    console.log(row(pair.floor))
  }
})
const median = (values: readonly number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0
const listed = (values: readonly number[]) => values.map((value) => value.toFixed(2)).join(", ")
console.log(
  `ratio (store / baseline): ${median(ratios).toFixed(2)}, median of ${listed(ratios)} (goal ≥ 0.5)`,
)
const best = (runs: readonly Measured[]) => Math.max(...runs.map((run) => run.requestsPerSecond))
const peakRatios = figures.flatMap((each) =>
  each.paired.length > 0
    ? [best(each.paired.map((pair) => pair.store)) / best(each.paired.map((pair) => pair.floor))]
    : [],
)
if (peakRatios.length > 0) {
  for (const connections of floorConnections) {
    const at = figures.flatMap((each) =>
      each.paired
        .filter((pair) => pair.connections === connections)
        .map((pair) => pair.store.requestsPerSecond / pair.floor.requestsPerSecond),
    )
    console.log(
      `ratio (store / raw-pg floor), ${connections} in flight: ${median(at).toFixed(2)}, median of ${listed(at)}`,
    )
  }
  console.log(
    `ratio (store / raw-pg floor), each at its peak adds/s over ${floorConnections.join(", ")} in flight: ${median(peakRatios).toFixed(2)}, median of ${listed(peakRatios)} (goal ≥ 1.5)`,
  )
}
const databaseMicros = (who: "store" | "floor") =>
  figures.flatMap((each) =>
    each.paired.flatMap((pair) => (pair[who].databaseMicros === undefined ? [] : [pair[who].databaseMicros])),
  )
if (databaseMicros("store").length > 0 && databaseMicros("floor").length > 0) {
  console.log(
    `Postgres CPU per add: store ${median(databaseMicros("store")).toFixed(0)} µs, raw-pg floor ${median(databaseMicros("floor")).toFixed(0)} µs (medians over every count of adds in flight); the server's own CPU per add: bench/add-cost.ts`,
  )
}
if (databaseUrl) {
  const { itemId, sku } = JSON.parse(store.body) as { itemId: string; sku: string }
  const alone = await postgresAlone(databaseUrl, { itemId, sku }, seconds)
  console.log(
    alone === undefined
      ? "Postgres alone: pgbench is not installed"
      : `Postgres alone (pgbench, the floor's two statements, 10 clients): ${alone.toFixed(0)} adds/s`,
  )
}

const trips = await countRoundTrips(database)
console.log(
  `SQL round trips per add to cart, one visitor alone: first add ${trips.first.store}, next add ${trips.second.store} (goal ≤ 2); another visitor's first add of that product ${trips.nextVisitor.store} (checked against the kept copy)`,
)
// Every store run counted its round trips, at each count of adds in flight.
const storeRequests = figures.reduce(
  (sum, each) =>
    sum +
    each.store.requests +
    each.paired.reduce((pairs, pair) => pairs + (pair.store === each.store ? 0 : pair.store.requests), 0),
  0,
)
const perAdd = (count: number) => (count / Math.max(storeRequests, 1)).toFixed(3)
console.log(`  under load, concurrent adds share statements: ${perAdd(underLoad.store)} round trips per add`)
console.log(
  `  rate limiter: ${trips.first.limiter + trips.second.limiter + trips.nextVisitor.limiter} on those three adds; it counts in memory and flushes all clients' hits in one statement every 100 ms (${perAdd(underLoad.limiter)} per add under load)`,
)

if (databaseUrl) await printScaleOut(databaseUrl, store.body, seconds)
// Placing orders: orders/s beside the bare route, p50/p99, and SQL round trips per one-line order.
await import("./place-order.ts").then((placeOrder) => placeOrder.benchPlaceOrder(database))
// The census's ingestion (issue 11): RecordHit through the real server beside a bare route, on a Postgres server.
if (databaseUrl) await import("./census-ingest.ts").then((census) => census.printCensusIngest(databaseUrl))
