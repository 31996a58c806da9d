import type { IncomingMessage } from "node:http"
import { isCleanText } from "./clean-text.ts"

// Kept on the request itself: a property costs less than a WeakMap entry on every request.
const JAR = Symbol("vitrine.cookies")
type WithJar = IncomingMessage & { [JAR]?: ReadonlyMap<string, string> }
const EMPTY: ReadonlyMap<string, string> = new Map()

/**
 * Decodes a `Cookie` header into its cookies by name (the first of a repeated name, the more
 * specific one by RFC 6265 §5.4), percent-decoding each value; a value that is not
 * percent-encoded is kept as sent, as RFC 6265 does not require the encoding. Undefined when a
 * decoded value is not clean text (`isCleanText`).
 *
 * @example
 * decodeCookies("crumb=abc; vitrine_cart=cart%201")?.get("vitrine_cart") // "cart 1"
 * decodeCookies("vitrine_cart=%00") // undefined
 */
export const decodeCookies = (header: string | undefined): Map<string, string> | undefined => {
  const jar = new Map<string, string>()
  if (header === undefined) return jar
  for (const part of header.split(";")) {
    const at = part.indexOf("=")
    if (at < 0) continue
    const name = part.slice(0, at).trim()
    const raw = part.slice(at + 1).trim()
    let value = raw
    if (raw.includes("%")) {
      try {
        value = decodeURIComponent(raw)
      } catch {
        value = raw
      }
    }
    if (!isCleanText(value)) return undefined
    if (!jar.has(name)) jar.set(name, value)
  }
  return jar
}

/**
 * Keeps a request's cookies as the boundary decoded them, for `requestCookies`.
 *
 * @example
 * keepCookies(req, decodeCookies(req.headers.cookie) ?? new Map())
 */
export const keepCookies = (req: IncomingMessage, jar: ReadonlyMap<string, string>): void => {
  ;(req as WithJar)[JAR] = jar
}

/**
 * The request's cookies, decoded once (at the boundary; on first use for a request that did not
 * pass it, and then none when one of them is not clean text).
 *
 * @example
 * requestCookies(req).get("vitrine_cart") // "cart-1"
 */
export const requestCookies = (req: IncomingMessage): ReadonlyMap<string, string> => {
  const kept = (req as WithJar)[JAR]
  if (kept) return kept
  const jar = decodeCookies(req.headers.cookie) ?? EMPTY
  keepCookies(req, jar)
  return jar
}
