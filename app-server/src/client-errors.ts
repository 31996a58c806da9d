import { STATUS_CODES } from "node:http"
import type { Socket } from "node:net"
import { type ErrorBody, HTTP_MESSAGE } from "@vitrine/adapter-http/contract"
import { API_SECURITY_HEADERS } from "./security-headers.ts"

/** The status Node's parser failure gets: 431 for a head past the limit, 408 for one too slow, else 400. */
const statusOf = (error: Error & { readonly code?: string }): number =>
  error.code === "HPE_HEADER_OVERFLOW"
    ? 431
    : error.code === "HPE_REQUEST_TIMEOUT" || error.code === "ERR_HTTP_REQUEST_TIMEOUT"
      ? 408
      : 400

/**
 * Answers a request Node's HTTP parser refused before the app saw it (a request line and headers
 * past 16 KiB, a control character in the path or a header, a malformed request line) as the API
 * answers every refusal: JSON `{ message }` with its security headers and `no-store`, then closes
 * the connection (its bytes can no longer be trusted to frame a next request). Node's own answer is
 * a bare status line without a body.
 *
 * @example
 * server.on("clientError", answerClientError)
 */
export const answerClientError = (error: Error & { readonly code?: string }, socket: Socket): void => {
  if (error.code === "ECONNRESET" || !socket.writable) {
    socket.destroy()
    return
  }
  const status = statusOf(error)
  const message =
    status === 431
      ? HTTP_MESSAGE.headTooLarge
      : status === 408
        ? HTTP_MESSAGE.tooSlow
        : HTTP_MESSAGE.badRequest
  const body = JSON.stringify({ message } satisfies ErrorBody)
  const headers = [
    ["Content-Type", "application/json; charset=utf-8"],
    ["Content-Length", String(Buffer.byteLength(body))],
    ["Cache-Control", "no-store"],
    ["Connection", "close"],
    ...API_SECURITY_HEADERS,
  ]
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${headers.map(([name, value]) => `${name}: ${value}`).join("\r\n")}\r\n\r\n${body}`,
  )
}
