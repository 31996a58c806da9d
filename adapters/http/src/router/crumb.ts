import { createHmac, createSecretKey, type KeyObject, randomBytes, timingSafeEqual } from "node:crypto"
import { ADD_TO_CART_ERROR } from "@vitrine/core/cart"
import type { Request, RequestHandler } from "express"
import type { ErrorBody } from "../contract/errors.ts"
import { CRUMB } from "../contract/wire.ts"
import { requestCookies } from "./cookie-jar.ts"
import { applyCookies, type CookieChange } from "./cookies.ts"
import { send } from "./reply.ts"
import type { SessionReader } from "./sessions.ts"

// `<random>.<HMAC>`: 18 random bytes and a SHA-256 HMAC, both base64url.
const CRUMB_PATTERN = /^[A-Za-z0-9_-]{24}\.[A-Za-z0-9_-]{43}$/
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
 * What a crumb is bound to: the ids of the sessions the request carries (member and staff), empty
 * for a visitor. A crumb made for one binding fails for any other, so a crumb from another session,
 * or one kept across a sign-in or sign-out, is refused.
 *
 * @example
 * crumbBinding({ member: "s1", staff: undefined }) // "member:s1|staff:"
 */
export const crumbBinding = (ids: {
  readonly member?: string | undefined
  readonly staff?: string | undefined
}) => `member:${ids.member ?? ""}|staff:${ids.staff ?? ""}`

// Every state-changing call checks one HMAC. Given raw bytes, `createHmac` makes a key object from
// them each time, most of the check's cost (about 4x a signature with a ready key, measured with
// the add-to-cart profile, issue 14): each secret's key object is made once.
const keys = new WeakMap<Uint8Array, KeyObject>()
const keyOf = (secret: Uint8Array): KeyObject => {
  let key = keys.get(secret)
  if (key === undefined) {
    key = createSecretKey(secret)
    keys.set(secret, key)
  }
  return key
}

const signature = (secret: Uint8Array, random: string, binding: string) =>
  createHmac("sha256", keyOf(secret)).update(`${random}\n${binding}`).digest("base64url")

/**
 * A new crumb bound to `binding`: OWASP's signed double-submit cookie, `<random>.<HMAC(secret,
 * random and binding)>`. It is the `xsrfToken` a sign-in answers (API-028).
 *
 * @example
 * makeCrumb(secret, crumbBinding({ member: session.id }))
 */
export const makeCrumb = (secret: Uint8Array, binding: string): string => {
  const random = randomBytes(18).toString("base64url")
  return `${random}.${signature(secret, random, binding)}`
}

/**
 * Whether a crumb was made by this server for this binding; compared in constant time.
 *
 * @example
 * crumbFits(secret, crumb, crumbBinding({})) // true for a visitor's own crumb
 */
export const crumbFits = (secret: Uint8Array, crumb: string, binding: string): boolean => {
  const known = fitting.get(secret)
  if (known?.has(`${crumb}\n${binding}`)) return true
  if (!CRUMB_PATTERN.test(crumb)) return false
  const [random = "", signed = ""] = crumb.split(".")
  if (!sameText(signed, signature(secret, random, binding))) return false
  remember(secret, `${crumb}\n${binding}`)
  return true
}

// A visitor sends the same crumb with every call of a visit: each secret keeps the crumbs (with
// their binding) it has already found to fit, so a visit's later calls skip the HMAC (about 3 % of
// an add-to-cart's CPU, issue 14's profile). Only crumbs that fit are kept, and only while the
// secret lives; the oldest go first past `FITTING_LIMIT` (a Map iterates in insertion order).
const FITTING_LIMIT = 10_000
const fitting = new WeakMap<Uint8Array, Set<string>>()
const remember = (secret: Uint8Array, key: string) => {
  let known = fitting.get(secret)
  if (known === undefined) {
    known = new Set()
    fitting.set(secret, known)
  }
  if (known.size >= FITTING_LIMIT) known.delete(known.values().next().value as string)
  known.add(key)
}

/**
 * The cookie change that gives the browser a crumb (readable by scripts, SameSite=Lax, session-long).
 *
 * @example
 * applyCookies(req, res, [crumbCookieChange(makeCrumb(secret, binding))])
 */
export const crumbCookieChange = (crumb: string): CookieChange => ({
  name: CRUMB.cookie,
  value: crumb,
  httpOnly: false,
})

/**
 * Sets a fresh visitor's crumb cookie on any response whose request has none or one that is not a
 * crumb at all (files aside), so the page's first state-changing call can echo it. It does not look
 * sessions up: a crumb bound to another session is found out, and replaced, when it is used.
 *
 * @example
 * app.use(crumbCookie(secret))
 */
