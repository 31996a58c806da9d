import { Effect, Layer } from "effect"
import type { AccountRepository, PasswordHasher, Sessions, SignInAttempts } from "../account/port.ts"
import { memoryAccountRepository } from "./account-repository.ts"
import { type MemoryAccounts, makeMemoryAccounts } from "./accounts-store.ts"
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
 * The in-memory account adapters over one given state, for a test that looks at what is stored.
 *
 * @example
 * const store = makeMemoryAccounts()
 * Effect.provide(program, memoryAccountsLayerFor(store))
 */
export const memoryAccountsLayerFor = (
  store: MemoryAccounts,
  hasher: { readonly cost?: number } = {},
): Layer.Layer<MemoryAccountServices> =>
  Layer.mergeAll(
    memoryAccountRepository(store),
    memorySessions(store),
    memorySignInAttempts(store),
    memoryPasswordHasher(hasher),
  )

/**
 * The in-memory adapters of AccountRepository, Sessions, SignInAttempts and PasswordHasher, on fresh
 * empty state at every build. Merge with the store's memory layer for programs that also need carts
 * or a Transaction.
 *
 * @example
 * signIn(input).pipe(Effect.provide(Layer.mergeAll(memoryLayer(), memoryAccountsLayer())))
 */
export const memoryAccountsLayer = (): Layer.Layer<MemoryAccountServices> =>
  Layer.unwrap(Effect.sync(() => memoryAccountsLayerFor(makeMemoryAccounts())))
