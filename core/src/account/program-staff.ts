import { Effect, Option } from "effect"
import type { ContributorRole } from "../enums/site-codes.ts"
import { Transaction } from "../transaction/port.ts"
import { PermissionDenied, StaffLastAdmin, StaffNotFound } from "./errors.ts"
import type { Account, IssuedSession, Session } from "./model.ts"
import { sessionCan } from "./permissions.ts"
import { AccountRepository, Sessions } from "./port.ts"
import { distinctRoles, wouldLeaveNoAdmin } from "./staff-rules.ts"

/** A role change as a staff member asks for it. */
export interface StaffRolesChange {
  /** The session of whoever asks; it must be allowed `staff.manage`. */
  readonly actor: Session
  readonly staffId: string
  readonly roles: readonly ContributorRole[]
}

/** A staff member's new roles, and the asker's new session when they changed their own roles. */
export interface StaffRolesChanged {
  readonly account: Account
  readonly session: Option.Option<IssuedSession>
}

/**
 * Changes a staff member's website roles (ENUM-003), in one transaction. Only a session allowed
 * `staff.manage` may (ROLE-006: admins), only for staff of its own website, and never so that the
 * website is left with no admin. Every session of that staff member ends — a new session id at
 * every role change, so no session keeps roles that were taken away — except the asker's own when
 * they changed themselves: that one is rotated (new id and token, the new roles) and returned for the
 * cookie. Roles are stored once each, in id order. Fails with `PermissionDenied`, `StaffNotFound` or
 * `StaffLastAdmin`.
 *
 * @example
 * changeStaffRoles({ actor: session, staffId: "s2", roles: [ContributorRole.STORE_MANAGER] })
 */
export const changeStaffRoles = Effect.fn("changeStaffRoles")(function* (change: StaffRolesChange) {
  const transaction = yield* Transaction
  return yield* transaction.run(
    Effect.gen(function* () {
      const { actor, staffId } = change
      if (!sessionCan(actor, "staff.manage"))
        return yield* new PermissionDenied({ permission: "staff.manage" })
      const accounts = yield* AccountRepository
      const staff = yield* accounts.listStaff(actor.websiteId)
      const target = staff.find((account) => account.id === staffId)
      if (target === undefined) return yield* new StaffNotFound({ staffId })
      const roles = distinctRoles(change.roles)
      if (wouldLeaveNoAdmin(staff, target, roles)) return yield* new StaffLastAdmin({ staffId })
      const account = Option.getOrElse(yield* accounts.setRoles(staffId, roles), () => ({ ...target, roles }))
      const sessions = yield* Sessions
      const own = actor.userId === staffId
      yield* sessions.removeAllOf(staffId, own ? actor.id : undefined)
      const session = own ? yield* sessions.rotate(actor.id, roles) : Option.none<IssuedSession>()
      return { account, session } satisfies StaffRolesChanged
    }),
  )
})
