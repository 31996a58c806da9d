import { Effect } from "effect"
import type { ContributorRole } from "../enums/site-codes.ts"
import { Transaction } from "../transaction/port.ts"
import { checkRegistration } from "./credentials.ts"
import { PermissionDenied, RegistrationInvalid, StaffLastAdmin, StaffNotFound } from "./errors.ts"
import type { Account, Session } from "./model.ts"
import { sessionCan } from "./permissions.ts"
import { AccountRepository, PasswordHasher, Sessions } from "./port.ts"
import { distinctRoles, wouldLeaveNoAdmin } from "./staff-rules.ts"

type Actor = Pick<Session, "kind" | "roles" | "websiteId">

const mayManage = (actor: Actor) =>
  sessionCan(actor, "staff.manage")
    ? Effect.void
    : Effect.fail(new PermissionDenied({ permission: "staff.manage" }))

/**
 * The website's staff with their roles, oldest first, for a session allowed `staff.manage`
 * (ROLE-006: admins). Fails with `PermissionDenied`.
 *
 * @example
 * listStaffMembers(session)
 */
export const listStaffMembers = Effect.fn("listStaffMembers")(function* (actor: Actor) {
  yield* mayManage(actor)
  return yield* AccountRepository.use((accounts) => accounts.listStaff(actor.websiteId))
})

/** A new staff member as an admin adds them: a typed initial password, or null to have one made. */
export interface NewStaffMember {
  readonly actor: Actor
  readonly email: string
  readonly password: string | null
  readonly roles: readonly ContributorRole[]
}

/** The staff member added and, when none was typed, the password made for them: shown once, stored nowhere. */
export interface StaffMemberAdded {
  readonly account: Account
  readonly generatedPassword: string | null
}

/**
 * Adds a staff member to the asker's website with these roles (each once, in id order) and an
 * initial password — the one typed, under the registration rules, or a generated one (≥ 128 bits)
 * the admin hands over and the new staff member should change. Fails with `PermissionDenied`,
 * `RegistrationInvalid` or `AccountEmailTaken`.
 *
 * @example
 * addStaffMember({ actor, email: "sam@example.com", password: null, roles: [ContributorRole.STORE_MANAGER] })
 */
export const addStaffMember = Effect.fn("addStaffMember")(function* (input: NewStaffMember) {
  yield* mayManage(input.actor)
  const hasher = yield* PasswordHasher
  const password = input.password ?? (yield* hasher.generatePassword)
  const check = checkRegistration({ email: input.email, password })
  if (!check.ok) return yield* new RegistrationInvalid({ problems: check.problems })
  const account = yield* AccountRepository.use((accounts) =>
    Effect.flatMap(hasher.hash(check.password), (passwordHash) =>
      accounts.create({
        websiteId: input.actor.websiteId,
        kind: "staff",
        email: check.email,
        passwordHash,
        roles: distinctRoles(input.roles),
      }),
    ),
  )
  return { account, generatedPassword: input.password === null ? password : null } satisfies StaffMemberAdded
})

/**
 * Removes a staff member of the asker's website, in one transaction: the account and every session
 * of it end, so a removed member is signed out everywhere at their next request. Never the last
 * admin (`StaffLastAdmin`); an admin may remove themselves while another admin remains. Fails with
 * `PermissionDenied`, `StaffNotFound` or `StaffLastAdmin`.
 *
 * @example
 * removeStaffMember({ actor, staffId: "s2" })
 */
export const removeStaffMember = Effect.fn("removeStaffMember")(function* (input: {
  readonly actor: Actor
  readonly staffId: string
}) {
  yield* mayManage(input.actor)
  const transaction = yield* Transaction
  yield* transaction.run(
    Effect.gen(function* () {
      const accounts = yield* AccountRepository
      const staff = yield* accounts.listStaff(input.actor.websiteId)
      const target = staff.find((account) => account.id === input.staffId)
      if (target === undefined) return yield* new StaffNotFound({ staffId: input.staffId })
      if (wouldLeaveNoAdmin(staff, target, null)) return yield* new StaffLastAdmin({ staffId: input.staffId })
      // Through Sessions first, so a session cache in front (`cachedSessions`) forgets them too.
      yield* Sessions.use((sessions) => sessions.removeAllOf(target.id))
      yield* accounts.remove(target.id)
    }),
  )
})
