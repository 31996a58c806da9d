import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { retryAfterSeconds } from "../src/client/retry-after.ts"
import { createStoreClient } from "../src/client/store.ts"

const NOW = Date.parse("2026-11-28T12:00:00Z")

describe("retryAfterSeconds", () => {
  it("reads delta-seconds as they are", () => {
    fc.assert(fc.property(fc.nat(), (seconds) => retryAfterSeconds(String(seconds), NOW) === seconds))
  })

  it("reads an HTTP-date as the seconds left until it, never below zero", () => {
    expect(retryAfterSeconds("Sat, 28 Nov 2026 12:00:30 GMT", NOW)).toBe(30)
    expect(retryAfterSeconds("Sat, 28 Nov 2026 11:59:00 GMT", NOW)).toBe(0)
  })

  it("is undefined when the header is absent or unreadable", () => {
    for (const header of [null, "", "  ", "-5", "soon", "1.5"]) {
      expect(retryAfterSeconds(header, NOW)).toBeUndefined()
    }
  })
})

describe("the client's failed call", () => {
  const answering = (response: Response) =>
    createStoreClient({ baseUrl: "http://shop.test", fetch: async () => response })

  it("carries the Retry-After the server sent with its 503", async () => {
    const client = answering(
      Response.json(
        { message: "The store cannot be reached just now." },
        { status: 503, headers: { "Retry-After": "5" } },
      ),
    )
    expect(await client.getCart()).toEqual({
      ok: false,
      error: {
        status: 503,
        message: "The store cannot be reached just now.",
        fieldErrors: {},
        crumbFail: false,
        retryAfterSeconds: 5,
      },
    })
  })

  it("has no wait when the server named none", async () => {
    const result = await answering(Response.json({ message: "Please try again" }, { status: 500 })).getCart()
    expect(result.ok || "retryAfterSeconds" in result.error).toBe(false)
  })
})
