import { Effect, Exit, type Request, RequestResolver } from "effect"
import { Database } from "./database.ts"
import { CurrentSession } from "./session.ts"

/**
 * Runs a batch of requests as one statement and answers each, in the order given.
 *
 * @example
 * const readCarts: RunBatch<ReadCart> = (requests) => query(Row, { sql, params: [requests.map((r) => r.id)] })
 */
export type RunBatch<R extends Request.Any> = (
  requests: readonly R[],
) => Effect.Effect<ReadonlyArray<Request.Success<R>>, never, Database>

// Large enough for any burst one process sees at once; small enough to keep one statement quick.
const BATCH_LIMIT = 200

// If a batch fails (a deadlock with another process, one faulty request), each request is tried
// alone, so only a request that fails by itself fails.
const resolverOn = <R extends Request.Any>(database: Database["Service"], run: RunBatch<R>) =>
  RequestResolver.make<R>((entries) =>
    Effect.gen(function* () {
      const exit = yield* Effect.exit(run(entries.map((entry) => entry.request)))
      if (Exit.isSuccess(exit) || entries.length === 1) {
        entries.forEach((entry, index) => {
          entry.completeUnsafe(Exit.map(exit, (answers) => answers[index] as Request.Success<R>))
        })
        return
      }
      for (const entry of entries) {
        const alone = yield* Effect.exit(run([entry.request]))
        entry.completeUnsafe(Exit.map(alone, (answers) => answers[0] as Request.Success<R>))
      }
    }).pipe(Effect.provideService(Database, database)),
  ).pipe(RequestResolver.batchN(BATCH_LIMIT))

/**
 * Sends requests through `run` in batches: requests made by concurrent callers (different visitors'
 * requests in flight at once) are collected until the event loop's next turn, then sent as one
 * statement — one round trip, one parse and plan, one commit for all of them, where each alone would
 * pay for its own. Inside a transaction on `database` a request goes alone on the transaction's
 * connection, as the transaction needs.
 *
 * @example
 * const readCart = batched(database, readCarts)
 * yield* readCart(new ReadCart({ id }))
 */
export const batched = <R extends Request.Any>(
  database: Database["Service"],
  run: RunBatch<R>,
): ((request: R) => Effect.Effect<Request.Success<R>>) => {
  const resolver = resolverOn(database, run)
  return (request) =>
    Effect.flatMap(CurrentSession, (session) =>
      session?.database === database
        ? Effect.map(
            Effect.provideService(run([request]), Database, database),
            (answers) => answers[0] as Request.Success<R>,
          )
        : (Effect.request(request, resolver) as Effect.Effect<Request.Success<R>>),
    )
}
