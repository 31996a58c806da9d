import { assert, describe, it } from "@effect/vitest"
import { Effect, Option, Ref } from "effect"
import { ContributorRole } from "../enums/site-codes.ts"
import { AccountRepository } from "./port.ts"
import { aMember, PASSWORD, withAccounts } from "./program.test-support.ts"
import { ensureFirstStaff, registerMember } from "./program-register.ts"
import { currentSession, signIn } from "./program-session.ts"

const staffSignIn = (email: string, password: string) =>
  signIn({ websiteId: "site-1", kind: "staff", email, password, rememberMe: false, address: "203.0.113.7" })

describe("registerMember", () => {
  it.effect("ROLE-001 a visitor registers as a member and is signed in at once", () =>
    withAccounts((store) =>
      Effect.gen(function* () {
        const { account, token } = yield* aMember(" Ada@Example.com")
        assert.deepInclude(account, {
          websiteId: "site-1",
          kind: "member",
          email: "ada@example.com",
          roles: [],
        })
        const current = yield* currentSession(token, { websiteId: "site-1", kind: "member" })
        assert.strictEqual(Option.getOrThrow(current).session.userId, account.id)
        const stored = (yield* Ref.get(store.accounts)).get(account.id)?.passwordHash ?? ""
        assert.notInclude(stored, PASSWORD)
      }),
    ),
  )

  it.effect("an e-mail already registered (in any case) is refused, storing nothing", () =>
    withAccounts((store) =>
      Effect.gen(function* () {
        yield* aMember()
        const error = yield* Effect.flip(aMember("ADA@example.com"))
        assert.strictEqual(error._tag, "AccountEmailTaken")
        assert.strictEqual(error.message, "An account with this email already exists.")
        assert.strictEqual((yield* Ref.get(store.accounts)).size, 1)
      }),
    ),
  )

  it.effect("bad fields are refused with every field's message, storing nothing", () =>
    withAccounts((store) =>
      Effect.gen(function* () {
        const error = yield* Effect.flip(
          registerMember({ websiteId: "site-1", email: "ada", password: "short", rememberMe: false }),
        )
        assert.strictEqual(error._tag, "RegistrationInvalid")
        if (error._tag === "RegistrationInvalid") {
          assert.deepStrictEqual(error.problems, {
            email: "Email is invalid",
            password: "Password must be at least 8 characters.",
          })
        }
        assert.strictEqual((yield* Ref.get(store.accounts)).size, 0)
      }),
    ),
  )
})

describe("ensureFirstStaff", () => {
  it.effect("creates an admin with a generated password that signs in, once", () =>
    withAccounts(() =>
      Effect.gen(function* () {
        const first = yield* ensureFirstStaff({
          websiteId: "site-1",
          email: "owner@example.com",
          password: null,
        })
        assert.strictEqual(first._tag, "Created")
        if (first._tag !== "Created") return
        assert.deepStrictEqual(first.account.roles, [ContributorRole.ADMIN])
        assert.isString(first.generatedPassword)
        const signedIn = yield* staffSignIn("owner@example.com", first.generatedPassword ?? "")
        assert.strictEqual(signedIn.session.kind, "staff")
        assert.deepStrictEqual(signedIn.session.roles, [ContributorRole.ADMIN])
        const again = yield* ensureFirstStaff({
          websiteId: "site-1",
          email: "other@example.com",
          password: null,
        })
        assert.deepStrictEqual(again, { _tag: "Existed" })
        assert.strictEqual(
          (yield* AccountRepository.use((accounts) => accounts.listStaff("site-1"))).length,
          1,
        )
      }),
    ),
  )

  it.effect("uses the given password, and returns none to print", () =>
    withAccounts(() =>
      Effect.gen(function* () {
        const first = yield* ensureFirstStaff({
          websiteId: "site-1",
          email: "owner@example.com",
          password: PASSWORD,
        })
        assert.strictEqual(first._tag === "Created" && first.generatedPassword, null)
        yield* staffSignIn("owner@example.com", PASSWORD)
      }),
    ),
  )

  it.effect("refuses a given password under the minimum", () =>
    withAccounts(() =>
      Effect.gen(function* () {
        const error = yield* Effect.flip(
          ensureFirstStaff({ websiteId: "site-1", email: "owner@example.com", password: "admin" }),
        )
        assert.strictEqual(error._tag, "RegistrationInvalid")
      }),
    ),
  )

  it.effect("a member with the same e-mail is no staff: the first staff account is still created", () =>
    withAccounts(() =>
      Effect.gen(function* () {
        yield* aMember("owner@example.com")
        const first = yield* ensureFirstStaff({
          websiteId: "site-1",
          email: "owner@example.com",
          password: null,
        })
        assert.strictEqual(first._tag, "Created")
      }),
    ),
  )
})
