import {
  type Account,
  addStaffMember,
  changeStaffRoles,
  listStaffMembers,
  removeStaffMember,
  sessionCookies,
} from "@vitrine/core/account"
import { Effect, Option } from "effect"
import type { Request } from "express"
import { HTTP_MESSAGE } from "../contract/errors.ts"
import { AddStaff, ChangeStaffRoles, ListStaff, RemoveStaff, type StaffAccount } from "../contract/staff.ts"
import type { RouterContext } from "./context.ts"
import { crumbBinding, crumbCookieChange, makeCrumb } from "./crumb.ts"
import type { StoreError } from "./errors.ts"
import type { RouterPorts } from "./ports.ts"
import { ok } from "./reply.ts"
import { defineRoute, type Reply, type RouteTable } from "./route.ts"
import { cookieChanges, type RequestSession, sessionOf } from "./sessions.ts"

const shown = ({ id, email, roles, created }: Account): StaffAccount => ({ id, email, roles, created })

type Program = Effect.Effect<Reply, StoreError, RouterPorts>

const MANAGE = { permission: "staff.manage" } as const

/**
 * The staff screen's routes (`staff.manage`: admins, ROLE-006): list, add, change roles, remove.
 * The authorizer in front already refused callers without the permission; the handlers read the
 * same (cached) staff session to act as it, and core checks the permission again. Changing one's
 * own roles rotates one's session (a new id at every role change): the new cookie and the crumb
 * bound to it come back with the answer.
 *
 * @example
 * const routes = staffRoutes(context)
 */
export const staffRoutes = (context: RouterContext): RouteTable => {
  const asStaff = (req: Request, act: (staff: RequestSession) => Program): Program =>
    Effect.flatMap(sessionOf(context.sessions, req, "staff"), (staff) =>
      staff === undefined
        ? Effect.succeed<Reply>({ status: 401, body: { message: HTTP_MESSAGE.signInRequired } })
        : act(staff),
    )
  return [
    defineRoute({ method: "GET", path: ListStaff.path, access: MANAGE }, (_, req) =>
      asStaff(req, (staff) =>
        Effect.map(listStaffMembers(staff.session), (accounts) =>
          ok(ListStaff.response, { staff: accounts.map(shown) }),
        ),
      ),
    ),

    defineRoute(
      { method: "POST", path: AddStaff.path, access: MANAGE, body: AddStaff.body },
      ({ body }, req) =>
        asStaff(req, (staff) =>
          Effect.map(
            addStaffMember({
              actor: staff.session,
              email: body.email,
              password: body.password ?? null,
              roles: body.roles,
            }),
            (added) => ({
              ...ok(AddStaff.response, { staff: shown(added.account), password: added.generatedPassword }),
              status: 201,
            }),
          ),
        ),
    ),

    defineRoute(
      {
        method: "PUT",
        path: ChangeStaffRoles.path,
        access: MANAGE,
        params: ChangeStaffRoles.params,
        body: ChangeStaffRoles.body,
      },
      ({ params, body }, req) =>
        asStaff(req, (staff) =>
          Effect.gen(function* () {
            const changed = yield* changeStaffRoles({
              actor: staff.session,
              staffId: params.staffId,
              roles: body.roles,
            })
            const rotated = Option.getOrNull(changed.session)
            if (rotated === null)
              return ok(ChangeStaffRoles.response, { staff: shown(changed.account), xsrfToken: null })
            const member = yield* sessionOf(context.sessions, req, "member")
            const xsrfToken = makeCrumb(
              context.crumbSecret,
              crumbBinding({ member: member?.session.id, staff: rotated.session.id }),
            )
            const cookies = [
              ...cookieChanges(sessionCookies(rotated, Date.now(), { secure: req.secure })),
              crumbCookieChange(xsrfToken),
            ]
            return ok(ChangeStaffRoles.response, { staff: shown(changed.account), xsrfToken }, cookies)
          }),
        ),
    ),

    defineRoute(
      { method: "DELETE", path: RemoveStaff.path, access: MANAGE, params: RemoveStaff.params },
      ({ params }, req) =>
        asStaff(req, (staff) =>
          Effect.as(
            removeStaffMember({ actor: staff.session, staffId: params.staffId }),
            ok(RemoveStaff.response, { removed: true }),
          ),
        ),
    ),
  ]
}
