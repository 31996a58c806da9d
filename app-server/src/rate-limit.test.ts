import { createServer, type Server } from "node:http"
import type { AddressInfo } from "node:net"
import { ADD_TO_CART_ERROR } from "@vitrine/core/cart"
import express, { type RequestHandler } from "express"
import { ipKeyGenerator, MemoryStore, rateLimit, type Store } from "express-rate-limit"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { apiRateLimit } from "./rate-limit.ts"

const LIMIT = 3
const WINDOW_MS = 60_000

// The same limit twice, on two paths of one app: ours, and express-rate-limit's own middleware as
// the library documents it (draft-8 headers, the IPv6 /56 key, the spec's message past the limit).
// Both must answer every request alike.
const library = (store: Store): RequestHandler =>
  rateLimit({
    windowMs: WINDOW_MS,
    limit: LIMIT,
    standardHeaders: "draft-8",
    legacyHeaders: false,
    store,
    keyGenerator: (req) => ipKeyGenerator(req.ip ?? "unknown"),
    skip: (req) => /^\/api\/health\/?$/i.test(req.path),
    handler: (_req, res) => void res.status(429).json({ message: ADD_TO_CART_ERROR.rateLimited }),
  })

// A store that answers with promises only, as a store on another machine (Redis) would.
const promisedStore = (): Store => {
  const memory = new MemoryStore()
  return {
    init: (options) => memory.init(options),
    increment: async (key) => memory.increment(key),
    decrement: async (key) => memory.decrement(key),
    resetKey: async (key) => memory.resetKey(key),
  }
}

// A store whose count is at once, as the Postgres adapter's.
const immediateStore = (): Store => {
  const hits = new Map<string, number>()
  const resetTime = new Date(Date.now() + WINDOW_MS)
  return {
    increment: (key) => {
      const totalHits = (hits.get(key) ?? 0) + 1
      hits.set(key, totalHits)
      return { totalHits, resetTime }
    },
    decrement: (key) => void hits.set(key, (hits.get(key) ?? 1) - 1),
    resetKey: (key) => void hits.delete(key),
  }
}

const failingStore: Store = {
  increment: () => Promise.reject(new Error("counter unreachable")),
  decrement: () => undefined,
  resetKey: () => undefined,
}

const app = express()
app.set("trust proxy", true)
const answer: RequestHandler = (_req, res) => void res.json({ ok: true })
app.use("/ours", apiRateLimit({ limit: LIMIT, windowMs: WINDOW_MS, store: promisedStore() }), answer)
app.use("/theirs", library(promisedStore()), answer)
app.use("/immediate", apiRateLimit({ limit: LIMIT, windowMs: WINDOW_MS, store: immediateStore() }), answer)
app.use("/memory", apiRateLimit({ limit: LIMIT, windowMs: WINDOW_MS }), answer)
app.use("/failing", apiRateLimit({ limit: LIMIT, store: failingStore }), answer)
app.use(
  ((_error, _req, res, _next) =>
    void res.status(500).json({ message: "failed" })) as express.ErrorRequestHandler,
)

let server: Server
let base = ""
beforeAll(async () => {
  server = createServer(app)
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const call = async (mount: string, path: string, from: string) => {
  const response = await fetch(`${base}${mount}${path}`, { headers: { "x-forwarded-for": from } })
  return {
    status: response.status,
    body: await response.json(),
    rateLimit: response.headers.get("ratelimit"),
    policy: response.headers.get("ratelimit-policy"),
  }
}

describe("the /api rate limit", () => {
  it("ADDCART-022 answers each request as express-rate-limit's own middleware does: the count, the draft-8 headers, 429 with the spec's message past the limit", async () => {
    const clients = ["203.0.113.7", "2001:db8:1:2::1", "2001:db8:1:2:ffff::9", "198.51.100.1"]
    for (const from of [...clients, ...clients, ...clients, ...clients, clients[0] ?? ""]) {
      const ours = await call("/ours", "/api/products", from)
      const theirs = await call("/theirs", "/api/products", from)
      expect(ours).toEqual(theirs)
    }
    // The two IPv6 addresses of one /56 share a count: their fourth and later calls were refused.
    const refused = await call("/ours", "/api/products", "2001:db8:1:2:abcd::1")
    expect(refused.status).toBe(429)
    expect(refused.body).toEqual({ message: ADD_TO_CART_ERROR.rateLimited })
    expect(refused.rateLimit).toMatch(/^"3-in-1min"; r=0; t=(59|60)$/)
    expect(refused.policy).toMatch(/^"3-in-1min"; q=3; w=60; pk=:[A-Za-z0-9+/=]+:$/)
  })

  it("ADDCART-022 a store that counts at once decides in the same way, and so does the default in-memory store", async () => {
    for (const mount of ["/immediate", "/memory"]) {
      const statuses = []
      for (let call_ = 0; call_ < LIMIT + 2; call_++)
        statuses.push((await call(mount, "/api/products", "192.0.2.44")).status)
      expect(statuses).toEqual([200, 200, 200, 429, 429])
      // Another client has its own count.
      expect((await call(mount, "/api/products", "192.0.2.45")).status).toBe(200)
    }
  })

  it("the health endpoint is not counted, in any case and with a trailing slash", async () => {
    for (let poll = 0; poll < LIMIT + 3; poll++) {
      for (const path of ["/api/health", "/API/Health/"]) {
        const polled = await call("/immediate", path, "192.0.2.99")
        expect(polled.status).toBe(200)
        expect(polled.rateLimit).toBeNull()
      }
    }
    expect((await call("/immediate", "/api/products", "192.0.2.99")).rateLimit).toMatch(/r=2;/)
  })

  it("a store that fails passes the error on: the request is not let through uncounted", async () => {
    const failed = await call("/failing", "/api/products", "192.0.2.7")
    expect(failed).toMatchObject({ status: 500, body: { message: "failed" } })
  })
})
