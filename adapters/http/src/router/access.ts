import { PermissionDenied } from "@vitrine/core/account"
import type { Request, RequestHandler } from "express"
import { type ErrorBody, HTTP_MESSAGE } from "../contract/errors.ts"
import { requireCrumb } from "./crumb.ts"
import { send } from "./reply.ts"
import { type Access, changesState, type PermissionAccess, type StoreRoute } from "./route.ts"

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
 * The router's default authorizer: every merchant route answers 401, because nobody can sign in
 * yet. A store opens its merchant routes only by passing an `authorize` of its own (the sign-in of
 * issue 9 will be one).
 *
 * @example
 * storeRouter({ runtime, websiteId }) // PUT /api/commerce/settings → 401 "Please sign in to continue."
 */
export const refuseSignedOut: Authorize = () => 401

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
 * router.put(route.path, ...accessChecks(route, refuseSignedOut), handler)
 */
export const accessChecks = (route: StoreRoute, authorize: Authorize): RequestHandler[] => [
  ...(isPermission(route.access) ? [permissionCheck(authorize, route.access)] : []),
  ...(changesState(route.method) ? [requireCrumb()] : []),
]
