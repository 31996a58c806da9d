import type { StoreRoute } from "@vitrine/adapter-http/router"
import fc from "fast-check"
import { afterAll, describe, expect, it } from "vitest"
import { censusRequestFor } from "./fuzz/census.ts"
import { checkAnswer } from "./fuzz/promises.ts"
import { type RouteSamples, requestFor } from "./fuzz/requests.ts"
import type { FuzzStore } from "./fuzz/store.ts"
import { sendRaw, type WireRequest } from "./fuzz/wire.ts"
import { schemaSamples, type World } from "./fuzz/world.ts"

/** Cases per route: 2 000 by default, `FUZZ_RUNS` to change it (10 000 before a release). */
export const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? 2000)

// The routes whose refusals write, and only the failure count: the sign-ins.
const COUNTED_REFUSALS = new Set(["POST /api/site-users/account/session", "POST /api/staff/session"])

/** `FUZZ_SEED` replays a run (fast-check prints the seed of a failing one). */
const FUZZ_SEED = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED)

const fuzzRoute = async (name: string, store: FuzzStore, route: StoreRoute, seed: number) => {
  const samples: RouteSamples = {
    params: await schemaSamples(route.params, seed),
    query: await schemaSamples(route.query, seed),
    body: await schemaSamples(route.body, seed),
  }
  return fuzzRequests(name, store, route, (world) => requestFor(route, world, samples))
}

type Fuzzed = Pick<StoreRoute, "method" | "path" | "answers">

const fuzzRequests = async (
  name: string,
  store: FuzzStore,
  route: Fuzzed,
  requests: (world: World) => fc.Arbitrary<WireRequest>,
) => {
  const world = await store.refreshed(route)
  const statuses = new Map<number, number>()
  const started = performance.now()
  const cpu = process.cpuUsage()
  let before = await store.snapshot()
  await fc.assert(
    fc.asyncProperty(requests(world), async (request) => {
      store.logged.length = 0
      const answer = await sendRaw(store.server.url, request)
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1)
      checkAnswer(route, request, answer, () => store.logged.join("\n"))
      const after = await store.snapshot()
      // A refused request writes nothing; nor does any GET, refused or not (safe reads) — but a
      // refused sign-in, which must count the failure (the throttle, SIGN_IN_THROTTLE), and only there.
      if (answer.status >= 400 || route.method === "GET") {
        const counted = answer.status === 401 && COUNTED_REFUSALS.has(`${route.method} ${route.path}`)
        if (counted) expect(after.sign_in_failures ?? 0).toBeGreaterThan(before.sign_in_failures ?? 0)
        expect(after, `${request.method} ${request.path} → ${answer.status} wrote to the database`).toEqual(
          counted ? { ...before, sign_in_failures: after.sign_in_failures } : before,
        )
      }
      before = after
    }),
    { numRuns: FUZZ_RUNS, ...(FUZZ_SEED === undefined ? {} : { seed: FUZZ_SEED }) },
  )
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  const used = process.cpuUsage(cpu)
  const cpuSeconds = ((used.user + used.system) / 1e6).toFixed(1)
  const counts = [...statuses].sort(([a], [b]) => a - b).map(([status, count]) => `${status}×${count}`)
  console.log(
    `fuzz on ${name}: ${route.method} ${route.path}, ${FUZZ_RUNS} requests in ${seconds} s (${cpuSeconds} s of this process's CPU): ${counts.join(" ")}`,
  )
  return statuses
}

/**
 * The fuzz suite: one test per route of the server's own table (a route added later is fuzzed
 * without anyone listing it), each `FUZZ_RUNS` requests drawn by `requestFor` and sent over the
 * wire, each answer held to `checkAnswer`, and the database held still: a refused request, and any
 * GET, leaves every table's write count as it was. Each route must also see some requests succeed
 * and some refused, or part of it went untried. The census's ingestion routes (mounted beside the
 * table) are fuzzed the same way with bodies of their own (`censusRequestFor`); the store's snapshot
 * flushes the census's write buffer first, so an accepted hit's rows land before the next request.
 *
 * @example
 * fuzzApi("PGlite", await startFuzzStore(await fuzzPglite(), webDist))
 */
export const fuzzApi = (name: string, store: FuzzStore): void => {
  describe(`the fuzz suite on ${name}`, () => {
    afterAll(() => store.stop())
    for (const [index, route] of store.server.routeTable.entries()) {
      const title = `${route.method} ${route.path}: ${FUZZ_RUNS} requests, no 5xx, a message on every 4xx, the promised headers, nothing written when refused`
      it(
        title,
        async () => {
          const statuses = [...(await fuzzRoute(name, store, route, index + 1)).keys()]
          if (FUZZ_RUNS < 100) return
          expect(
            statuses.some((status) => status < 300),
            "no request succeeded: teach knownValue its fields",
          ).toBe(true)
          expect(
            statuses.some((status) => status >= 400),
            "no request was refused",
          ).toBe(true)
        },
        120_000 + FUZZ_RUNS * 60,
      )
    }
    for (const route of store.server.censusRoutes) {
      it(
        `POST ${route.path} (census): ${FUZZ_RUNS} requests, no 5xx, a message on every 4xx, 413 past ${route.limit} bytes, nothing stored when refused`,
        async () => {
          const fuzzed = { method: "POST", path: route.path } as const
          const statuses = await fuzzRequests(name, store, fuzzed, (world) => censusRequestFor(route, world))
          if (FUZZ_RUNS < 100) return
          expect([...statuses.keys()]).toEqual(expect.arrayContaining([202, 400, 413]))
        },
        120_000 + FUZZ_RUNS * 60,
      )
    }
  })
}
