import { assert, describe, it } from "@effect/vitest"
import { Effect, Option } from "effect"
import { ContributorRole } from "../enums/site-codes.ts"
import type { AccountKind } from "./model.ts"
import { aMember, aStaff, staffSignInOf, withAccounts } from "./program.test-support.ts"
import { currentSession, signIn } from "./program-session.ts"
import { changeStaffRoles } from "./program-staff.ts"

const { ADMIN, STORE_MANAGER, VIEWER } = ContributorRole

const signInOf = staffSignInOf

const opens = (token: string, kind: AccountKind = "staff") =>
  Effect.map(currentSession(token, { websiteId: "site-1", kind }), Option.isSome)

describe("changeStaffRoles", () => {
  it.effect("an admin changes another staff member's roles, which ends every session of theirs", () =>
    withAccounts(() =>
      Effect.gen(function* () {
        const admin = yield* aStaff("owner@example.com", [ADMIN])
        const manager = yield* aStaff("sam@example.com", [STORE_MANAGER])
        const changed = yield* changeStaffRoles({
          actor: admin.session,
          staffId: manager.account.id,
          roles: [VIEWER, STORE_MANAGER, VIEWER],
        })
        assert.deepStrictEqual(changed.account.roles, [STORE_MANAGER, VIEWER])
        assert.isTrue(Option.isNone(changed.session))
        assert.isFalse(yield* opens(manager.token))
        assert.isTrue(yield* opens(admin.token))
        const again = yield* signIn(signInOf("sam@example.com"))
        assert.deepStrictEqual(again.session.roles, [STORE_MANAGER, VIEWER])
      }),
    ),
  )

  it.effect("changing one's own roles rotates one's session: a new id and token with the new roles", () =>
    withAccounts(() =>
      Effect.gen(function* () {
        yield* aStaff("second@example.com", [ADMIN])
        const admin = yield* aStaff("owner@example.com", [ADMIN])
        const otherDevice = yield* signIn(signInOf("owner@example.com"))
        const changed = yield* changeStaffRoles({
          actor: admin.session,
          staffId: admin.account.id,
          roles: [STORE_MANAGER],
        })
        const rotated = Option.getOrThrow(changed.session)
        assert.notStrictEqual(rotated.session.id, admin.session.id)
        assert.notStrictEqual(rotated.token, admin.token)
        assert.deepStrictEqual(rotated.session.roles, [STORE_MANAGER])
        assert.strictEqual(rotated.session.absoluteExpiresAt, admin.session.absoluteExpiresAt)
        assert.isFalse(yield* opens(admin.token))
        assert.isFalse(yield* opens(otherDevice.token))
        assert.isTrue(yield* opens(rotated.token))
      }),
    ),
  )

  it.effect("ROLE-006 a staff member without staff.manage, or a member, may not change roles", () =>
    withAccounts(() =>
      Effect.gen(function* () {
        const manager = yield* aStaff("sam@example.com", [STORE_MANAGER])
        const member = yield* aMember()
        for (const actor of [manager.session, { ...member.session, roles: [ADMIN] }]) {
          const error = yield* Effect.flip(
            changeStaffRoles({ actor, staffId: manager.account.id, roles: [ADMIN] }),
          )
          assert.strictEqual(error._tag, "PermissionDenied")
        }
        assert.isTrue(yield* opens(manager.token))
      }),
    ),
  )

  it.effect("the last admin cannot give up the admin role; one of two can", () =>
    withAccounts(() =>
      Effect.gen(function* () {
        const admin = yield* aStaff("owner@example.com", [ADMIN])
        const error = yield* Effect.flip(
          changeStaffRoles({ actor: admin.session, staffId: admin.account.id, roles: [VIEWER] }),
        )
        assert.strictEqual(error._tag, "StaffLastAdmin")
        assert.strictEqual(error.message, "The store needs at least one admin.")
        assert.isTrue(yield* opens(admin.token))
        const second = yield* aStaff("second@example.com", [ADMIN])
        yield* changeStaffRoles({ actor: second.session, staffId: admin.account.id, roles: [VIEWER] })
      }),
    ),
  )

  it.effect("only staff of the asker's own website can be changed", () =>
    withAccounts(() =>
      Effect.gen(function* () {
        const admin = yield* aStaff("owner@example.com", [ADMIN])
        const elsewhere = yield* aStaff("x@example.com", [ADMIN], "site-2")
        const member = yield* aMember()
        for (const staffId of [elsewhere.account.id, member.account.id, "nobody"]) {
          const error = yield* Effect.flip(
            changeStaffRoles({ actor: admin.session, staffId, roles: [VIEWER] }),
          )
          assert.strictEqual(error._tag, "StaffNotFound")
        }
      }),
    ),
  )
})
