import { assert, describe, it } from "@effect/vitest"
import { Effect, Option } from "effect"
import fc from "fast-check"
import { ContributorRole } from "../enums/site-codes.ts"
import { REGISTRATION_MESSAGE } from "./credentials.ts"
import { AccountRepository } from "./port.ts"
import { aMember, aStaff, PASSWORD, staffSignInOf, withAccounts } from "./program.test-support.ts"
import { currentSession, signIn } from "./program-session.ts"
import { addStaffMember, listStaffMembers, removeStaffMember } from "./program-staff-members.ts"
import { wouldLeaveNoAdmin } from "./staff-rules.ts"

const { ADMIN, STORE_MANAGER, VIEWER } = ContributorRole

describe("staff management", () => {
  it.effect("ROLE-006 an admin lists, adds (typed or generated password) and removes staff", () =>
    withAccounts(() =>
      Effect.gen(function* () {
        const admin = yield* aStaff("owner@example.com", [ADMIN])
        const typed = yield* addStaffMember({
          actor: admin.session,
          email: " Sam@Example.com",
          password: PASSWORD,
          roles: [VIEWER, STORE_MANAGER, VIEWER],
        })
        assert.strictEqual(typed.generatedPassword, null)
        assert.deepStrictEqual(typed.account.roles, [STORE_MANAGER, VIEWER])
        assert.strictEqual((yield* signIn(staffSignInOf("sam@example.com"))).account.id, typed.account.id)
        const made = yield* addStaffMember({
          actor: admin.session,
          email: "kim@example.com",
          password: null,
          roles: [VIEWER],
        })
        const generated = made.generatedPassword ?? ""
        assert.isAtLeast(generated.length, 16)
        const kim = yield* signIn({ ...staffSignInOf("kim@example.com"), password: generated })
        const listed = yield* listStaffMembers(admin.session)
        assert.deepStrictEqual(
          listed.map((staff) => staff.email),
          ["owner@example.com", "sam@example.com", "kim@example.com"],
        )
        yield* removeStaffMember({ actor: admin.session, staffId: made.account.id })
        assert.isTrue(
          Option.isNone(yield* AccountRepository.use((accounts) => accounts.findById(made.account.id))),
        )
        assert.isTrue(Option.isNone(yield* currentSession(kim.token, { websiteId: "site-1", kind: "staff" })))
      }),
    ),
  )

  it.effect("ROLE-006 only staff.manage may: a store manager and a member are refused", () =>
    withAccounts(() =>
      Effect.gen(function* () {
        const admin = yield* aStaff("owner@example.com", [ADMIN])
        const manager = yield* aStaff("sam@example.com", [STORE_MANAGER])
        const member = yield* aMember()
        for (const actor of [manager.session, { ...member.session, roles: [ADMIN] }]) {
          assert.strictEqual((yield* Effect.flip(listStaffMembers(actor)))._tag, "PermissionDenied")
          const add = addStaffMember({ actor, email: "x@example.com", password: null, roles: [ADMIN] })
          assert.strictEqual((yield* Effect.flip(add))._tag, "PermissionDenied")
          const remove = removeStaffMember({ actor, staffId: admin.account.id })
          assert.strictEqual((yield* Effect.flip(remove))._tag, "PermissionDenied")
        }
        assert.strictEqual((yield* listStaffMembers(admin.session)).length, 2)
      }),
    ),
  )

  it.effect("a bad e-mail or short password is RegistrationInvalid; a taken e-mail AccountEmailTaken", () =>
    withAccounts(() =>
      Effect.gen(function* () {
        const admin = yield* aStaff("owner@example.com", [ADMIN])
        const bad = yield* Effect.flip(
          addStaffMember({ actor: admin.session, email: "nope", password: "short", roles: [VIEWER] }),
        )
        assert.deepStrictEqual(bad._tag === "RegistrationInvalid" && bad.problems, {
          email: REGISTRATION_MESSAGE.emailInvalid,
          password: REGISTRATION_MESSAGE.passwordTooShort,
        })
        const taken = addStaffMember({
          actor: admin.session,
          email: "OWNER@example.com",
          password: null,
          roles: [],
        })
        assert.strictEqual((yield* Effect.flip(taken))._tag, "AccountEmailTaken")
      }),
    ),
  )

  it.effect(
    "ROLE-005 the last admin cannot be removed, not even by themselves; with a second admin they can",
    () =>
      withAccounts(() =>
        Effect.gen(function* () {
          const admin = yield* aStaff("owner@example.com", [ADMIN])
          const last = yield* Effect.flip(
            removeStaffMember({ actor: admin.session, staffId: admin.account.id }),
          )
          assert.strictEqual(last._tag, "StaffLastAdmin")
          const unknown = yield* Effect.flip(removeStaffMember({ actor: admin.session, staffId: "nobody" }))
          assert.strictEqual(unknown._tag, "StaffNotFound")
          const other = yield* aStaff("second@example.com", [ADMIN], "site-2")
          const elsewhere = removeStaffMember({ actor: admin.session, staffId: other.account.id })
          assert.strictEqual((yield* Effect.flip(elsewhere))._tag, "StaffNotFound")
          yield* aStaff("deputy@example.com", [ADMIN, VIEWER])
          yield* removeStaffMember({ actor: admin.session, staffId: admin.account.id })
          assert.isTrue(
            Option.isNone(yield* currentSession(admin.token, { websiteId: "site-1", kind: "staff" })),
          )
        }),
      ),
  )
})

describe("ROLE-005 wouldLeaveNoAdmin", () => {
  const account = (id: string, roles: ContributorRole[]) => ({
    id,
    websiteId: "s",
    kind: "staff" as const,
    email: `${id}@example.com`,
    roles,
    created: "",
  })
  const roleSets = fc.array(fc.constantFrom(ADMIN, STORE_MANAGER, VIEWER), { maxLength: 3 })

  it("is true exactly when the target is the only admin and the change takes its admin role away", () => {
    fc.assert(
      fc.property(
        fc.array(roleSets, { minLength: 1, maxLength: 5 }),
        fc.nat(),
        fc.option(roleSets),
        (sets, pick, roles) => {
          const staff = sets.map((set, index) => account(String(index), set))
          const target = staff[pick % staff.length] ?? account("0", [])
          const adminsAfter = staff.filter((other) =>
            other.id === target.id ? roles?.includes(ADMIN) === true : other.roles.includes(ADMIN),
          ).length
          const adminsBefore = staff.filter((other) => other.roles.includes(ADMIN)).length
          assert.strictEqual(wouldLeaveNoAdmin(staff, target, roles), adminsBefore > 0 && adminsAfter === 0)
        },
      ),
    )
  })
})
