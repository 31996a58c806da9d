import { Transaction } from "@vitrine/core/transaction"
import { Effect, Layer } from "effect"
import { Database } from "./database.ts"
import { transactionally } from "./session.ts"

/**
 * Transaction on Postgres: `run` opens a transaction on one pooled connection and makes it current
 * for every repository call inside (through the `CurrentSession` reference, which forked fibers
 * inherit); it commits on success and rolls back on failure, defect or interruption. A `run` inside a
 * `run` joins the outer transaction, as the port asks. Isolation is Postgres's default, READ COMMITTED:
 * stock is protected by conditional UPDATEs, not by isolation.
 *
 * @example
 * Layer.provide(transactionLayer(), databaseLayer({}))
 */
export const transactionLayer = (): Layer.Layer<Transaction, never, Database> =>
  Layer.effect(
    Transaction,
    Effect.gen(function* () {
      const database = yield* Database
      return Transaction.of({
        // Database is the adapter's own service, never in a caller's requirements, so providing it
        // leaves exactly the caller's R.
        run: <A, E, R>(effect: Effect.Effect<A, E, R>) =>
          transactionally(effect).pipe(Effect.provideService(Database, database)) as Effect.Effect<A, E, R>,
      })
    }),
  )
