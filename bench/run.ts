// npm run bench: the server's add-to-cart throughput and latency beside a bare Express JSON route
// measured on the same machine in the same run. The ratio is the figure (goal ≥ 0.5).
import { counted, countRoundTrips, startStore, type Trips } from "./add-to-cart.ts"
import { startBaseline } from "./baseline.ts"
import { type LoadFigures, load } from "./load.ts"

const databaseUrl = process.env.DATABASE_URL
if (!databaseUrl) {
  console.warn("DATABASE_URL is not set: measuring on embedded PGlite, which serialises every query.")
}
const database = databaseUrl ? { databaseUrl } : {}

const baseline = await startBaseline()
const baselineFigures = await load("bare Express JSON route (baseline)", {
  url: baseline.url,
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify({ itemId: "x", sku: "y", quantity: 1 }),
})
await baseline.stop()

const underLoad: Trips = { store: 0, limiter: 0 }
const store = await startStore(counted(database, underLoad))
Object.assign(underLoad, { store: 0, limiter: 0 })
const storeFigures = await load("POST /api/commerce/shopping-cart/entries", {
  url: store.url,
  method: "POST",
  headers: store.headers,
  body: store.body,
})
await store.stop()

const row = (figures: LoadFigures) =>
  `${figures.name.padEnd(44)} ${figures.requestsPerSecond.toFixed(0).padStart(8)} req/s  p50 ${String(figures.p50Ms).padStart(4)} ms  p99 ${String(figures.p99Ms).padStart(4)} ms  errors ${figures.errors + figures.non2xx}`
console.log("\nadd to cart")
console.log(row(baselineFigures))
console.log(row(storeFigures))
console.log(
  `ratio (store / baseline): ${(storeFigures.requestsPerSecond / baselineFigures.requestsPerSecond).toFixed(2)} (goal ≥ 0.5)`,
)

const trips = await countRoundTrips(database)
console.log(
  `SQL round trips per add to cart, one visitor alone: first add ${trips.first.store}, next add ${trips.second.store} (goal ≤ 2)`,
)
const perAdd = (count: number) => (count / Math.max(storeFigures.requests, 1)).toFixed(3)
console.log(`  under load, concurrent adds share statements: ${perAdd(underLoad.store)} round trips per add`)
console.log(
  `  rate limiter: ${trips.first.limiter + trips.second.limiter} on those two adds; it counts in memory and flushes all clients' hits in one statement every 100 ms (${perAdd(underLoad.limiter)} per add under load)`,
)
