import { Effect, Layer, Ref } from "effect"
import { Transaction } from "../transaction/port.ts"
import { CurrentUnit, type MemoryStore } from "./store.ts"

/**
 * Transaction over a memory store: programs run one at a time under the store's lock, and a program
 * that fails, dies or is interrupted leaves the state exactly as it found it. A `run` inside a `run`
 * joins the outer unit (it already holds the lock, and the outer snapshot covers it).
 *
 * @example
 * Layer.provide(program, memoryTransaction(makeMemoryStore()))
 */
export const memoryTransaction = (store: MemoryStore): Layer.Layer<Transaction> =>
  Layer.succeed(
    Transaction,
    Transaction.of({
      run: (effect) =>
        Effect.flatMap(CurrentUnit, (unit) =>
          unit === store
            ? effect
            : store.lock.withPermit(
                Effect.flatMap(Ref.get(store.state), (snapshot) =>
                  effect.pipe(
                    Effect.provideService(CurrentUnit, store),
                    Effect.onError(() => Ref.set(store.state, snapshot)),
                  ),
                ),
              ),
        ),
    }),
  )
