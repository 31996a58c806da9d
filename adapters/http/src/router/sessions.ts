import {
  type AccountKind,
  type Cookie,
  currentSession,
  type Session,
  sessionCookieName,
  sessionCookies,
  signedOutCookies,
} from "@vitrine/core/account"
import { Effect, Option } from "effect"
import type { Request } from "express"
import type { StoreRuntime } from "./context.ts"
import { requestCookies } from "./cookie-jar.ts"
import { applyCookies, type CookieChange } from "./cookies.ts"

/** A request's session of one kind with the token that opened it, or undefined when signed out. */
export interface RequestSession {
  readonly token: string
  readonly session: Session
}

/**
 * Finds the sessions a request's cookies open, at most once per request and kind (the permission
 * check, the crumb check and the handler share one look-up). A request with no session cookie costs
 * nothing. When the session was renewed (sliding expiry) its cookies are set again on the response;
 * when the cookie opens nothing (expired, signed out elsewhere, altered) the cookies are cleared, so
 * the page reads "signed out".
 *
 * @example
 * const staff = await sessions.of(req, "staff")
 * if (staff === undefined) return 401
 */
export interface SessionReader {
  readonly of: (req: Request, kind: AccountKind) => Promise<RequestSession | undefined>
  /**
   * Whether the request carries a session cookie of that kind at all (`of` may still find it
   * expired); without one, a caller can skip `of` and its wait.
   */
  readonly carries: (req: Request, kind: AccountKind) => boolean
}

const tokenOf = (req: Request, kind: AccountKind): string | undefined =>
  requestCookies(req).get(sessionCookieName(kind, secureRequest(req))) || undefined

/**
 * Whether the request reached us over HTTPS: then session cookies carry the `__Host-` prefix and
 * `Secure`; on plain-HTTP localhost development they cannot.
 *
 * @example
 * sessionCookieName("member", secureRequest(req))
 */
export const secureRequest = (req: Request): boolean => req.secure

/**
 * Core's cookies (`sessionCookies`, `signedOutCookies`) as the router writes them; `Secure` is added
 * by `applyCookies` from the request itself.
 *
 * @example
 * applyCookies(req, res, cookieChanges(signedOutCookies("member", { secure: false })))
 */
export const cookieChanges = (cookies: readonly Cookie[]): readonly CookieChange[] =>
  cookies.map(({ name, value, options }) => ({
    name,
    value,
    httpOnly: options.httpOnly,
    ...(options.maxAgeMs === undefined ? {} : { maxAgeMs: options.maxAgeMs }),
  }))

const FOUND = Symbol("vitrine.sessions")
type WithSessions = Request & { [FOUND]?: Map<AccountKind, Promise<RequestSession | undefined>> }

/**
 * The session reader of a router: sessions of `websiteId` on `runtime`.
 *
 * @example
 * const sessions = sessionReader(runtime, "site-1")
 */
export const sessionReader = (runtime: StoreRuntime, websiteId: string): SessionReader => {
  const lookUp = async (req: Request, kind: AccountKind): Promise<RequestSession | undefined> => {
    const secure = secureRequest(req)
    const token = tokenOf(req, kind)
    if (token === undefined) return undefined
    const found = await runtime.runPromise(currentSession(token, { websiteId, kind }))
    const transport = { secure }
    if (Option.isNone(found)) {
      if (req.res) applyCookies(req, req.res, cookieChanges(signedOutCookies(kind, transport)))
      return undefined
    }
    const { session, renewed } = found.value
    if (renewed && req.res)
      applyCookies(req, req.res, cookieChanges(sessionCookies({ token, session }, Date.now(), transport)))
    return { token, session }
  }
  return {
    of: (req, kind) => {
      const request = req as WithSessions
      const found = request[FOUND] ?? new Map()
      request[FOUND] = found
      let session = found.get(kind)
      if (session === undefined) {
        session = lookUp(req, kind)
        found.set(kind, session)
      }
      return session
    },
    // Either name will do: `of` reads the one the transport allows. Why not `tokenOf`: working out
    // whether the request came over HTTPS (proxy trust, forwarded headers) cost every visitor's add
    // more than the cookie look-up itself (issue 14's profile of add-to-cart).
    carries: (req, kind) => {
      const cookies = requestCookies(req)
      return Boolean(
        cookies.get(sessionCookieName(kind, false)) || cookies.get(sessionCookieName(kind, true)),
      )
    },
  }
}

/**
 * Forgets what the reader found for a request (after a sign-in or sign-out changed its sessions).
 *
 * @example
 * forgetSessions(req)
 */
export const forgetSessions = (req: Request): void => {
  delete (req as WithSessions)[FOUND]
}

/**
 * Runs a session look-up as an Effect, for route handlers.
 *
 * @example
 * const member = yield* sessionOf(context.sessions, req, "member")
 */
export const sessionOf = (
  reader: SessionReader,
  req: Request,
  kind: AccountKind,
): Effect.Effect<RequestSession | undefined> =>
  // Most requests (every visitor's) carry no session: they go on at once rather than waiting on a
  // promise of nothing, which would suspend and resume the program (issue 14's profile).
  reader.carries(req, kind) ? Effect.promise(() => reader.of(req, kind)) : Effect.undefined
