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

/**
 * The SQL round trips one add-to-cart makes through the whole server (rate limiter included): a
 * visitor's first add, which creates the cart, and a second add to the same cart.
 *
 * @example
 * const { first, second } = await countRoundTrips({ databaseUrl })
 */
export const countRoundTrips = async (
  database: PostgresOptions,
): Promise<{ first: number; second: number }> => {
  let trips = 0
  const store = await startStore({ ...database, onRoundTrip: () => trips++ })
  try {
    trips = 0
    const first = await fetch(store.url, { method: "POST", headers: store.headers, body: store.body })
    const firstTrips = trips
    const cart = /vitrine_cart=([^;]+)/.exec(first.headers.get("set-cookie") ?? "")?.[1]
    const headers = { ...store.headers, cookie: `${store.headers.cookie}; vitrine_cart=${cart}` }
    trips = 0
    const second = await fetch(store.url, { method: "POST", headers, body: store.body })
    if (!first.ok || !second.ok) throw new Error(`add to cart failed: ${first.status}, ${second.status}`)
    return { first: firstTrips, second: trips }
  } finally {
    await store.stop()
  }
}
