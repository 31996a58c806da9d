import type { AddressInfo } from "node:net"
import { afterAll, assert, beforeAll, describe, it } from "@effect/vitest"
import { Effect, Layer, ManagedRuntime } from "effect"
import express from "express"
import { rateLimit, type Store } from "express-rate-limit"
import { pgliteOptions, serverOptions } from "../../../contract-tests/src/setup/database.ts"
import { PostgresRateLimitStore, postgresLayer, type RateLimitStore } from "../src/index.ts"

let runtime: ManagedRuntime.ManagedRuntime<PostgresRateLimitStore, never>
let prefixes = 0

// Each test its own prefix: stores with different prefixes never see each other's keys.
const aStore = async (windowMs = 60_000): Promise<RateLimitStore> => {
  const prefix = `test-${++prefixes}:`
  const store = await runtime.runPromise(PostgresRateLimitStore.useSync((stores) => stores.make({ prefix })))
  await store.init({ windowMs })
  return store
}

beforeAll(async () => {
  runtime = ManagedRuntime.make(Layer.fresh(postgresLayer(await pgliteOptions())))
  await runtime.runPromise(Effect.void)
})
afterAll(() => runtime.dispose())

describe("PostgresRateLimitStore", () => {
  it("is an express-rate-limit Store whose keys are not local to the process", async () => {
    const store: Store = await aStore()
    assert.isFalse(store.localKeys)
  })

  it("counts hits per key within a window", async () => {
    const store = await aStore()
    assert.isUndefined(await store.get("1.2.3.4"))
    const first = await store.increment("1.2.3.4")
    const second = await store.increment("1.2.3.4")
    assert.strictEqual(first.totalHits, 1)
    assert.strictEqual(second.totalHits, 2)
    assert.strictEqual(second.resetTime?.getTime(), first.resetTime?.getTime())
    assert.isAbove(first.resetTime?.getTime() ?? 0, Date.now() + 50_000)
    assert.strictEqual((await store.increment("5.6.7.8")).totalHits, 1)
    assert.strictEqual((await store.get("1.2.3.4"))?.totalHits, 2)
  })

  it("starts a key over once its window is past", async () => {
    const store = await aStore(50)
    await store.increment("k")
    await store.increment("k")
    await new Promise((resolve) => setTimeout(resolve, 120))
    assert.isUndefined(await store.get("k"))
    assert.strictEqual((await store.increment("k")).totalHits, 1)
  })

  it("decrement takes one hit back, never below zero; resetKey and resetAll forget", async () => {
    const store = await aStore()
    const other = await aStore()
    await store.increment("k")
    await store.increment("k")
    await store.decrement("k")
    assert.strictEqual((await store.get("k"))?.totalHits, 1)
    await store.decrement("k")
    await store.decrement("k")
    assert.strictEqual((await store.get("k"))?.totalHits, 0)
    await store.increment("j")
    await store.resetKey("j")
    assert.isUndefined(await store.get("j"))
    await other.increment("k")
    await store.resetAll()
    assert.isUndefined(await store.get("k"))
    assert.strictEqual((await other.get("k"))?.totalHits, 1)
  })

  it("counts in memory, sending every key's hits in one statement per flush", async () => {
    const trips: (readonly string[])[] = []
    const counted = ManagedRuntime.make(
      Layer.fresh(
        postgresLayer({ ...(await pgliteOptions()), onRoundTrip: (statements) => trips.push(statements) }),
      ),
    )
    try {
      const store = await counted.runPromise(
        PostgresRateLimitStore.useSync((stores) => stores.make({ prefix: "batched:", flushMs: 20 })),
      )
      await store.init({ windowMs: 60_000 })
      trips.length = 0
      for (const key of ["a", "b", "a", "c", "a"]) await store.increment(key)
      assert.strictEqual(trips.length, 0, "no round trip per hit")
      await new Promise((resolve) => setTimeout(resolve, 100))
      assert.strictEqual(trips.length, 1, "one flush for every key")
      assert.strictEqual((await store.get("a"))?.totalHits, 3)
      assert.strictEqual((await store.increment("b")).totalHits, 2)
    } finally {
      await counted.dispose()
    }
  })

  it("counts concurrent hits exactly", async () => {
    const store = await aStore()
    const counts = await Promise.all(Array.from({ length: 20 }, () => store.increment("burst")))
    assert.deepStrictEqual(
      counts.map((count) => count.totalHits).sort((a, b) => a - b),
      Array.from({ length: 20 }, (_, index) => index + 1),
    )
  })

  it("limits an Express route: over the limit gets 429", async () => {
    const app = express()
    app.use(
      rateLimit({ windowMs: 60_000, limit: 2, store: await aStore(), message: { message: "slow down" } }),
    )
    app.get("/", (_request, response) => {
      response.json({ ok: true })
    })
    const server = app.listen(0, "127.0.0.1")
    await new Promise<void>((resolve) => server.once("listening", () => resolve()))
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
      const statuses: number[] = []
      for (let i = 0; i < 3; i++) statuses.push((await fetch(url)).status)
      assert.deepStrictEqual(statuses, [200, 200, 429])
    } finally {
      await new Promise((resolve) => server.close(resolve))
    }
  })
})

describe.skipIf(serverOptions() === undefined)("PostgresRateLimitStore on a Postgres server", () => {
  it("shares counts between two runtimes on one database, as server processes do, once each has flushed", async () => {
    const prefix = `shared-${crypto.randomUUID()}:`
    const open = async () => {
      const runtime = ManagedRuntime.make(Layer.fresh(postgresLayer(serverOptions() ?? {})))
      const store = await runtime.runPromise(
        PostgresRateLimitStore.useSync((stores) => stores.make({ prefix, flushMs: 20 })),
      )
      return { runtime, store }
    }
    const [one, two] = [await open(), await open()]
    try {
      await one.store.increment("client")
      await two.store.increment("client")
      await new Promise((resolve) => setTimeout(resolve, 100))
      assert.strictEqual((await one.store.get("client"))?.totalHits, 2)
      await two.store.increment("client")
      assert.strictEqual((await two.store.get("client"))?.totalHits, 3)
    } finally {
      await Promise.all([one.runtime.dispose(), two.runtime.dispose()])
    }
  })
})
