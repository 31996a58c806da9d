import { Agent, request } from "node:http"

/** A request as it goes on the wire: the path and query already encoded (ASCII), headers, a body. */
export interface WireRequest {
  readonly method: string
  readonly path: string
  readonly headers: Readonly<Record<string, string>>
  readonly body?: Buffer | undefined
}

/** The answer: status, headers (lower-case names), the body's bytes. */
export interface WireAnswer {
  readonly status: number
  readonly headers: Readonly<Record<string, string | string[] | undefined>>
  readonly body: Buffer
}

const agent = new Agent({ keepAlive: true, maxSockets: 1 })

/**
 * Sends one request over a kept-alive loopback connection with node:http, which sends the path and
 * header bytes as given (fetch would normalise the path and refuse some headers), and reads the
 * whole answer.
 *
 * @example
 * const answer = await sendRaw("http://127.0.0.1:3000", { method: "GET", path: "/api/commerce/products/%00", headers: {} })
 */
export const sendRaw = (baseUrl: string, wire: WireRequest): Promise<WireAnswer> =>
  new Promise((resolve, reject) => {
    const url = new URL(baseUrl)
    const outgoing = request(
      {
        agent,
        host: url.hostname,
        port: url.port,
        method: wire.method,
        path: wire.path,
        headers: {
          ...wire.headers,
          ...(wire.body === undefined ? {} : { "content-length": String(wire.body.length) }),
        },
      },
      (incoming) => {
        const chunks: Buffer[] = []
        incoming.on("data", (chunk: Buffer) => chunks.push(chunk))
        incoming.on("end", () =>
          resolve({
            status: incoming.statusCode ?? 0,
            headers: incoming.headers,
            body: Buffer.concat(chunks),
          }),
        )
        incoming.on("error", reject)
      },
    )
    outgoing.on("error", reject)
    outgoing.end(wire.body)
  })

const SHOWN = 600

/**
 * A request as a failing case is reported: method, path, headers, and the body as text.
 *
 * @example
 * describeRequest({ method: "GET", path: "/api/health", headers: {} }) // "GET /api/health\nbody: (no body)"
 */
export const describeRequest = (request: WireRequest): string => {
  const clip = (text: string) =>
    text.length > SHOWN ? `${text.slice(0, SHOWN)}… (${text.length} characters)` : text
  const headers = Object.entries(request.headers).map(([name, value]) => `${name}: ${clip(value)}`)
  const body = request.body === undefined ? "(no body)" : clip(JSON.stringify(request.body.toString("utf8")))
  return [`${request.method} ${clip(request.path)}`, ...headers, `body: ${body}`].join("\n")
}
