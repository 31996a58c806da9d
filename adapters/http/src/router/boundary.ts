import type { Request, RequestHandler } from "express"
import { type ErrorBody, HTTP_MESSAGE } from "../contract/errors.ts"
import { decodesClean, isCleanText } from "./clean-text.ts"
import { decodeCookies, keepCookies } from "./cookie-jar.ts"
import { send } from "./reply.ts"

/** The parts of a request the boundary checks, each with its message (`HTTP_MESSAGE.bad…`). */
export type RequestPart = "path" | "query" | "headers" | "cookies" | "body"

const MESSAGES: Record<RequestPart, string> = {
  path: HTTP_MESSAGE.badPath,
  query: HTTP_MESSAGE.badQuery,
  headers: HTTP_MESSAGE.badHeader,
  cookies: HTTP_MESSAGE.badCookie,
  body: HTTP_MESSAGE.badBody,
}

/**
 * The 400 reply for a part of a request refused at the boundary: `{ message, errors: { part: message } }`.
 *
 * @example
 * refusal("path").body.message // "The request path must be percent-encoded UTF-8 text without NUL characters."
 */
export const refusal = (part: RequestPart) => {
  const message = MESSAGES[part]
  return { status: 400, body: { message, errors: { [part]: message } } satisfies ErrorBody }
}

// Node's HTTP parser has already refused raw control characters and raw non-ASCII bytes in the
// request line, so a path or query without `%` costs one scan.
const badHeadPart = (req: Request): RequestPart | undefined => {
  const url = req.url
  const mark = url.indexOf("?")
  if (!decodesClean(mark < 0 ? url : url.slice(0, mark))) return "path"
  if (mark >= 0 && !decodesClean(url.slice(mark + 1))) return "query"
  // Node's parser refuses NUL in a header too; checked all the same, as other front ends may not.
  const raw = req.rawHeaders
  for (let index = 1; index < raw.length; index += 2) {
    if (!isCleanText(raw[index] ?? "")) return "headers"
  }
  const jar = decodeCookies(req.headers.cookie)
  if (jar === undefined) return "cookies"
  keepCookies(req, jar)
  return undefined
}

/**
 * The boundary for the request line and headers of every request (pages and files too): the path
 * and query must be percent-encoded UTF-8 that decodes to clean text (`isCleanText`: no U+0000, no
 * lone surrogate), header values clean text, and cookies too once decoded (kept for
 * `requestCookies`, so they are decoded once). Anything else is refused with 400 (`refusal`).
 *
 * @example
 * router.use(boundary())
 */
export const boundary = (): RequestHandler => (req, res, next) => {
  const bad = badHeadPart(req)
  if (bad === undefined) return next()
  send(req, res, refusal(bad))
}
