import { createServer } from "node:http"
import type { AddressInfo } from "node:net"
import express, { type RequestHandler } from "express"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { apiLane } from "./api-lane.ts"

const errors: unknown[] = []
const app = express()
app.set("trust proxy", 1)
const seen: { lane: boolean; ip: string | undefined; originalUrl: string; resReq: boolean }[] = []
const front: RequestHandler[] = [
  (_req, res, next) => {
    res.setHeader("X-Front", "yes")
    next()
  },
  (req, res, next) => {
    const url = req.url.toLowerCase()
    if (url.startsWith("/api/boom")) throw new Error("boom")
    if (url.startsWith("/api/pass") || !url.startsWith("/api/")) return next()
    // Express's own request: no prototype swap happened (the lane's class), and its getters work.
    seen.push({
      lane: Object.getPrototypeOf(req) !== app.request,
      ip: req.ip,
      originalUrl: req.originalUrl,
      resReq: res.req === req,
    })
    res.status(200).json({ path: req.path, query: req.query })
  },
]
app.use(...front)
app.get("/page", (_req, res) => {
  res.send("page")
})
const lane = apiLane(app, front, { error: (fields) => errors.push(fields) })
const server = createServer(lane, lane.handle)
let base = ""
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise((resolve) => server.close(resolve)))

describe("apiLane", () => {
  it("serves /api with the app's front handlers, without Express's prototype swap, and Express's getters", async () => {
    const response = await fetch(`${base}/API/cart?q=1`, { headers: { "x-forwarded-for": "203.0.113.9" } })
    expect(response.status).toBe(200)
    expect(response.headers.get("x-front")).toBe("yes")
    expect(await response.json()).toEqual({ path: "/API/cart", query: { q: "1" } })
    expect(seen.at(-1)).toEqual({ lane: true, ip: "203.0.113.9", originalUrl: "/API/cart?q=1", resReq: true })
  })

  it("answers 404 JSON for an /api path the front handlers pass on", async () => {
    const response = await fetch(`${base}/api/pass`)
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ message: expect.any(String) })
  })

  it("ends a failure in the API's error handler (500 with the API's message, logged)", async () => {
    const response = await fetch(`${base}/api/boom`)
    expect(response.status).toBe(500)
    expect(await response.json()).toEqual({ message: expect.any(String) })
    expect(errors).toHaveLength(1)
  })

  it("gives every other request to the Express app", async () => {
    const response = await fetch(`${base}/page`)
    expect(await response.text()).toBe("page")
    expect(response.headers.get("x-front")).toBe("yes")
  })
})
