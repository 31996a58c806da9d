import type { AddressInfo } from "node:net"
import express from "express"

/**
 * The baseline every server figure is divided by: a bare Express app answering one JSON route,
 * measured on the same machine in the same run.
 *
 * @example
 * const baseline = await startBaseline(); await baseline.stop()
 */
export const startBaseline = async (): Promise<{ url: string; stop: () => Promise<void> }> => {
  const app = express()
  app.use(express.json())
  app.post("/json", (request, response) => {
    response.json({ ok: true, received: request.body })
  })
  const server = app.listen(0, "127.0.0.1")
  await new Promise<void>((resolve) => server.once("listening", () => resolve()))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/json`,
    stop: () =>
      new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  }
}
