import type { AddressInfo } from "node:net"
import express from "express"
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest"
import { applyCookies, type CookieChange } from "../src/router/cookies.ts"

// A lifetime, a clearing, a session cookie, and a value that needs encoding.
const CHANGES: readonly CookieChange[] = [
  { name: "vitrine_cart", value: "cart-1", httpOnly: true, maxAgeMs: 30 * 24 * 60 * 60 * 1000 },
  { name: "hasCart", value: "", httpOnly: false, maxAgeMs: 0 },
  { name: "crumb", value: "a b;c", httpOnly: false },
]

const app = express()
app.set("trust proxy", true)
// What Express's own res.cookie writes for the same changes, as applyCookies used to call it.
app.get("/express", (req, res) => {
  res.cookie("before", "1")
  for (const change of CHANGES) {
    res.cookie(change.name, change.value, {
      path: "/",
      sameSite: "lax",
      httpOnly: change.httpOnly,
      secure: req.secure,
      ...(change.maxAgeMs === 0 ? { expires: new Date(0) } : {}),
      ...(change.maxAgeMs ? { maxAge: change.maxAgeMs } : {}),
    })
  }
  res.end()
})
app.get("/ours", (req, res) => {
  res.cookie("before", "1")
  applyCookies(req, res, CHANGES)
  applyCookies(req, res, [])
  res.end()
})

let base = ""
let server: ReturnType<typeof app.listen> | undefined
beforeAll(async () => {
  const listening = app.listen(0, "127.0.0.1")
  await new Promise<void>((resolve) => listening.once("listening", () => resolve()))
  server = listening
  base = `http://127.0.0.1:${(listening.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())))
afterEach(() => vi.useRealTimers())

const setCookies = async (path: string, headers: Record<string, string> = {}) =>
  (await fetch(base + path, { headers })).headers.getSetCookie()

describe("applyCookies", () => {
  it("writes each cookie as Express's res.cookie does, after those already set", async () => {
    vi.useFakeTimers({ toFake: ["Date"] })
    vi.setSystemTime(new Date("2026-11-23T10:00:00.400Z"))
    const ours = await setCookies("/ours")
    expect(ours).toEqual(await setCookies("/express"))
    expect(ours).toHaveLength(4)
    expect(ours[1]).toBe(
      "vitrine_cart=cart-1; Max-Age=2592000; Path=/; Expires=Wed, 23 Dec 2026 10:00:00 GMT; HttpOnly; SameSite=Lax",
    )
  })

  it("marks the cookies Secure when the request came over HTTPS", async () => {
    vi.useFakeTimers({ toFake: ["Date"] })
    vi.setSystemTime(new Date("2026-11-23T10:00:00.400Z"))
    const https = { "x-forwarded-proto": "https" }
    const ours = await setCookies("/ours", https)
    expect(ours).toEqual(await setCookies("/express", https))
    expect(ours.slice(1).every((line) => line.includes("; Secure"))).toBe(true)
  })
})
