// npm run bench: the server's add-to-cart throughput and latency beside a bare Express JSON route
// measured on the same machine in the same run. The ratio is the figure (goal ≥ 0.5). The two are
// loaded in turn for a few rounds, so that a machine shared with other work weighs on both alike;
// each round gives a ratio, and the median is the figure.
import { counted, countRoundTrips, startStore, type Trips } from "./add-to-cart.ts"
import { startBaseline } from "./baseline.ts"
import { type LoadFigures, load } from "./load.ts"
import { printMoneySize } from "./money-size.ts"

// First the browser-bundle size of formatMoney alone (issue 3's goal ≤ 8 KB gzip): no server needed.
await printMoneySize()
await import("./react-size.ts").then((size) => size.printReactSize())
// Then the storefront's pages in Lighthouse (issue 15): mobile emulation, median of LIGHTHOUSE_RUNS.
await import("./lighthouse.ts").then((bench) => bench.printLighthouse())

const databaseUrl = process.env.DATABASE_URL
if (!databaseUrl) {
  console.warn("DATABASE_URL is not set: measuring on embedded PGlite, which serialises every query.")
}
const database = databaseUrl ? { databaseUrl } : {}
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

const figures: Array<{ baseline: LoadFigures; store: LoadFigures }> = []
for (let round = 0; round < rounds; round++) {
  figures.push({
    baseline: await load("bare Express JSON route (baseline)", { ...baselineRun, seconds, warmupSeconds: 0 }),
    store: await load("POST /api/commerce/shopping-cart/entries", { ...storeRun, seconds, warmupSeconds: 0 }),
  })
}
await baseline.stop()
await store.stop()

const row = (figures: LoadFigures) =>
  `${figures.name.padEnd(44)} ${figures.requestsPerSecond.toFixed(0).padStart(8)} req/s  p50 ${String(figures.p50Ms).padStart(4)} ms  p99 ${String(figures.p99Ms).padStart(4)} ms  errors ${figures.errors + figures.non2xx}`
const ratios = figures.map((each) => each.store.requestsPerSecond / each.baseline.requestsPerSecond)
console.log("\nadd to cart")
figures.forEach((each, round) => {
  console.log(`round ${round + 1}`)
  console.log(row(each.baseline))
  console.log(row(each.store))
})
const median = [...ratios].sort((a, b) => a - b)[Math.floor(ratios.length / 2)] ?? 0
console.log(
  `ratio (store / baseline): ${median.toFixed(2)}, median of ${ratios.map((ratio) => ratio.toFixed(2)).join(", ")} (goal ≥ 0.5)`,
)

const trips = await countRoundTrips(database)
console.log(
  `SQL round trips per add to cart, one visitor alone: first add ${trips.first.store}, next add ${trips.second.store} (goal ≤ 2)`,
)
const storeRequests = figures.reduce((sum, each) => sum + each.store.requests, 0)
const perAdd = (count: number) => (count / Math.max(storeRequests, 1)).toFixed(3)
console.log(`  under load, concurrent adds share statements: ${perAdd(underLoad.store)} round trips per add`)
console.log(
  `  rate limiter: ${trips.first.limiter + trips.second.limiter} on those two adds; it counts in memory and flushes all clients' hits in one statement every 100 ms (${perAdd(underLoad.limiter)} per add under load)`,
)
