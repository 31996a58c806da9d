import { Layer } from "effect"
import type { AccountRepository, PasswordHasher, Sessions, SignInAttempts } from "../account/port.ts"
import { memoryAccountRepository } from "./account-repository.ts"
import type { MemoryAccounts } from "./accounts-store.ts"
import { memoryPasswordHasher } from "./password-hasher.ts"
import { memorySessions } from "./sessions.ts"
import { memorySignInAttempts } from "./sign-in-attempts.ts"

export { memoryAccountRepository } from "./account-repository.ts"
export { type MemoryAccounts, makeMemoryAccounts } from "./accounts-store.ts"
export { memoryPasswordHasher } from "./password-hasher.ts"
export { randomText } from "./random-text.ts"
export { memorySessions } from "./sessions.ts"
export { memorySignInAttempts } from "./sign-in-attempts.ts"

/** The account ports the in-memory adapters provide. */
export type MemoryAccountServices = AccountRepository | Sessions | PasswordHasher | SignInAttempts

/**
 * The account storage ports (AccountRepository, Sessions, SignInAttempts) over one given state: the
 * account part of `memoryLayerFor`.
 *
 * @example
 * Effect.provide(program, memoryAccountStorage(makeMemoryStore().accounts))
 */
export const memoryAccountStorage = (
  store: MemoryAccounts,
): Layer.Layer<AccountRepository | Sessions | SignInAttempts> =>
  Layer.mergeAll(memoryAccountRepository(store), memorySessions(store), memorySignInAttempts(store))

/**
 * The in-memory account adapters over one given state, with the memory PasswordHasher, for a test
 * of account programs alone that looks at what is stored. A program that also needs the store's
 * other ports runs on `memoryLayer()` (or `memoryLayerFor(store)`, whose `store.accounts` is the
 * state) merged with `memoryPasswordHasher()`.
 *
 * @example
 * const store = makeMemoryAccounts()
 * Effect.provide(program, memoryAccountsLayerFor(store))
 */
export const memoryAccountsLayerFor = (
  store: MemoryAccounts,
  hasher: { readonly cost?: number } = {},
): Layer.Layer<MemoryAccountServices> =>
  Layer.merge(memoryAccountStorage(store), memoryPasswordHasher(hasher))
