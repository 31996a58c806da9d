import { Effect, Layer } from "effect"
import type { ContributorRole } from "../enums/site-codes.ts"
import type { MemoryAccounts } from "../memory/accounts-store.ts"
import { makeMemoryStore, memoryLayerFor } from "../memory/index.ts"
import { memoryPasswordHasher } from "../memory/password-hasher.ts"
import type { Transaction } from "../transaction/port.ts"
import { AccountRepository, PasswordHasher, type Sessions, type SignInAttempts } from "./port.ts"
import { registerMember } from "./program-register.ts"
import { signIn } from "./program-session.ts"

// Test support for the account program tests, not a test itself.

/** What the account programs need. */
export type AccountServices = AccountRepository | Sessions | SignInAttempts | PasswordHasher | Transaction

/**
 * Runs a test body on fresh in-memory accounts, handing it the state to look at; `hasher` replaces
 * the memory PasswordHasher (e.g. one that counts its calls).
 *
 * @example
 * it.effect("…", () => withAccounts((store) => Effect.gen(function* () { … })))
 */
export const withAccounts = <A, E>(
  body: (store: MemoryAccounts) => Effect.Effect<A, E, AccountServices>,
  hasher: Layer.Layer<PasswordHasher> = memoryPasswordHasher(),
) => {
  const store = makeMemoryStore()
  return body(store.accounts).pipe(Effect.provide(Layer.merge(memoryLayerFor(store), hasher)))
}

/** The password every test account has. */
export const PASSWORD = "correct horse battery"

/**
 * Registers a member with `PASSWORD` on site-1.
 *
 * @example
 * const { account, token } = yield* aMember("ada@example.com")
 */
export const aMember = (email = "ada@example.com") =>
  registerMember({ websiteId: "site-1", email, password: PASSWORD, rememberMe: false })

/**
 * A member's sign-in on site-1 from one address, with `PASSWORD` unless told.
 *
 * @example
 * yield* memberSignIn("ada@example.com", "wrong")
 */
export const memberSignIn = (email: string, password = PASSWORD, address = "203.0.113.7") =>
  signIn({ websiteId: "site-1", kind: "member", email, password, rememberMe: false, address })

/**
 * A staff sign-in on a website with `PASSWORD`.
 *
 * @example
 * yield* signIn(staffSignInOf("owner@example.com"))
 */
export const staffSignInOf = (email: string, websiteId = "site-1") => ({
  websiteId,
  kind: "staff" as const,
  email,
  password: PASSWORD,
  rememberMe: false,
  address: "a",
})

/**
 * A staff account with these roles, signed in.
 *
 * @example
 * const admin = yield* aStaff("owner@example.com", [ContributorRole.ADMIN])
 */
export const aStaff = (email: string, roles: readonly ContributorRole[], websiteId = "site-1") =>
  Effect.gen(function* () {
    const passwordHash = yield* PasswordHasher.use((hasher) => hasher.hash(PASSWORD))
    yield* AccountRepository.use((accounts) =>
      accounts.create({ websiteId, kind: "staff", email, passwordHash, roles }),
    )
    return yield* signIn(staffSignInOf(email, websiteId))
  })
