import http from "node:http"
import type { AddressInfo } from "node:net"

/**
 * The least any Node server can spend on an add: a bare `node:http` server that reads the request's
 * body, parses it and answers a small JSON, with no framework, no rules and no database. Beside the
 * floor, it bounds what the store can reach on this machine: the store's add can cost no less than
 * this plus its share of Postgres, so `(floor + floor's Postgres) / (bare + store's Postgres)` is the
 * most store / floor could ever be (see `add-cost.ts`).
 *
 * @example
 * const bare = await startBare()
 */
export const startBare = async (): Promise<{ url: string; stop: () => Promise<void> }> => {
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on("data", (chunk: Buffer) => chunks.push(chunk))
    request.on("end", () => {
      const { quantity } = JSON.parse(Buffer.concat(chunks).toString("utf8")) as { quantity: number }
      response.setHeader("Content-Type", "application/json")
      response.end(JSON.stringify({ quantity }))
    })
  })
  server.listen(0, "127.0.0.1")
  await new Promise<void>((resolve) => server.once("listening", () => resolve()))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/add`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
