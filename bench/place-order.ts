// Place-order throughput and latency on the real server beside a bare Express JSON route measured
// in the same run with the same client loop, and the SQL round trips of one order alone. Each
// order needs a cart of its own, so no single-URL load generator fits: a fixed number of virtual
// buyers each loop "add a tote to a new cart, place the order" and only the place-order request is
// timed; the baseline loop times a POST of a body of the same size. Rounds alternate the two, so a
// machine shared with other work weighs on both alike; the figure is the median ratio.
// Run alone: node --conditions=source bench/place-order.ts (DATABASE_URL for the Postgres server).
import { randomUUID } from "node:crypto"
import type { PostgresOptions } from "@vitrine/adapter-postgres"
import { start } from "@vitrine/app-server"
import { startBaseline } from "./baseline.ts"

const ADDRESS = {
  email: "bench@example.com",
  firstName: "Bench",
  lastName: "Buyer",
  line1: "1 Main St",
  city: "Austin",
  region: "TX",
  postalCode: "78701",
  country: "US",
  shippingOptionId: "standard",
  paymentMethod: "4242424242424242",
}

interface Figures {
  readonly name: string
  readonly perSecond: number
  readonly p50: number
  readonly p99: number
  readonly errors: number
}

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0

/** Runs `buyers` loops for `seconds`; `one` prepares (untimed) and returns the timed request. */
const loop = async (
  name: string,
  buyers: number,
  seconds: number,
  one: () => Promise<() => Promise<Response>>,
): Promise<Figures> => {
  const latencies: number[] = []
  let errors = 0
  let timed = 0
  const until = performance.now() + seconds * 1000
  await Promise.all(
    Array.from({ length: buyers }, async () => {
      while (performance.now() < until) {
        const request = await one()
        const begin = performance.now()
        const response = await request()
        await response.arrayBuffer()
        const took = performance.now() - begin
        timed += took
        latencies.push(took)
        if (!response.ok) errors++
      }
    }),
  )
  latencies.sort((a, b) => a - b)
  // Throughput of the timed requests alone: requests per second of time spent in them, per buyer.
  const perSecond = latencies.length / (timed / 1000 / buyers)
  return { name, perSecond, p50: percentile(latencies, 0.5), p99: percentile(latencies, 0.99), errors }
}

/** Prints the place-order figures on this database. */
export const benchPlaceOrder = async (database: PostgresOptions): Promise<void> => {
  const rounds = Number(process.env.BENCH_ROUNDS ?? 3)
  const seconds = Number(process.env.BENCH_SECONDS ?? 4)
  const buyers = Number(process.env.BENCH_BUYERS ?? 8)
  // The rate limiter's counters are flushed in batches by whichever request comes along; they are
  // the limiter's trips, not the order's, so they are counted apart.
  const trips = { count: 0, limiter: 0, counting: false }
  const onRoundTrip = (statements: readonly string[]) => {
    if (!trips.counting) return
    if (statements.every((sql) => sql.startsWith("INSERT INTO rate_limits"))) trips.limiter++
    else trips.count++
  }
  const server = await start({
    port: 0,
    database: { ...database, onRoundTrip },
    seed: "always",
    logLevel: "silent",
    rateLimit: { limit: 1_000_000_000 },
    outboxWorker: false,
  })
  const baseline = await startBaseline()
  const listing = await fetch(`${server.url}/api/commerce/products`)
  const crumb = /crumb=([^;]+)/.exec(listing.headers.get("set-cookie") ?? "")?.[1] ?? ""
  const json = { "content-type": "application/json", "x-csrf-token": crumb }
  const body = (key: string) => JSON.stringify({ ...ADDRESS, idempotencyKey: key })
  const newCart = async () => {
    const added = await fetch(`${server.url}/api/commerce/shopping-cart/entries`, {
      method: "POST",
      headers: { ...json, cookie: `crumb=${crumb}` },
      body: JSON.stringify({ itemId: "prod-canvas-tote" }),
    })
    const cart = /vitrine_cart=([^;]+)/.exec(added.headers.get("set-cookie") ?? "")?.[1]
    return `crumb=${crumb}; vitrine_cart=${cart}`
  }
  const placeOne = async () => {
    const cookie = await newCart()
    return () =>
      fetch(`${server.url}/api/commerce/checkout/orders`, {
        method: "POST",
        headers: { ...json, cookie },
        body: body(randomUUID()),
      })
  }
  const baselineOne = async () => () =>
    fetch(baseline.url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: body(randomUUID()),
    })

  await loop("warm-up", buyers, 2, baselineOne)
  await loop("warm-up", buyers, 2, placeOne)
  const results: Array<{ baseline: Figures; store: Figures }> = []
  for (let round = 0; round < rounds; round++) {
    results.push({
      baseline: await loop("bare Express JSON route (baseline)", buyers, seconds, baselineOne),
      store: await loop("POST /api/commerce/checkout/orders", buyers, seconds, placeOne),
    })
  }
  // Round trips of a one-line order placed alone (its cart made beforehand, not counted), averaged
  // over several orders so a rate-limit flush that happens to fall in one order's window is spread.
  const alone = Number(process.env.BENCH_ALONE ?? 20)
  let counted = 0
  for (let order = 0; order < alone; order++) {
    const place = await placeOne()
    trips.counting = true
    const placed = await place()
    trips.counting = false
    if (!placed.ok) throw new Error(`place order failed: ${placed.status} ${await placed.text()}`)
    counted++
  }
  await baseline.stop()
  await server.stop()

  const row = (f: Figures) =>
    `${f.name.padEnd(40)} ${f.perSecond.toFixed(0).padStart(7)} /s  p50 ${f.p50.toFixed(1).padStart(6)} ms  p99 ${f.p99.toFixed(1).padStart(6)} ms  errors ${f.errors}`
  console.log(`\nplace order (${buyers} buyers, ${rounds} rounds of ${seconds} s each, alternating)`)
  results.forEach((each, round) => {
    console.log(`round ${round + 1}`)
    console.log(row(each.baseline))
    console.log(row(each.store))
  })
  const ratios = results.map((each) => each.store.perSecond / each.baseline.perSecond)
  const median = [...ratios].sort((a, b) => a - b)[Math.floor(ratios.length / 2)] ?? 0
  console.log(
    `orders/s ÷ baseline req/s: ${median.toFixed(3)}, median of ${ratios.map((r) => r.toFixed(3)).join(", ")}`,
  )
  console.log(
    `SQL round trips per one-line order placed alone: ${(trips.count / counted).toFixed(2)}, mean of ${counted} (goal ≤ 4); rate-limit counter flushes besides: ${(trips.limiter / counted).toFixed(2)}`,
  )
}

if (import.meta.main) {
  const databaseUrl = process.env.DATABASE_URL
  await benchPlaceOrder(databaseUrl ? { databaseUrl } : {})
}
