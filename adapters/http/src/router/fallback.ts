import { isStoreUnavailable } from "@vitrine/core/store"
import type { ErrorRequestHandler, RequestHandler } from "express"
import { type ErrorBody, HTTP_MESSAGE } from "../contract/errors.ts"
import type { RouterLog } from "./context.ts"
import { send } from "./reply.ts"

/**
 * 404 JSON for an /api path no route serves.
 *
 * @example
 * router.use("/api", apiNotFound())
 */
export const apiNotFound = (): RequestHandler => (req, res) => {
  send(req, res, { status: 404, body: { message: HTTP_MESSAGE.notFound } satisfies ErrorBody })
}

/**
 * Seconds a client is asked to wait (`Retry-After`) while the database is out of reach: about what a
 * Postgres restart or a failover takes, and short enough that a visitor retrying by hand is not held
 * back once it is over (the server itself serves again as soon as a connection opens).
 */
export const RETRY_AFTER_SECONDS = 5

/**
 * The last error handler. Bad input the body parser refused is the client's (400 for malformed JSON
 * with `errors.body`, 413 for a body too large, its own 4xx otherwise), so bad input never gives a
 * 500. The database out of reach (core's `StoreUnavailable`) is temporary: 503 with `Retry-After`
 * and `HTTP_MESSAGE.unavailable`, logged as a warning. Anything else is ours: logged with the
 * request, answered 500 with ERR-003's "Please try again".
 *
 * @example
 * router.use(apiErrorHandler(logger))
 */
export const apiErrorHandler =
  (log: RouterLog): ErrorRequestHandler =>
  (error: unknown, req, res, next) => {
    if (res.headersSent) return next(error)
    const status = clientStatus(error)
    if (status !== undefined) {
      const { message, body } = clientMessage(error, status)
      const reply: ErrorBody = body ? { message, errors: { body: message } } : { message }
      send(req, res, { status, body: reply })
      return
    }
    if (isStoreUnavailable(error)) {
      const fields = { err: error, method: req.method, url: req.originalUrl }
      ;(log.warn ?? log.error)(fields, "store unavailable")
      const headers = { "Retry-After": String(RETRY_AFTER_SECONDS) }
      send(req, res, {
        status: 503,
        headers,
        body: { message: HTTP_MESSAGE.unavailable } satisfies ErrorBody,
      })
      return
    }
    log.error({ err: error, method: req.method, url: req.originalUrl }, "request failed")
    send(req, res, { status: 500, body: { message: HTTP_MESSAGE.server } satisfies ErrorBody })
  }

const clientStatus = (error: unknown): number | undefined => {
  if (typeof error !== "object" || error === null) return undefined
  const status = (error as { status?: unknown }).status
  return typeof status === "number" && status >= 400 && status < 500 ? status : undefined
}

const clientMessage = (error: unknown, status: number): { message: string; body: boolean } => {
  // body-parser's errors carry a `type` ("entity.parse.failed", "entity.too.large", ...).
  const type = (error as { type?: unknown }).type
  if (type === "entity.parse.failed") return { message: HTTP_MESSAGE.malformedJson, body: true }
  if (status === 413) return { message: HTTP_MESSAGE.bodyTooLarge, body: true }
  if (typeof type === "string") return { message: HTTP_MESSAGE.unreadable, body: true }
  if (status === 404) return { message: HTTP_MESSAGE.notFound, body: false }
  return { message: HTTP_MESSAGE.badRequest, body: false }
}
