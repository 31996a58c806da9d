import { randomBytes, timingSafeEqual } from "node:crypto"
import { ADD_TO_CART_ERROR } from "@vitrine/core/cart"
import type { RequestHandler } from "express"
import type { ErrorBody } from "../contract/errors.ts"
import { CRUMB } from "../contract/wire.ts"
import { requestCookies } from "./cookie-jar.ts"
import { applyCookies } from "./cookies.ts"
import { send } from "./reply.ts"

const CRUMB_PATTERN = /^[A-Za-z0-9_-]{16,64}$/
const FILE_PATH = /\.[A-Za-z0-9]+$/
const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"])

/**
 * The 403 body of a missing or wrong crumb (ADDCART-020). The browser shows its own text by cookie
 * support (ADDCART-021); this message is the cookies-enabled one.
 *
 * @example
 * res.status(403).json(CRUMB_FAIL_BODY)
 */
export const CRUMB_FAIL_BODY: ErrorBody = { crumbFail: true, message: ADD_TO_CART_ERROR.sessionExpired }

/**
 * Sets a fresh `crumb` cookie (random, readable by scripts, SameSite=Lax, session-long) on any
 * response whose request has none (files aside), so the page's first state-changing call can echo it.
 *
 * @example
 * app.use(crumbCookie())
 */
export const crumbCookie = (): RequestHandler => (req, res, next) => {
  // Files (scripts, styles, images) need no crumb, and a Set-Cookie would keep caches from storing them.
  if (FILE_PATH.test(req.path)) return next()
  const crumb = requestCookies(req).get(CRUMB.cookie)
  if (crumb === undefined || !CRUMB_PATTERN.test(crumb)) {
    applyCookies(req, res, [
      { name: CRUMB.cookie, value: randomBytes(18).toString("base64url"), httpOnly: false },
    ])
  }
  next()
}

/**
 * Double-submit CSRF check: a POST, PUT, PATCH or DELETE must echo the `crumb` cookie in
 * `X-CSRF-Token` or `?crumb=`; otherwise 403 `{ crumbFail: true, message }`. Compared in constant time.
 *
 * @example
 * router.post(path, requireCrumb(), handler)
 */
export const requireCrumb = (): RequestHandler => (req, res, next) => {
  if (!STATE_CHANGING.has(req.method)) return next()
  const cookie = requestCookies(req).get(CRUMB.cookie)
  const sent = req.headers[CRUMB_HEADER] ?? crumbInQuery(req.originalUrl)
  if (cookie !== undefined && typeof sent === "string" && sameText(cookie, sent)) return next()
  send(req, res, { status: 403, body: CRUMB_FAIL_BODY })
}

// Node gives header names in lower case.
const CRUMB_HEADER = CRUMB.header.toLowerCase()

// The query is parsed only when the header is absent: pages send the header.
const crumbInQuery = (url: string): string | undefined =>
  url.includes("?")
    ? (new URL(url, "http://localhost").searchParams.get(CRUMB.query) ?? undefined)
    : undefined

const sameText = (a: string, b: string): boolean => {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}
