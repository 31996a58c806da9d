import type { Knex } from "knex"

/**
 * How long the store waits on a Postgres server before it answers "try again" (503 with
 * `Retry-After`) instead of holding the visitor's request, in milliseconds:
 * - `connectMs`: opening a connection (the server is unreachable or black-holed);
 * - `acquireMs`: getting a connection from the pool, opening included (every one is busy);
 * - `statementMs`: one statement on the server (`statement_timeout`: a statement waiting on a lock
 *   or overloaded server is cancelled by Postgres itself, which frees its locks);
 * - `queryMs`: one statement as the client sees it, network included (`query_timeout`: the server
 *   stopped answering without closing the connection). Longer than `statementMs`, so a slow
 *   statement is cancelled by the server, which is cleaner, before the client gives up on it.
 * Migrations run without `statementMs`: building an index on a large table may take minutes.
 *
 * @example
 * const options: PostgresOptions = { databaseUrl, timeouts: { statementMs: 2_000 } }
 */
export interface PostgresTimeouts {
  readonly connectMs?: number
  readonly acquireMs?: number
  readonly statementMs?: number
  readonly queryMs?: number
}

/**
 * The defaults. The store's own statements take milliseconds; these only bound a fault. Ours: the
 * spec gives none; issue 14 asks that the store answer 503 while Postgres is away.
 */
export const DEFAULT_TIMEOUTS: Required<PostgresTimeouts> = {
  connectMs: 5_000,
  acquireMs: 10_000,
  statementMs: 10_000,
  queryMs: 15_000,
}

/**
 * The node-postgres connection settings and the knex pool's acquire timeout for `timeouts`, the
 * defaults filling what is not given.
 *
 * @example
 * const { connection, acquireConnectionTimeout } = poolTimeouts({ statementMs: 2_000 })
 */
export const poolTimeouts = (timeouts: PostgresTimeouts = {}) => {
  const chosen = { ...DEFAULT_TIMEOUTS, ...timeouts }
  return {
    connection: {
      connectionTimeoutMillis: chosen.connectMs,
      statement_timeout: chosen.statementMs,
      query_timeout: chosen.queryMs,
    },
    acquireConnectionTimeout: chosen.acquireMs,
  }
}

/**
 * `source` with every migration run with no statement timeout: `SET LOCAL` lasts until the
 * migration's transaction ends, so the pooled connection keeps the store's timeout afterwards.
 *
 * @example
 * await db.migrate.latest({ migrationSource: withoutStatementTimeout(migrationSource) })
 */
export const withoutStatementTimeout = <T>(source: Knex.MigrationSource<T>): Knex.MigrationSource<T> => ({
  getMigrations: (loadExtensions) => source.getMigrations(loadExtensions),
  getMigrationName: (migration) => source.getMigrationName(migration),
  getMigration: async (migration) => {
    const found = await source.getMigration(migration)
    return {
      ...found,
      up: async (knex: Knex) => {
        await knex.raw("SET LOCAL statement_timeout = 0")
        return found.up(knex)
      },
    }
  },
})
