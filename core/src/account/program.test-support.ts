import { Effect, Layer } from "effect"
import { memoryAccountRepository } from "../memory/account-repository.ts"
import { type MemoryAccounts, makeMemoryAccounts } from "../memory/accounts-store.ts"
import { makeMemoryStore, memoryTransaction } from "../memory/index.ts"
import { memoryPasswordHasher } from "../memory/password-hasher.ts"
import { memorySessions } from "../memory/sessions.ts"
import { memorySignInAttempts } from "../memory/sign-in-attempts.ts"
import type { Transaction } from "../transaction/port.ts"
import type { AccountRepository, PasswordHasher, Sessions, SignInAttempts } from "./port.ts"
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
  const store = makeMemoryAccounts()
  const layer = Layer.mergeAll(
    memoryAccountRepository(store),
    memorySessions(store),
    memorySignInAttempts(store),
    hasher,
    memoryTransaction(makeMemoryStore()),
  )
  return body(store).pipe(Effect.provide(layer))
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
