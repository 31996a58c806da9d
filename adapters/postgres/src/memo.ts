import { Effect } from "effect"
import { Database } from "./database.ts"
import { CurrentSession, type Session } from "./session.ts"

const sessionOn = (database: Database["Service"], session: Session | undefined) =>
  session?.database === database ? session : undefined

/**
 * Keeps something this transaction read, for a later call in the same transaction to reuse instead of
 * asking again; outside a transaction it does nothing. Under READ COMMITTED the reused value is what a
 * second read could have returned had it run at the time of the first.
 *
 * @example
 * remember(`stock:${product.id}`, records)
 */
export const remember = (key: string, value: unknown): Effect.Effect<void, never, Database> =>
  Effect.gen(function* () {
    sessionOn(yield* Database, yield* CurrentSession)?.memo.set(key, value)
  })

/**
 * What this transaction remembered under `key`, if anything.
 *
 * @example
 * recall(`stock:${itemId}`)
 */
export const recall = <A>(key: string): Effect.Effect<A | undefined, never, Database> =>
  Effect.gen(function* () {
    // The key's owner is the only one who remembers under it, so it knows the type it stored.
    return sessionOn(yield* Database, yield* CurrentSession)?.memo.get(key) as A | undefined
  })

/**
 * Forgets everything remembered under keys starting with `prefix`: called by every write that could
 * change them.
 *
 * @example
 * forget("stock:")
 */
export const forget = (prefix: string): Effect.Effect<void, never, Database> =>
  Effect.gen(function* () {
    const memo = sessionOn(yield* Database, yield* CurrentSession)?.memo
    for (const key of memo?.keys() ?? []) if (key.startsWith(prefix)) memo?.delete(key)
  })
