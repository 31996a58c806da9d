import { DAY_MS } from "@vitrine/core/census"
import { makeMemoryStore, memoryEventStore, memoryLayerFor } from "@vitrine/core/memory"
import { Layer } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { Visitor } from "../../../contract-tests/src/http/visitor.ts"
import { shiftedClock } from "../../../contract-tests/src/setup/clock.ts"
import { type RunningServer, start } from "../server.ts"

// `start({ clock })`: the census stamps hits with the store's clock, the one the dashboard reads
// "today" from, so a store (or a test) on another clock counts its hits on its own days.

const memory = memoryEventStore()
let server: RunningServer

beforeAll(async () => {
  const layer = Layer.merge(memoryLayerFor(makeMemoryStore()), memory.layer)
  server = await start({ port: 0, logLevel: "silent", layer, clock: shiftedClock(3 * DAY_MS) })
})
afterAll(() => server.stop())

describe("the store's clock", () => {
  it("TRACK-001 a hit is stamped with the store's clock, three days ahead of the system's here", async () => {
    const visitor = await new Visitor(server.url).arrive()
    visitor.cookies.set("ss_performanceCookiesAllowed", "true")
    const before = Date.now()
    const answer = await visitor.send(
      "POST",
      "/api/census/RecordHit",
      new URLSearchParams({ event: "view", data: JSON.stringify({ pagePath: "/shop" }) }).toString(),
      { contentType: "application/x-www-form-urlencoded" },
    )
    expect(answer.status).toBe(202)
    await server.census.flush()
    const at = memory.events.map((event) => event.at)
    expect(at).toHaveLength(1)
    expect(at[0]).toBeGreaterThanOrEqual(before + 3 * DAY_MS)
    expect(at[0]).toBeLessThanOrEqual(Date.now() + 3 * DAY_MS)
  })
})
