import { StoreUnavailable } from "@vitrine/core/store"

// The socket could not be opened or was lost (Node's network errors).
const NETWORK = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ECONNABORTED",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
])

// Postgres's own: class 08 (connection exception), the server shutting down or starting
// (57P01 admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now), no connection slot left,
// and a statement cancelled (57014: past `statement_timeout`, waiting on a lock or an overloaded
// server), which a later try may pass.
const SERVER = new Set(["57P01", "57P02", "57P03", "53300", "57014"])

// node-postgres reports a connection that died under it, or one it was handed after it died, or a
// statement the server never answered (`query_timeout`), by message only; knex's pool names the
// timeout of an acquire that found no connection.
const LOST =
  /^(Connection terminated|Client has encountered a connection error|Client was closed|timeout exceeded when trying to connect|Query read timeout|timeout expired)/

/**
 * Whether a driver error means the database is out of reach (rather than a statement it refused).
 *
 * @example
 * isConnectionFailure(Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" })) // true
 */
export const isConnectionFailure = (error: unknown): boolean => {
  if (typeof error !== "object" || error === null) return false
  const { code, message, name } = error as { code?: unknown; message?: unknown; name?: unknown }
  if (typeof code === "string" && (NETWORK.has(code) || SERVER.has(code) || code.startsWith("08")))
    return true
  if (name === "KnexTimeoutError") return true
  return typeof message === "string" && LOST.test(message)
}

/**
 * Rethrows a driver error, as `StoreUnavailable` when it means the database is out of reach, so every
 * path to the database (a statement alone, in a transaction, its COMMIT, taking a connection) reports
 * an outage the same way and the HTTP adapter can answer it 503.
 *
 * @example
 * connection.query(sql, params).catch(rethrowUnavailable)
 */
export const rethrowUnavailable = (error: unknown): never => {
  if (isConnectionFailure(error)) {
    throw new StoreUnavailable({ detail: error instanceof Error ? error.message : String(error) })
  }
  throw error
}
