import { get } from "node:http"

/**
 * A GET on a connection of its own (no keep-alive), so that with `WORKERS=N` each request may go to
 * another process; resolves with the status and the body as text, or status 0 when no answer came.
 *
 * @example
 * const { status } = await getOnNewConnection(url, "/api/health")
 */
export const getOnNewConnection = (
  url: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<{ readonly status: number; readonly body: string }> =>
  new Promise((resolve) => {
    const request = get(url + path, { agent: false, headers }, (response) => {
      let body = ""
      response.setEncoding("utf8")
      response.on("data", (chunk: string) => {
        body += chunk
      })
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body }))
      response.on("error", () => resolve({ status: 0, body }))
    })
    request.on("error", () => resolve({ status: 0, body: "" }))
  })
