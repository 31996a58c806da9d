// What a signed-in session adds to a request (issue 9): the same add-to-cart sent by an anonymous
// visitor and by a signed-in member, through the real server, one at a time — the median latency of
// each, and the SQL round trips each makes (counted by the Postgres adapter). With the per-process
// session cache (core's SESSION_CACHE) a signed-in request makes the anonymous one's trips while its
// session is cached, and one more (the session read) when the cache entry has lapsed.
// Run alone with `node --conditions=source bench/session-overhead.ts`.
import { randomUUID } from "node:crypto"
import { SESSION_CACHE } from "@vitrine/core/account"
import { counted, startStore, type Trips } from "./add-to-cart.ts"

const REQUESTS = Number(process.env.BENCH_SESSION_REQUESTS ?? 300)

const median = (values: readonly number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0

/**
 * Measures anonymous and signed-in adds to cart on the store's database and prints the overhead.
 *
 * @example
 * await printSessionOverhead({ databaseUrl })
 */
export const printSessionOverhead = async (database: { databaseUrl?: string }): Promise<void> => {
  const trips: Trips = { store: 0, limiter: 0 }
  const store = await startStore(counted(database, trips))
  const origin = new URL(store.url).origin
  try {
    // A browser's cookies: each answer's Set-Cookie kept, so both send to a cart of their own.
    const browser = (initial: string) => {
      const jar = new Map(initial.split("; ").map((pair) => [pair.split("=")[0] ?? "", pair] as const))
      return {
        headers: () => ({
          ...store.headers,
          cookie: [...jar.values()].join("; "),
          "x-csrf-token": decodeURIComponent(jar.get("crumb")?.slice(6) ?? ""),
        }),
        keep: (response: Response) => {
          for (const line of response.headers.getSetCookie()) {
            const pair = line.split(";")[0] ?? ""
            const name = pair.split("=")[0] ?? ""
            if (pair.endsWith("=")) jar.delete(name)
            else jar.set(name, pair)
          }
        },
      }
    }
    const anonymousBrowser = browser(store.headers.cookie ?? "")
    const memberBrowser = browser(store.headers.cookie ?? "")
    const registered = await fetch(`${origin}/api/site-users/account`, {
      method: "POST",
      headers: memberBrowser.headers(),
      body: JSON.stringify({ email: `bench-${randomUUID()}@example.com`, password: "a bench passphrase" }),
    })
    if (!registered.ok) throw new Error(`registration failed: ${registered.status}`)
    memberBrowser.keep(registered)
    const add = async (who: ReturnType<typeof browser>) => {
      const response = await fetch(store.url, { method: "POST", headers: who.headers(), body: store.body })
      await response.arrayBuffer()
      if (!response.ok) throw new Error(`add to cart failed: ${response.status}`)
      who.keep(response)
    }
    type Figures = { latencies: number[]; trips: number[] }
    const measure = async (who: ReturnType<typeof browser>, into: Figures) => {
      trips.store = 0
      const started = performance.now()
      await add(who)
      into.latencies.push(performance.now() - started)
      into.trips.push(trips.store)
    }
    // The two alternate, one request each in turn, so a machine shared with other work weighs on both alike.
    const run = async () => {
      const figures: Record<"anonymous" | "member", Figures> = {
        anonymous: { latencies: [], trips: [] },
        member: { latencies: [], trips: [] },
      }
      for (let i = 0; i < REQUESTS; i++) {
        await measure(anonymousBrowser, figures.anonymous)
        await measure(memberBrowser, figures.member)
      }
      const summary = (of: Figures) => ({ p50: median(of.latencies), trips: median(of.trips) })
      return { anonymous: summary(figures.anonymous), signedIn: summary(figures.member) }
    }
    await run() // warm-up
    const { anonymous, signedIn } = await run()
    // After the cache's lifetime, each path once: the member's first request reads the session again.
    // Other caches of the server lapse too, so the figure is the difference between the two.
    const afterLapse = async (who: ReturnType<typeof browser>) => {
      await new Promise((resolve) => setTimeout(resolve, SESSION_CACHE.ttlMs + 50))
      const figures: Figures = { latencies: [], trips: [] }
      await measure(who, figures)
      return figures.trips[0] ?? 0
    }
    const lapsed = (await afterLapse(memberBrowser)) - (await afterLapse(anonymousBrowser))
    const where = database.databaseUrl ? "Postgres server" : "PGlite"
    console.log(`\nsession overhead on add to cart (${where}, ${REQUESTS} requests each, alternating)`)
    console.log(
      `anonymous visitor        p50 ${anonymous.p50.toFixed(2).padStart(6)} ms  ${anonymous.trips} SQL round trips`,
    )
    console.log(
      `signed-in member         p50 ${signedIn.p50.toFixed(2).padStart(6)} ms  ${signedIn.trips} SQL round trips (session cached)`,
    )
    console.log(
      `overhead                 p50 ${(signedIn.p50 - anonymous.p50).toFixed(2).padStart(6)} ms  ${signedIn.trips - anonymous.trips} extra round trips; ${lapsed} extra on the first request after the ${SESSION_CACHE.ttlMs / 1000} s cache entry lapsed (goal: ≤ 1, none when cached)`,
    )
  } finally {
    await store.stop()
  }
}

if (import.meta.main)
  await printSessionOverhead(process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : {})
