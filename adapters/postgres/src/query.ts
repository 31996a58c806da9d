import { Data, Effect, type Result, Schema } from "effect"
import type { Knex } from "knex"
import { Database } from "./database.ts"
import { BehindFailure, CurrentSession, type Session, send, sendBehind } from "./session.ts"

/** Which constraint a statement broke, from its Postgres error code (class 23). */
export type ConstraintReason = "unique" | "foreignKey" | "check" | "notNull" | "exclusion"

const REASONS: Readonly<Record<string, ConstraintReason>> = {
  "23505": "unique",
  "23503": "foreignKey",
  "23514": "check",
  "23502": "notNull",
  "23P01": "exclusion",
}

/**
 * A statement broke a constraint: the one failure a repository may turn into a domain answer. Inside
 * a transaction it also ends the transaction, which can then only roll back.
 *
 * @example
 * query(Row, insert).pipe(Effect.catchTag("ConstraintViolation", (e) => e.reason === "unique" ? … : Effect.die(e)))
 */
export class ConstraintViolation extends Data.TaggedError("ConstraintViolation")<{
  readonly reason: ConstraintReason
  readonly constraint: string | null
  readonly detail: string
}> {}

/** What a knex query builder or raw statement offers once built; knex types stop here. */
interface Built {
  readonly toSQL: () => {
    readonly toNative: () => { readonly sql: string; readonly bindings: readonly unknown[] }
  }
}

/**
 * A statement written out in SQL with `$1`-style placeholders, for the hot paths: no builder runs
 * per call, and the text is the same on every call.
 *
 * @example
 * const statement: Statement = { sql: "SELECT id FROM carts WHERE id = $1", params: [cartId] }
 */
export interface Statement {
  readonly sql: string
  readonly params: readonly unknown[]
  /** Names a statement whose text never changes, so a server parses and plans it once per connection. */
  readonly name?: string
}

/** One statement: built from the knex instance (only ever called inside this module), or written out. */
export type Build = ((knex: Knex) => Built) | Statement

/** A statement as it goes on the wire. */
interface Native {
  readonly sql: string
  readonly bindings: readonly unknown[]
  readonly name?: string | undefined
}

const native = (database: Database["Service"], build: Build): Native =>
  typeof build === "function"
    ? build(database.knex).toSQL().toNative()
    : { sql: build.sql, bindings: build.params, name: build.name }

// On a pooled connection of its own: one promise from taking the connection to giving it back.
const alone = (database: Database["Service"], { sql, bindings, name }: Native) =>
  Effect.tryPromise({
    try: async () => {
      const connection = await database.connection()
      try {
        database.roundTrip([sql])
        return (await database.issue(connection, sql, bindings, name)).rows
      } finally {
        database.giveBack(connection)
      }
    },
    catch: (error) => error,
  })

const inSession = (session: Session, { sql, bindings, name }: Native) =>
  Effect.tryPromise({ try: () => send(session, sql, bindings, name), catch: (error) => error })

// Only a broken constraint is something a caller can act on; a lost connection, a syntax error or a
// failed statement sent behind is a bug or an outage, so it becomes a defect.
const classify = (error: unknown): Effect.Effect<never, ConstraintViolation> => {
  const fields = error as {
    readonly code?: unknown
    readonly constraint?: unknown
    readonly message?: unknown
  }
  const reason = error instanceof BehindFailure ? undefined : REASONS[String(fields.code)]
  if (reason === undefined) return Effect.die(error)
  return Effect.fail(
    new ConstraintViolation({
      reason,
      constraint: typeof fields.constraint === "string" ? fields.constraint : null,
      detail: String(fields.message),
    }),
  )
}

// Decoders are built once per row Schema: building one is far dearer than running it. Row Schemas
// need no services, so rows decode synchronously: the Effect form of the same decoder cost 2-4x as
// much per row set (issue 14's profile of add-to-cart).
type RowsDecoder = (rows: unknown) => Result.Result<ReadonlyArray<unknown>, Schema.SchemaError>
const decoders = new WeakMap<object, RowsDecoder>()
const decoderOf = <A>(row: Schema.Decoder<A>) => {
  let decode = decoders.get(row)
  if (decode === undefined) {
    decode = Schema.decodeUnknownResult(Schema.Array(row))
    decoders.set(row, decode)
  }
  return decode as (rows: unknown) => Result.Result<ReadonlyArray<A>, Schema.SchemaError>
}

/**
 * The one way the adapter talks to the database: builds the statement (with knex, or as written),
 * runs it inside the current transaction when there is one (else on a pooled connection of its own),
 * maps a broken constraint to `ConstraintViolation`, and decodes every row with `row` — a row that
 * does not decode is a defect. Uninterruptible: a statement on the wire always gets its answer.
 *
 * @example
 * query(Schema.Struct({ id: Schema.String }), (knex) => knex("carts").select("id").where({ id }))
 */
export const query = <A>(
  row: Schema.Decoder<A>,
  build: Build,
): Effect.Effect<ReadonlyArray<A>, ConstraintViolation, Database> =>
  Effect.gen(function* () {
    const database = yield* Database
    const session = yield* CurrentSession
    const statement = native(database, build)
    const rows = yield* (
      session?.database === database ? inSession(session, statement) : alone(database, statement)
    ).pipe(Effect.catch(classify))
    return yield* Effect.orDie(Effect.fromResult(decoderOf(row)(rows)))
  }).pipe(Effect.uninterruptible)

/**
 * Runs a write whose answer nobody needs. Inside a transaction it is sent without waiting, to travel
 * with the next statement (saving a round trip); a failure then surfaces as a defect at that
 * statement or at COMMIT. Outside a transaction it is an ordinary statement, its failure a defect.
 *
 * @example
 * queryBehind((knex) => knex("carts").insert(row))
 */
export const queryBehind = (build: Build): Effect.Effect<void, never, Database> =>
  Effect.gen(function* () {
    const database = yield* Database
    const session = yield* CurrentSession
    const statement = native(database, build)
    if (session?.database === database) {
      return sendBehind(session, statement.sql, statement.bindings, statement.name)
    }
    yield* alone(database, statement).pipe(Effect.orDie)
  }).pipe(Effect.uninterruptible)
