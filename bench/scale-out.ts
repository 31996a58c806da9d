import { spawnStore } from "../app-server/test/support/store-process.ts"
import { load } from "./load.ts"

/**
 * The scale-out figures (issue 14): add-to-cart req/s of `npm start`'s server run with `WORKERS=1`,
 * 2 and 4 on the bench's Postgres database, each loaded in turn by 20 connections (new carts, the
 * rate limit off), after a warm-up. On a 2-core machine more processes than cores cannot add much;
 * the figures show what they cost or gain here, not a machine's ceiling.
 *
 * @example
 * await printScaleOut(process.env.DATABASE_URL, body, 4)
 */
export const printScaleOut = async (databaseUrl: string, body: string, seconds: number): Promise<void> => {
  console.log("\nscale-out: POST /api/commerce/shopping-cart/entries, 20 connections")
  for (const workers of [1, 2, 4]) {
    const store = await spawnStore({
      DATABASE_URL: databaseUrl,
      WORKERS: String(workers),
      RATE_LIMIT_PER_MINUTE: "0",
      LOG_LEVEL: "silent",
    })
    try {
      const listing = await fetch(`${store.url}/api/commerce/products`)
      const crumb = /crumb=([^;]+)/.exec(listing.headers.get("set-cookie") ?? "")?.[1] ?? ""
      const figures = await load(`${workers} process${workers === 1 ? "" : "es"}`, {
        url: `${store.url}/api/commerce/shopping-cart/entries`,
        method: "POST",
        headers: { "content-type": "application/json", cookie: `crumb=${crumb}`, "x-csrf-token": crumb },
        body,
        connections: 20,
        seconds,
        warmupSeconds: 2,
      })
      console.log(
        `${figures.name.padEnd(12)} ${figures.requestsPerSecond.toFixed(0).padStart(8)} req/s  p50 ${figures.p50Ms} ms  p99 ${figures.p99Ms} ms  errors ${figures.errors + figures.non2xx}`,
      )
    } finally {
      store.child.kill("SIGTERM")
      await store.exited
    }
  }
}
