import type { Authorize, StoreRoute } from "@vitrine/adapter-http/router"
import { demoCatalogue, type RunningServer, start } from "@vitrine/app-server"
import fc from "fast-check"
import { pino } from "pino"
import { afterAll, describe, expect, it } from "vitest"
import { demo, skuOf } from "./demo.ts"
import type { FuzzDatabase } from "./fuzz/database.ts"
import { installJournal, type Snapshot } from "./fuzz/journal.ts"
import { checkAnswer } from "./fuzz/promises.ts"
import { type RouteSamples, requestFor } from "./fuzz/requests.ts"
import { sendRaw } from "./fuzz/wire.ts"
import { schemaSamples, type World } from "./fuzz/world.ts"
import { Visitor } from "./visitor.ts"

/** Cases per route: 2 000 by default, `FUZZ_RUNS` to change it (10 000 before a release). */
export const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? 2000)

/** `FUZZ_SEED` replays a run (fast-check prints the seed of a failing one). */
const FUZZ_SEED = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED)

// Merchant routes are tried allowed, signed out and forbidden, as the request's header says.
const byHeader: Authorize = (req) => {
  const asked = req.headers["x-fuzz-access"]
  return asked === "401" ? 401 : asked === "403" ? 403 : "allowed"
}

/** The store the fuzz attacks: the real server on its own database, what it knows, and the journal. */
export interface FuzzStore {
  readonly server: RunningServer
  /** What the fuzz knows, with the visitor's cart lines as they are now. */
  readonly refreshed: () => Promise<World>
  readonly snapshot: () => Promise<Snapshot>
  /** The server's error log lines since the last request. */
  readonly logged: string[]
  readonly stop: () => Promise<void>
}

const knownWorld = async (url: string): Promise<World> => {
  const visitor = await new Visitor(url).arrive()
  await visitor.send("POST", "/api/commerce/shopping-cart/entries", {
    itemId: demo("canvas-tote").id,
    quantity: 2,
  })
  const added = await visitor.send("POST", "/api/commerce/shopping-cart/entries", {
    itemId: demo("linen-shirt").id,
    sku: skuOf("linen-shirt", { Size: "M", Colour: "Sage" }),
  })
  return {
    crumb: visitor.crumb() ?? "",
    cartId: visitor.cookies.get("vitrine_cart") ?? "",
    entryIds: added.body.shoppingCart.entries.map((entry: { id: string }) => entry.id),
    productIds: demoCatalogue.flatMap((product) => [product.id, product.urlSlug]),
    skus: demoCatalogue.flatMap((product) =>
      product.variants.flatMap((variant) => [variant.sku, variant.id]),
    ),
    choices: demoCatalogue.flatMap((product) =>
      product.variants.map((variant) => ({ itemId: product.id, sku: variant.sku })),
    ),
  }
}

/**
 * Starts the real server (app-server's `start`: `createApp` on port 0, in this process) on the
 * fuzz's own database with the demo catalogue, the rate limit out of the way, an authorizer the
 * requests steer, and a web build of one page; installs the write journal; and prepares a visitor
 * with a cart.
 *
 * @example
 * const store = await startFuzzStore(await fuzzPglite(), webDist)
 */
export const startFuzzStore = async (database: FuzzDatabase, webDist: string): Promise<FuzzStore> => {
  const journal = await installJournal(database.sql)
  const logged: string[] = []
  const logger = pino({ level: "error" }, { write: (line: string) => void logged.push(line) })
  const server = await start({
    port: 0,
    database: database.options,
    logger,
    webDist,
    rateLimit: { limit: 1_000_000_000 },
    authorize: byHeader,
  })
  const before = await journal.snapshot()
  const world = await knownWorld(server.url)
  // The journal must see the visitor's two adds, or its "nothing written" would prove nothing.
  if (JSON.stringify(await journal.snapshot()) === JSON.stringify(before)) {
    throw new Error("The write journal saw no write of the visitor's adds")
  }
  const refreshed = async (): Promise<World> => {
    const answer = await sendRaw(server.url, {
      method: "GET",
      path: "/api/commerce/shopping-cart",
      headers: { cookie: `vitrine_cart=${encodeURIComponent(world.cartId)}` },
    })
    const cart = JSON.parse(answer.body.toString("utf8")).cart as { entries: { id: string }[] } | null
    const entryIds = cart?.entries.map((entry) => entry.id) ?? []
    return { ...world, entryIds: entryIds.length > 0 ? entryIds : world.entryIds }
  }
  return {
    server,
    refreshed,
    snapshot: journal.snapshot,
    logged,
    stop: async () => {
      await server.stop()
      await database.release()
    },
  }
}

const fuzzRoute = async (name: string, store: FuzzStore, route: StoreRoute, seed: number) => {
  const samples: RouteSamples = {
    params: await schemaSamples(route.params, seed),
    query: await schemaSamples(route.query, seed),
    body: await schemaSamples(route.body, seed),
  }
  const world = await store.refreshed()
  const statuses = new Map<number, number>()
  const started = performance.now()
  const cpu = process.cpuUsage()
  let before = await store.snapshot()
  await fc.assert(
    fc.asyncProperty(requestFor(route, world, samples), async (request) => {
      store.logged.length = 0
      const answer = await sendRaw(store.server.url, request)
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1)
      checkAnswer(route, request, answer, () => store.logged.join("\n"))
      const after = await store.snapshot()
      // A refused request writes nothing; nor does any GET, refused or not (safe reads).
      if (answer.status >= 400 || route.method === "GET") {
        expect(after, `${request.method} ${request.path} → ${answer.status} wrote to the database`).toEqual(
          before,
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
 * and some refused, or part of it went untried.
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
  })
}
