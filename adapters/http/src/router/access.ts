import { PermissionDenied, sessionCan } from "@vitrine/core/account"
import type { Request, RequestHandler } from "express"
import { type ErrorBody, HTTP_MESSAGE } from "../contract/errors.ts"
import { requireCrumb } from "./crumb.ts"
import { send } from "./reply.ts"
import { type Access, changesState, type PermissionAccess, type StoreRoute } from "./route.ts"
import type { SessionReader } from "./sessions.ts"

/** An authorizer's answer: let the call through, or refuse it signed out (401) or without the permission (403). */
export type AccessDecision = "allowed" | 401 | 403

/**
 * Decides whether a request may use a merchant route (`{ permission }` access). Called only for
 * those routes, before the crumb check and before the body is read; it may answer at once or
 * later (a session looked up in the database).
 *
 * @example
 * const authorize: Authorize = (req, { permission }) => (sessionOf(req)?.can(permission) ? "allowed" : 401)
 */
export type Authorize = (req: Request, access: PermissionAccess) => AccessDecision | Promise<AccessDecision>

/**
 * An authorizer that refuses everyone (401), for a router whose merchant routes must stay closed
 * whatever sessions exist (a read-only storefront).
 *
 * @example
 * storeRouter({ runtime, websiteId, authorize: refuseSignedOut })
 */
export const refuseSignedOut: Authorize = () => 401

/**
 * The router's default authorizer: the staff session the request's cookie opens (sliding renewal
 * included). 401 without one — no cookie, an expired or ended session, a cookie altered by one
 * character — and 403 when its roles lack the route's permission (`sessionCan`, ROLE-006). A member's
 * session never opens a merchant route: it is a different cookie and a different kind.
 *
 * @example
 * storeRouter({ runtime, websiteId, authorize: staffSessionAccess(sessionReader(runtime, websiteId)) })
 */
export const staffSessionAccess =
  (sessions: SessionReader): Authorize =>
  async (req, access) => {
    const staff = await sessions.of(req, "staff")
    if (staff === undefined) return 401
    return sessionCan(staff.session, access.permission) ? "allowed" : 403
  }

// 403 says what core's PermissionDenied says, so the message is written once.
const refused = (decision: 401 | 403, access: PermissionAccess): ErrorBody => ({
  message: decision === 401 ? HTTP_MESSAGE.signInRequired : new PermissionDenied(access).message,
})

const isPermission = (access: Access): access is PermissionAccess => typeof access === "object"

const permissionCheck =
  (authorize: Authorize, access: PermissionAccess): RequestHandler =>
  async (req, res, next) => {
    const decision = await authorize(req, access)
    if (decision === "allowed") return next()
    send(req, res, { status: decision, body: refused(decision, access) })
  }

/**
 * The handlers a route's access puts before it: the permission check for a merchant route, then
 * the crumb check for any state-changing call. A public route gets none.
 *
 * @example
 * router.put(route.path, ...accessChecks(route, { authorize, secret, sessions }), handler)
 */
export const accessChecks = (
  route: StoreRoute,
  checks: { readonly authorize: Authorize; readonly secret: Uint8Array; readonly sessions: SessionReader },
): RequestHandler[] => [
  ...(isPermission(route.access) ? [permissionCheck(checks.authorize, route.access)] : []),
  ...(changesState(route.method) ? [requireCrumb(checks.secret, checks.sessions)] : []),
]
