import { Ref } from "effect"
import type { Credentials, Session } from "../account/model.ts"
import type { FailureCount } from "../account/throttle.ts"

/**
 * What the in-memory account adapters keep, each in its own Ref (every port call is one atomic
 * change of one Ref). Exposed so a test can look at what is stored. It is separate from the cart
 * and catalogue memory store: a memory Transaction does not roll these back — no account program
 * fails after its first write.
 *
 * @example
 * const store = makeMemoryAccounts()
 * Ref.get(store.sessions) // Effect<ReadonlyMap<string, StoredSession>>
 */
export interface MemoryAccounts {
  /** Accounts with their password hashes, by id, in the order created. */
  readonly accounts: Ref.Ref<ReadonlyMap<string, Credentials>>
  /** Sessions by token. Process memory is not a store a thief reads, so tokens are kept as they are. */
  readonly sessions: Ref.Ref<ReadonlyMap<string, Session>>
  /** Failed sign-ins by throttle key. */
  readonly attempts: Ref.Ref<ReadonlyMap<string, FailureCount>>
}

/**
 * Fresh, empty account state.
 *
 * @example
 * const store = makeMemoryAccounts()
 */
export const makeMemoryAccounts = (): MemoryAccounts => ({
  accounts: Ref.makeUnsafe<ReadonlyMap<string, Credentials>>(new Map()),
  sessions: Ref.makeUnsafe<ReadonlyMap<string, Session>>(new Map()),
  attempts: Ref.makeUnsafe<ReadonlyMap<string, FailureCount>>(new Map()),
})
