import { isUtf8 } from "node:buffer"
import type { IncomingMessage } from "node:http"
import type { RequestHandler } from "express"
import { refusal } from "./boundary.ts"
import { isCleanValue } from "./clean-text.ts"
import { readBody } from "./raw-body.ts"
import { send } from "./reply.ts"

/** The largest JSON body a route takes unless told otherwise: 100 kB, as Express's parser. */
export const DEFAULT_BODY_LIMIT = 100 * 1024

// A refusal for the API's error handler, shaped as body-parser's (`status`, and `type`, which the
// handler turns into the API's message).
const bodyError = (status: number, type: string, message: string) =>
  Object.assign(new Error(message), { status, statusCode: status, type, expose: true })

// `Transfer-Encoding` or a `Content-Length` (even 0) says a body follows, as `type-is` reads it.
const hasBody = (req: IncomingMessage): boolean =>
  req.headers["transfer-encoding"] !== undefined ||
  !Number.isNaN(Number(req.headers["content-length"] ?? "x"))

const mediaType = (contentType: string): string => (contentType.split(";")[0] ?? "").trim().toLowerCase()

// The `charset` parameter of a `Content-Type`, lower case; none when it names none.
const charsetOf = (contentType: string): string | undefined => {
  const found = /;\s*charset\s*=\s*(?:"([^"]*)"|([^;\s]*))/i.exec(contentType)
  return (found?.[1] ?? found?.[2])?.toLowerCase() || undefined
}

// The first character after JSON's whitespace (space, tab, line feed, carriage return): strict
// mode takes objects and arrays only.
const FIRST_CHARACTER = /^[ \t\n\r]*([^ \t\n\r])/

const parse = (text: string): { readonly ok: true; readonly value: unknown } | { readonly ok: false } => {
  if (text.length === 0) return { ok: true, value: {} }
  const first = FIRST_CHARACTER.exec(text)?.[1]
  if (first !== "{" && first !== "[") return { ok: false }
  try {
    return { ok: true, value: JSON.parse(text) as unknown }
  } catch {
    return { ok: false }
  }
}

/**
 * Reads a route's JSON body into `req.body`, and is the boundary for it: what Express's `json()`
 * parser did, and what it did not. As `json()`: only a request that carries a body typed
 * `application/json` is read (anything else leaves `req.body` undefined, for the route's Schema to
 * refuse), an empty body is `{}`, only an object or an array is taken (400 "malformed"), past
 * `limit` bytes it is a 413, and the errors go to the API's error handler with body-parser's `type`s,
 * which give the API's messages. Beyond it: bytes that are not UTF-8 (it would read them as U+FFFD)
 * and any string, key or value that is not clean text (`isCleanValue`) are refused at once (400,
 * `errors.body`).
 *
 * Decisions: only UTF-8 is read (`charset` absent or `utf-8`; another is a 415), and only an
 * uncompressed body (a `Content-Encoding` other than identity is a 415): browsers send JSON as UTF-8
 * text, uncompressed. A leading byte-order mark is skipped. Why not `json()`: its type, charset and
 * encoding negotiation, its stream decoder and its async hooks cost an add to cart more than the
 * rest of reading its body (issue 14's profile).
 *
 * @example
 * router.post(path, jsonBody(DEFAULT_BODY_LIMIT), handler)
 */
export const jsonBody =
  (limit: number): RequestHandler =>
  (req, res, next) => {
    const contentType = req.headers["content-type"]
    if (!hasBody(req) || contentType === undefined || mediaType(contentType) !== "application/json")
      return next()
    const charset = charsetOf(contentType)
    if (charset !== undefined && charset !== "utf-8" && charset !== "utf8")
      return next(bodyError(415, "charset.unsupported", `unsupported charset "${charset.toUpperCase()}"`))
    const encoding = req.headers["content-encoding"]?.toLowerCase() ?? "identity"
    if (encoding !== "identity")
      return next(bodyError(415, "encoding.unsupported", `unsupported content encoding "${encoding}"`))
    readBody(req, limit, (body) => {
      if (body._tag === "tooLarge")
        return next(bodyError(413, "entity.too.large", "request entity too large"))
      if (body._tag === "interrupted") return next(bodyError(400, "request.aborted", "request aborted"))
      if (!isUtf8(body.bytes)) return send(req, res, refusal("body"))
      const text = Buffer.from(body.bytes.buffer, body.bytes.byteOffset, body.bytes.byteLength).toString(
        "utf8",
      )
      const parsed = parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text)
      if (!parsed.ok) return next(bodyError(400, "entity.parse.failed", "malformed JSON"))
      if (!isCleanValue(parsed.value)) return send(req, res, refusal("body"))
      req.body = parsed.value
      next()
    })
  }
