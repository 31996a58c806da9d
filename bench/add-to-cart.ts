import type { PostgresOptions } from "@vitrine/adapter-postgres"
import { start } from "@vitrine/app-server"

/** A store started for load, with a visitor's crumb and a product that never runs out. */
export interface BenchStore {
  readonly url: string
  readonly headers: Record<string, string>
  readonly body: string
  readonly stop: () => Promise<void>
}

/**
 * Starts the real server on the given database with the demo catalogue and prepares an add-to-cart
 * request a visitor would send: crumb cookie and header, and the unlimited demo product.
 *
 * @example
 * const store = await startStore({ databaseUrl: process.env.DATABASE_URL })
 */
export const startStore = async (database: PostgresOptions): Promise<BenchStore> => {
  const server = await start({
    port: 0,
    database,
    seed: "always",
    logLevel: "silent",
    // The limiter stays in the path (its shared counter is part of the cost) but never refuses.
    rateLimit: { limit: 1_000_000_000 },
  })
  const listing = await fetch(`${server.url}/api/commerce/products`)
  const crumb = /crumb=([^;]+)/.exec(listing.headers.get("set-cookie") ?? "")?.[1]
  if (!crumb) throw new Error("The server set no crumb cookie")
  const { products } = (await listing.json()) as {
    products: { id: string; productType: number; variants: { sku: string; unlimited: boolean }[] }[]
  }
  const product = products.find(
    (candidate) => candidate.productType === 1 && candidate.variants.some((v) => v.unlimited),
  )
  const variant = product?.variants.find((candidate) => candidate.unlimited)
  if (!product || !variant) throw new Error("The demo catalogue has no unlimited physical product")
  return {
    url: `${server.url}/api/commerce/shopping-cart/entries`,
    headers: { "content-type": "application/json", cookie: `crumb=${crumb}`, "x-csrf-token": crumb },
    body: JSON.stringify({ itemId: product.id, sku: variant.sku, quantity: 1 }),
    stop: server.stop,
  }
}

/** Round trips to the database, told apart: the rate limiter's flushes, and everything else. */
export interface Trips {
  store: number
  limiter: number
}

/**
 * Database options that count every round trip into `trips`; the rate limiter's are the ones that
 * touch its `rate_limits` table.
 *
 * @example
 * const trips = { store: 0, limiter: 0 }
 * await startStore(counted({ databaseUrl }, trips))
 */
export const counted = (database: PostgresOptions, trips: Trips): PostgresOptions => ({
  ...database,
  onRoundTrip: (statements) => {
    if (statements.some((statement) => statement.includes("rate_limits"))) trips.limiter++
    else trips.store++
  },
})

/**
 * The SQL round trips one add-to-cart makes through the whole server: a visitor's first add, which
 * creates the cart, a second add to the same cart, each alone on the server, and then another
 * visitor's first add of the same product, which the server checks against the copy of the product
 * it kept from the first; the rate limiter's are counted apart (it counts in memory and flushes to
 * the database every 100 ms, off the request).
 *
 * @example
 * const { first, second, nextVisitor } = await countRoundTrips({ databaseUrl })
 */
export const countRoundTrips = async (
  database: PostgresOptions,
): Promise<{ first: Trips; second: Trips; nextVisitor: Trips }> => {
  const trips: Trips = { store: 0, limiter: 0 }
  const store = await startStore(counted(database, trips))
  const during = async (send: () => Promise<Response>) => {
    Object.assign(trips, { store: 0, limiter: 0 })
    const response = await send()
    if (!response.ok) throw new Error(`add to cart failed: ${response.status}`)
    return { response, trips: { ...trips } }
  }
  const firstAdd = () => fetch(store.url, { method: "POST", headers: store.headers, body: store.body })
  try {
    const first = await during(firstAdd)
    const cart = /vitrine_cart=([^;]+)/.exec(first.response.headers.get("set-cookie") ?? "")?.[1]
    const headers = { ...store.headers, cookie: `${store.headers.cookie}; vitrine_cart=${cart}` }
    const second = await during(() => fetch(store.url, { method: "POST", headers, body: store.body }))
    const nextVisitor = await during(firstAdd)
    return { first: first.trips, second: second.trips, nextVisitor: nextVisitor.trips }
  } finally {
    await store.stop()
  }
}
