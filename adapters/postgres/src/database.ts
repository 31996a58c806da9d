import { Context, Effect, Layer } from "effect"
import type { Knex } from "knex"
import { type ListenTarget, listenTargetOf } from "./listen-target.ts"
import { migrate, openKnex, type PostgresOptions } from "./open.ts"
import { rethrowUnavailable } from "./unavailable.ts"

export type { PostgresOptions } from "./open.ts"

/** The part of a node-postgres client or a PGlite instance the adapter uses: both answer alike. */
export interface Connection {
  readonly query: (
    sql: string | { readonly name: string; readonly text: string; readonly values: readonly unknown[] },
    params?: readonly unknown[],
  ) => Promise<{ readonly rows: readonly unknown[] }>
}

/**
 * Sends one statement on a connection. A named statement is parsed and planned once per connection of
 * a Postgres server and then only bound and run, which saves the server most of a small query's work
 * and the client resending its text; PGlite, in-process, takes every statement as text.
 */
export type Issue = (
  connection: Connection,
  sql: string,
  params: readonly unknown[],
  name: string | undefined,
) => Promise<{ readonly rows: readonly unknown[] }>

const byName: Issue = (connection, sql, params, name) =>
  name === undefined ? connection.query(sql, params) : connection.query({ name, text: sql, values: params })
const asText: Issue = (connection, sql, params) => connection.query(sql, params)

// Every statement goes out through an Issue, so this is where an outage becomes StoreUnavailable.
const reportingOutages =
  (issue: Issue): Issue =>
  (connection, sql, params, name) =>
    issue(connection, sql, params, name).catch(rethrowUnavailable)

/**
 * The adapter's handle on one database: knex builds the SQL and owns the pool; statements run on the
 * pool's raw connections (see `query.ts`), so a transaction can send BEGIN together with its first
 * statement. Internal: nothing of knex leaves the package.
 */
export class Database extends Context.Service<
  Database,
  {
    readonly knex: Knex
    readonly acquire: Effect.Effect<Connection>
    readonly release: (connection: Connection) => Effect.Effect<void>
    /** `acquire` and `release` as plain promises, for a statement that runs on its own. */
    readonly connection: () => Promise<Connection>
    readonly giveBack: (connection: Connection) => void
    readonly roundTrip: (statements: readonly string[]) => void
    readonly issue: Issue
    /** Where notifications are heard: a connection of its own to the server, or the PGlite instance. */
    readonly listenTarget: ListenTarget
  }
>()("@vitrine/adapter-postgres/Database") {}

/**
 * The Database service: opens and migrates on build, closes the pool (or PGlite) on release. Failing
 * to reach or migrate the database is a defect: nothing above the adapter can act on it.
 *
 * @example
 * Layer.provide(catalogLayer(), databaseLayer({}))
 */
export const databaseLayer = (options: PostgresOptions): Layer.Layer<Database> =>
  Layer.effect(
    Database,
    Effect.gen(function* () {
      const db = yield* Effect.acquireRelease(
        Effect.promise(() => openKnex(options)),
        (opened) => Effect.promise(() => opened.destroy()),
      )
      yield* Effect.promise(() => migrate(db))
      const connection = () =>
        (db.client.acquireConnection() as Promise<Connection>).catch(rethrowUnavailable)
      // knex's release only hands the connection back to its pool; it never fails.
      const giveBack = (taken: Connection) => void db.client.releaseConnection(taken)
      return Database.of({
        knex: db,
        acquire: Effect.promise(connection),
        release: (taken) => Effect.sync(() => giveBack(taken)),
        connection,
        giveBack,
        roundTrip: options.onRoundTrip ?? (() => {}),
        issue: reportingOutages(options.databaseUrl === undefined ? asText : byName),
        listenTarget: listenTargetOf(options, db),
      })
    }),
  )

/**
 * Builds a service whose methods need the Database, handing it a function that provides the
 * Database captured when the layer was built, so the port's methods require nothing.
 *
 * @example
 * Layer.effect(Inventory, withDatabase((provide) => Inventory.of({ stockOf: (id) => provide(stockOf(id)), … })))
 */
export const withDatabase = <S>(
  build: (provide: <A, E>(effect: Effect.Effect<A, E, Database>) => Effect.Effect<A, E>) => S,
): Effect.Effect<S, never, Database> =>
  Effect.gen(function* () {
    const database = yield* Database
    return build((effect) => Effect.provideService(effect, Database, database))
  })
