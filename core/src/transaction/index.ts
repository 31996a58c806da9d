/**
 * `@vitrine/core/transaction`: the port that makes a program's writes atomic.
 *
 * @example
 * import { Transaction } from "@vitrine/core/transaction"
 * const atomically = Effect.flatMap(Transaction, (tx) => tx.run(program))
 */
export * from "./port.ts"
