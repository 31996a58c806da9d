import { Effect, Layer, Ref } from "effect"
import { SignInAttempts } from "../account/port.ts"
import type { FailureCount } from "../account/throttle.ts"
import type { MemoryAccounts } from "./accounts-store.ts"

/**
 * SignInAttempts in memory: one count per key, each failure one atomic change.
 *
 * @example
 * Layer.provide(program, memorySignInAttempts(makeMemoryAccounts()))
 */
export const memorySignInAttempts = (store: MemoryAccounts): Layer.Layer<SignInAttempts> =>
  Layer.succeed(
    SignInAttempts,
    SignInAttempts.of({
      failures: (keys) =>
        Effect.map(Ref.get(store.attempts), (attempts) => {
          const found = new Map<string, FailureCount>()
          for (const key of keys) {
            const count = attempts.get(key)
            if (count !== undefined) found.set(key, count)
          }
          return found
        }),
      recordFailure: (key, at, windowMs) =>
        Ref.modify(store.attempts, (attempts) => {
          const before = attempts.get(key)
          const count: FailureCount =
            before === undefined || at >= before.firstAt + windowMs
              ? { count: 1, firstAt: at, lastAt: at }
              : { count: before.count + 1, firstAt: before.firstAt, lastAt: Math.max(before.lastAt, at) }
          return [count, new Map(attempts).set(key, count)]
        }),
      clear: (key) =>
        Ref.update(store.attempts, (attempts) => {
          const next = new Map(attempts)
          next.delete(key)
          return next
        }),
      sweep: (before) =>
        Ref.modify(store.attempts, (attempts) => {
          const kept = new Map([...attempts].filter(([, count]) => count.firstAt >= before))
          return [attempts.size - kept.size, kept]
        }),
    }),
  )
