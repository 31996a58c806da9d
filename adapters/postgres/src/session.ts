import { Context, Effect, Exit } from "effect"
import { type Connection, Database } from "./database.ts"

/**
 * A transaction in progress on one pooled connection. BEGIN is not sent on its own: it goes out with
 * the first statement (node-postgres pipelines them, so they share one round trip). A statement sent
 * "behind" is written without waiting for its answer; its failure surfaces at the next statement or
 * at COMMIT, which Postgres turns into a rollback anyway once a statement has failed.
 */
export interface Session {
  readonly database: Database["Service"]
  readonly connection: Connection
  began: boolean
  /** A statement failed: the transaction can only roll back now. */
  failed: boolean
  /** The first failure of a statement sent behind, reported as a defect. */
  behindFailure: { readonly error: unknown } | undefined
  readonly behind: Promise<void>[]
  /** Statements written since the last round trip was counted. */
  readonly unsent: string[]
  /** What this transaction has read and may read again (e.g. a product's stock), by key. */
  readonly memo: Map<string, unknown>
}

/** The transaction the current fiber runs in, if any; every statement on the same database joins it. */
export const CurrentSession = Context.Reference<Session | undefined>(
  "@vitrine/adapter-postgres/CurrentSession",
  {
    defaultValue: () => undefined,
  },
)

/** A statement sent behind failed; the transaction it belonged to has been rolled back. */
export class BehindFailure extends Error {
  override readonly name = "BehindFailure"
}

const begin = (session: Session): void => {
  if (session.began) return
  session.began = true
  sendBehind(session, "BEGIN", [])
}

/**
 * Writes a statement inside the session without waiting for its answer.
 *
 * @example
 * sendBehind(session, "INSERT INTO carts …", [id])
 */
export const sendBehind = (
  session: Session,
  sql: string,
  params: readonly unknown[],
  name?: string | undefined,
): void => {
  begin(session)
  session.unsent.push(sql)
  const answer = session.database.issue(session.connection, sql, params, name).then(
    () => {},
    (error: unknown) => {
      session.failed = true
      session.behindFailure ??= { error }
    },
  )
  session.behind.push(answer)
}

const settleBehind = async (session: Session): Promise<void> => {
  await Promise.all(session.behind.splice(0))
  if (session.behindFailure !== undefined) {
    throw new BehindFailure("A statement sent without waiting failed", { cause: session.behindFailure.error })
  }
}

/**
 * Runs a statement inside the session and returns its rows; anything sent behind before it travels
 * in the same round trip.
 *
 * @example
 * await send(session, "SELECT 1", [])
 */
export const send = async (
  session: Session,
  sql: string,
  params: readonly unknown[],
  name?: string | undefined,
): Promise<readonly unknown[]> => {
  begin(session)
  session.database.roundTrip([...session.unsent.splice(0), sql])
  const answer = session.database.issue(session.connection, sql, params, name)
  const outcome = await answer.then(
    (result) => ({ rows: result.rows }),
    (error: unknown) => ({ error }),
  )
  await settleBehind(session)
  if ("error" in outcome) {
    session.failed = true
    throw outcome.error
  }
  return outcome.rows
}

// COMMIT goes out at once, behind anything still unanswered. A transaction in which a statement
// failed can only roll back; if its program succeeded regardless, that is reported as a defect.
const finish = async (session: Session, success: boolean): Promise<void> => {
  if (!session.began) return
  const end = success && !session.failed ? "COMMIT" : "ROLLBACK"
  session.database.roundTrip([...session.unsent.splice(0), end])
  const answer = session.database.issue(session.connection, end, [], undefined)
  await Promise.all(session.behind.splice(0))
  await answer
  if (!success) return
  if (session.behindFailure !== undefined) {
    throw new BehindFailure("A statement sent without waiting failed", { cause: session.behindFailure.error })
  }
  if (end === "ROLLBACK") {
    throw new Error(
      "The transaction was rolled back: one of its statements failed and the program carried on",
    )
  }
}

/**
 * Runs the effect in one transaction on the current database: commits when it succeeds, rolls back
 * when it fails, dies or is interrupted. Inside another transaction on the same database it simply
 * joins it. A failed COMMIT is a defect.
 *
 * @example
 * transactionally(Effect.all([saveProduct, saveStock]))
 */
export const transactionally = <A, E, R>(effect: Effect.Effect<A, E, R>): Effect.Effect<A, E, R | Database> =>
  Effect.gen(function* () {
    const database = yield* Database
    const current = yield* CurrentSession
    if (current?.database === database) return yield* effect
    return yield* Effect.acquireUseRelease(
      Effect.map(
        database.acquire,
        (connection): Session => ({
          database,
          connection,
          began: false,
          failed: false,
          behindFailure: undefined,
          behind: [],
          unsent: [],
          memo: new Map(),
        }),
      ),
      (session) => Effect.provideService(effect, CurrentSession, session),
      (session, exit) =>
        Effect.promise(() => finish(session, Exit.isSuccess(exit))).pipe(
          Effect.ensuring(database.release(session.connection)),
        ),
    )
  })
