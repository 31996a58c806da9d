import { connect } from "node:net"
import { memoryLayer } from "@vitrine/core/memory"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { type RunningServer, start } from "./server.ts"

/** Sends raw bytes and reads everything the server answers until it closes the connection. */
const raw = (url: string, request: string) =>
  new Promise<string>((resolve) => {
    const socket = connect(Number(new URL(url).port), "127.0.0.1")
    let answer = ""
    socket.on("data", (chunk) => {
      answer += chunk.toString("latin1")
    })
    socket.on("close", () => resolve(answer))
    socket.write(request)
  })

describe("requests Node's parser refuses", () => {
  let server: RunningServer
  beforeAll(async () => {
    server = await start({ port: 0, logLevel: "silent", layer: memoryLayer() })
  })
  afterAll(() => server.stop())

  it("a request line and headers past 16 KiB: 431 JSON with a message and the API's headers", async () => {
    const answer = await raw(
      server.url,
      `GET /api/health?pad=${"x".repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`,
    )
    expect(answer).toMatch(/^HTTP\/1\.1 431 /)
    expect(answer).toContain("\r\nContent-Type: application/json; charset=utf-8\r\n")
    expect(answer).toContain("\r\nX-Content-Type-Options: nosniff\r\n")
    expect(answer).toContain("\r\nCache-Control: no-store\r\n")
    expect(answer.endsWith('{"message":"The request line and headers are too large."}')).toBe(true)
  })

  it("a malformed request (a space in the path, NUL in a header): 400 JSON 'The request could not be understood.'", async () => {
    for (const request of [
      "GET /api/he alth HTTP/1.1\r\nHost: x\r\n\r\n",
      "GET /api/health HTTP/1.1\r\nHost: x\r\nX-Any: a\u0000b\r\n\r\n",
    ]) {
      const answer = await raw(server.url, request)
      expect(answer).toMatch(/^HTTP\/1\.1 400 /)
      expect(answer.endsWith('{"message":"The request could not be understood."}')).toBe(true)
    }
  })
})