export const crumbCookie =
  (secret: Uint8Array): RequestHandler =>
  (req, res, next) => {
    // Files (scripts, styles, images) need no crumb, and a Set-Cookie would keep caches from storing them.
    if (FILE_PATH.test(req.path)) return next()
    const crumb = requestCookies(req).get(CRUMB.cookie)
    if (crumb === undefined || !CRUMB_PATTERN.test(crumb)) {
      applyCookies(req, res, [crumbCookieChange(makeCrumb(secret, crumbBinding({})))])
    }
    next()
  }

/**
 * The binding of the sessions a request carries (see `crumbBinding`).
 *
 * @example
 * await requestBinding(sessions, req)
 */
export const requestBinding = async (sessions: SessionReader, req: Request): Promise<string> => {
  if (!carriesSession(sessions, req)) return crumbBinding({})
  const [member, staff] = await Promise.all([sessions.of(req, "member"), sessions.of(req, "staff")])
  return crumbBinding({ member: member?.session.id, staff: staff?.session.id })
}

const carriesSession = (sessions: SessionReader, req: Request): boolean =>
  sessions.carries(req, "member") || sessions.carries(req, "staff")

/**
 * Whether a request comes from another site, as the browser says: `Sec-Fetch-Site` (every current
 * browser; a sibling subdomain is "same-site", so it counts as another), else `Origin` (another
 * host, or "null"). A request that says neither (a script, an old browser) is not from another site.
 * A state-changing call from another site is refused before any token is looked at.
 *
 * @example
 * if (crossSite(req)) res.status(403).end()
 */
export const crossSite = (req: Request): boolean => {
  const site = req.headers["sec-fetch-site"]
  if (site !== undefined) return site !== "same-origin" && site !== "none"
  const origin = req.headers.origin
  if (origin === undefined || origin === "null") return origin === "null"
  try {
    return new URL(origin).host !== req.headers.host
  } catch {
    return true
  }
}

/**
 * The store's one crumb check, for a crumb a request sent wherever it sent it (a header, the query,
 * a form field): a call from another site (`Sec-Fetch-Site`, else `Origin`) is refused first; then
 * `sent` must equal the `crumb` cookie and carry this server's signature for the sessions the
 * request carries. Answers `undefined` when the crumb fits, else the cookie change that gives the
 * browser a fresh crumb for those sessions, to send with the 403 (`CRUMB_FAIL_BODY`).
 *
 * @example
 * const renewal = await crumbRefusal(secret, sessions, req, form.crumb)
 * if (renewal) send(req, res, { status: 403, body: CRUMB_FAIL_BODY, cookies: [renewal] })
 */
export const crumbRefusal = async (
  secret: Uint8Array,
  sessions: SessionReader,
  req: Request,
  sent: unknown,
): Promise<CookieChange | undefined> => checkedCrumb(secret, await requestBinding(sessions, req), req, sent)

// `crumbRefusal` once the request's binding is known.
const checkedCrumb = (
  secret: Uint8Array,
  binding: string,
  req: Request,
  sent: unknown,
): CookieChange | undefined => {
  const cookie = requestCookies(req).get(CRUMB.cookie)
  if (
    !crossSite(req) &&
    cookie !== undefined &&
    typeof sent === "string" &&
    sameText(cookie, sent) &&
    crumbFits(secret, sent, binding)
  )
    return undefined
  return crumbCookieChange(makeCrumb(secret, binding))
}

/**
 * The CSRF check of every POST, PUT, PATCH and DELETE: `crumbRefusal` for the crumb sent in
 * `X-CSRF-Token` (or `?crumb=`). A refusal is 403 `{ crumbFail: true, message }` and sets a fresh
 * crumb for the request's sessions, so the page's one retry (API-029) succeeds when the page is
 * genuine.
 *
 * @example
 * router.post(path, requireCrumb(secret, sessions), handler)
 */
export const requireCrumb =
  (secret: Uint8Array, sessions: SessionReader): RequestHandler =>
  (req, res, next) => {
    if (!STATE_CHANGING.has(req.method)) return next()
    const sent = req.headers[CRUMB_HEADER] ?? crumbInQuery(req.originalUrl)
    const answer = (renewal: CookieChange | undefined) => {
      if (renewal === undefined) return next()
      send(req, res, { status: 403, body: CRUMB_FAIL_BODY, cookies: [renewal] })
    }
    // A visitor without a session (most adds to cart) is checked without a promise or a microtask
    // hop: three of each per request showed in issue 14's profile of add-to-cart.
    if (!carriesSession(sessions, req)) return answer(checkedCrumb(secret, crumbBinding({}), req, sent))
    crumbRefusal(secret, sessions, req, sent).then(answer).catch(next)
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
