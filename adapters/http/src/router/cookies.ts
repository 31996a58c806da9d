import { CART_COOKIE, HAS_CART_COOKIE } from "@vitrine/core/cart"
import type { Request, Response } from "express"
import { requestCookies } from "./cookie-jar.ts"

/** A cookie to set (or clear, with `maxAgeMs: 0`), as data; `apply` writes it on a response. */
export interface CookieChange {
  readonly name: string
  readonly value: string
  readonly httpOnly: boolean
  /** Lifetime; undefined for a session cookie, 0 to clear. */
  readonly maxAgeMs?: number
}

/**
 * How long the cart cookies live. The spec gives no lifetime (CART-011); 30 days keeps a visitor's cart
 * across visits without keeping it forever.
 *
 * @example
 * res.cookie(CART_COOKIE, cartId, { maxAge: CART_COOKIE_MAX_AGE_MS })
 */
export const CART_COOKIE_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000

/**
 * The cookies that point a browser at its cart: `vitrine_cart` (the cart id, httpOnly) and
 * `hasCart=true` (readable, so a page knows to load the cart, CART-011). Nothing when the request
 * already carries this cart id.
 *
 * @example
 * cartCookies(req, "cart-1") // [{ name: "vitrine_cart", value: "cart-1", ... }, { name: "hasCart", ... }]
 */
export const cartCookies = (req: Request, cartId: string): readonly CookieChange[] =>
  requestCookies(req).get(CART_COOKIE) === cartId && requestCookies(req).get(HAS_CART_COOKIE) === "true"
    ? []
    : [
        { name: CART_COOKIE, value: cartId, httpOnly: true, maxAgeMs: CART_COOKIE_MAX_AGE_MS },
        { name: HAS_CART_COOKIE, value: "true", httpOnly: false, maxAgeMs: CART_COOKIE_MAX_AGE_MS },
      ]

/**
 * Clears the cart cookies when they point at no open cart (purchased, or gone), so pages stop asking
 * for it (CART-011).
 *
 * @example
 * staleCartCookies(req) // [] when the request has no cart cookie
 */
export const staleCartCookies = (req: Request): readonly CookieChange[] =>
  !requestCookies(req).has(CART_COOKIE) && !requestCookies(req).has(HAS_CART_COOKIE)
    ? []
    : [
        { name: CART_COOKIE, value: "", httpOnly: true, maxAgeMs: 0 },
        { name: HAS_CART_COOKIE, value: "", httpOnly: false, maxAgeMs: 0 },
      ]

/**
 * The cart id a request carries, or null.
 *
 * @example
 * cartIdOf(req) // "cart-1"
 */
export const cartIdOf = (req: Request): string | null => requestCookies(req).get(CART_COOKIE) || null

/**
 * Writes cookie changes on a response: path `/`, SameSite=Lax, Secure when the request came over
 * HTTPS; each adds a `Set-Cookie` line to those already set. The lines are written as Express's
 * `res.cookie` writes them (Max-Age and Expires for a lifetime, Expires in 1970 to clear), without
 * its per-call option copying and checks: names are ours and values are URL-encoded.
 *
 * @example
 * applyCookies(req, res, cartCookies(req, cart.id))
 */
export const applyCookies = (req: Request, res: Response, changes: readonly CookieChange[]): void => {
  if (changes.length === 0) return
  const secure = req.secure ? "; Secure" : ""
  const now = Date.now()
  const lines = changes.map((change) => setCookieLine(change, secure, now))
  const before = res.getHeader("Set-Cookie")
  res.setHeader(
    "Set-Cookie",
    before === undefined ? lines : [...(Array.isArray(before) ? before : [String(before)]), ...lines],
  )
}

const CLEARED = `; Path=/; Expires=${new Date(0).toUTCString()}`

const setCookieLine = (change: CookieChange, secure: string, now: number): string => {
  const { maxAgeMs } = change
  const lifetime =
    maxAgeMs === undefined
      ? "; Path=/"
      : maxAgeMs === 0
        ? CLEARED
        : `; Max-Age=${Math.floor(maxAgeMs / 1000)}; Path=/; Expires=${new Date(now + maxAgeMs).toUTCString()}`
  const httpOnly = change.httpOnly ? "; HttpOnly" : ""
  return `${change.name}=${encodeURIComponent(change.value)}${lifetime}${httpOnly}${secure}; SameSite=Lax`
}
