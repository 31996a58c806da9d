import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { failed } from "../../../react/test/fake-client.ts"
import { loadFailureOf } from "./load-failure.ts"

const errorOf = (status: number, retryAfterSeconds?: number) => {
  const result = failed({
    status,
    message: "",
    ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }),
  })
  if (result.ok) throw new Error("failed() is a failure")
  return result.error
}

describe("loadFailureOf", () => {
  it("tells each status the client reports apart, with the server's wait for 429 and 503", () => {
    expect(loadFailureOf(errorOf(0))).toEqual({ kind: "offline" })
    expect(loadFailureOf(errorOf(401))).toEqual({ kind: "signed-out" })
    expect(loadFailureOf(errorOf(403))).toEqual({ kind: "forbidden" })
    expect(loadFailureOf(errorOf(404))).toEqual({ kind: "not-found" })
    expect(loadFailureOf(errorOf(429, 2))).toEqual({ kind: "rate-limited", retryAfterSeconds: 2 })
    expect(loadFailureOf(errorOf(503, 5))).toEqual({ kind: "unavailable", retryAfterSeconds: 5 })
    expect(loadFailureOf(errorOf(503))).toEqual({ kind: "unavailable", retryAfterSeconds: null })
  })

  it("any other status (a 5xx, an unexpected 4xx, a 200 that broke the contract) is a failed load with it", () => {
    const told = new Set([0, 401, 403, 404, 429, 503])
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 599 }).filter((status) => !told.has(status)),
        (status) => {
          expect(loadFailureOf(errorOf(status))).toEqual({ kind: "failed", status })
        },
      ),
    )
  })
})
