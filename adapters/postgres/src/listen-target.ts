import type { PGlite } from "@electric-sql/pglite"
import type { Knex } from "knex"
import type { PostgresOptions } from "./open.ts"
import { DEFAULT_TIMEOUTS } from "./timeouts.ts"

/**
 * Where a process hears notifications (LISTEN): on a Postgres server, a connection of its own
 * opened with `config` (a pooled one would be handed to statements and lose its LISTENs); on
 * PGlite, the one instance every statement already runs on, which delivers NOTIFY in-process.
 */
export type ListenTarget =
  | { readonly _tag: "server"; readonly config: ListenerConfig }
  | { readonly _tag: "embedded"; readonly pglite: PGlite }

/**
 * The node-postgres settings of the listening connection, spelled out here rather than as
 * `pg.ClientConfig`: this type reaches the published declarations, and `pg` ships no types of its
 * own (a consumer would need `@types/pg` to compile against us).
 */
export interface ListenerConfig {
  readonly connectionString: string
  readonly application_name: string
  readonly connectionTimeoutMillis: number
  readonly keepAlive: boolean
  readonly keepAliveInitialDelayMillis: number
}

/** The name the listening connection shows in `pg_stat_activity` (operators and tests find it by it). */
export const LISTENER_APPLICATION_NAME = "vitrine change notices"

/**
 * The listen target for the options the database was opened with; `db` is the opened knex, whose
 * PGlite instance (made by `openKnex` or given) is the target without a server.
 *
 * @example
 * listenTargetOf({ databaseUrl }, db) // { _tag: "server", config: { connectionString, keepAlive: true, … } }
 */
export const listenTargetOf = (options: PostgresOptions, db: Knex): ListenTarget => {
  if (options.databaseUrl === undefined)
    // `openKnex` hands knex-pglite its instance as `connection.pglite`, which knex keeps as given.
    return { _tag: "embedded", pglite: (db.client.config.connection as { pglite: PGlite }).pglite }
  return {
    _tag: "server",
    config: {
      connectionString: options.databaseUrl,
      application_name: LISTENER_APPLICATION_NAME,
      connectionTimeoutMillis: options.timeouts?.connectMs ?? DEFAULT_TIMEOUTS.connectMs,
      // An idle connection whose server vanished without closing it (a machine gone, a cable cut)
      // is found by TCP keepalive, then reconnected like one the server closed.
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    },
  }
}
