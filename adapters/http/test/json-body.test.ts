import { request as httpRequest } from "node:http"
import type { AddressInfo } from "node:net"
import express from "express"
import fc from "fast-check"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { HTTP_MESSAGE } from "../src/contract/errors.ts"
import { apiErrorHandler } from "../src/router/fallback.ts"
import { jsonBody } from "../src/router/json-body.ts"

const LIMIT = 1000

// A real server: the reader, then a route that answers what it read, then the API's error handler.
const app = express()
app.post("/echo", jsonBody(LIMIT), (req, res) => {
  res.json({ body: req.body === undefined ? "(none)" : req.body })
})
app.use(apiErrorHandler({ error: () => {} }))
let url = ""
let server: ReturnType<typeof app.listen>
beforeAll(async () => {
  server = app.listen(0, "127.0.0.1")
  await new Promise((resolve) => server.once("listening", resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/echo`
})
afterAll(() => new Promise((resolve) => server.close(resolve)))

// Sends raw bytes with the given headers (fetch would fix the length and the encoding itself).
const post = (body: Buffer | string, headers: Record<string, string>, chunked = false) =>
  new Promise<{ status: number; json: { body?: unknown; message?: string; errors?: unknown } }>(
    (resolve, reject) => {
      const bytes = Buffer.isBuffer(body) ? body : Buffer.from(body)
      const req = httpRequest(url, {
        method: "POST",
        headers: chunked ? headers : { ...headers, "content-length": String(bytes.length) },
      })
      req.on("response", (res) => {
        const chunks: Buffer[] = []
        res.on("data", (chunk: Buffer) => chunks.push(chunk))
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, json: JSON.parse(Buffer.concat(chunks).toString()) }),
        )
      })
      req.on("error", reject)
      req.end(bytes)
    },
  )
const JSON_TYPE = { "content-type": "application/json" }

describe("jsonBody", () => {
  it("reads any JSON object or array of clean text as JSON.parse does (property)", async () => {
    const clean = fc.string({ unit: "grapheme" }).filter((text) => !text.includes("\0"))
    const value = fc.oneof(
      fc.dictionary(clean, fc.oneof(clean, fc.integer(), fc.boolean()), { maxKeys: 5 }),
      fc.array(clean, { maxLength: 5 }),
    )
    await fc.assert(
      fc.asyncProperty(value, fc.boolean(), async (body, chunked) => {
        const answer = await post(JSON.stringify(body), JSON_TYPE, chunked)
        expect(answer).toEqual({ status: 200, json: { body } })
      }),
      { numRuns: 100 },
    )
  })

  it.each([
    ["a charset of UTF-8", { "content-type": "application/json; charset=UTF-8" }],
    ["a media type in capitals", { "content-type": "Application/JSON" }],
  ])("reads a body with %s", async (_, headers) => {
    expect(await post('{"a":1}', headers)).toEqual({ status: 200, json: { body: { a: 1 } } })
  })

  it("skips a byte-order mark, and reads an empty body as {}", async () => {
    expect(await post('\ufeff{"a":1}', JSON_TYPE)).toEqual({ status: 200, json: { body: { a: 1 } } })
    expect(await post("", JSON_TYPE)).toEqual({ status: 200, json: { body: {} } })
  })

  it("leaves a body of another type unread, for the route's Schema to refuse", async () => {
    expect(await post('{"a":1}', { "content-type": "text/plain" })).toEqual({
      status: 200,
      json: { body: "(none)" },
    })
    expect(await post('{"a":1}', {})).toEqual({ status: 200, json: { body: "(none)" } })
  })

  it.each([
    ["a scalar (strict: objects and arrays only)", "12"],
    ["a cut object", '{"a":'],
    ["a trailing comma", '{"a":1,}'],
  ])("refuses %s as malformed JSON (400, errors.body)", async (_, body) => {
    const message = HTTP_MESSAGE.malformedJson
    expect(await post(body, JSON_TYPE)).toEqual({ status: 400, json: { message, errors: { body: message } } })
  })

  it.each([
    ["bytes that are not UTF-8", Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0x22, 0x7d])],
    ["a NUL in a value", '{"a":"x\\u0000"}'],
    ["a NUL in a key", '{"\\u0000":1}'],
    ["a lone surrogate deep inside", '[{"a":["\\ud800"]}]'],
  ])("refuses %s at the boundary (400, errors.body)", async (_, body) => {
    const message = HTTP_MESSAGE.badBody
    expect(await post(body, JSON_TYPE)).toEqual({ status: 400, json: { message, errors: { body: message } } })
  })

  it("refuses a body past the limit with 413, by its length or while reading it", async () => {
    const big = JSON.stringify({ a: "x".repeat(LIMIT) })
    const message = HTTP_MESSAGE.bodyTooLarge
    const refused = { status: 413, json: { message, errors: { body: message } } }
    expect(await post(big, JSON_TYPE)).toEqual(refused)
    expect(await post(big, JSON_TYPE, true)).toEqual(refused)
  })

  it.each([
    ["another charset", { "content-type": "application/json; charset=latin1" }],
    ["a compressed body", { ...JSON_TYPE, "content-encoding": "gzip" }],
  ])("refuses %s with 415", async (_, headers) => {
    const message = HTTP_MESSAGE.unreadable
    expect(await post('{"a":1}', headers)).toEqual({
      status: 415,
      json: { message, errors: { body: message } },
    })
  })
})
