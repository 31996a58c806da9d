import { readFile } from "node:fs/promises"
import { type PostgresOptions, type PostgresServices, postgresLayer } from "@vitrine/adapter-postgres"
import { Effect, Layer } from "effect"
import { inject } from "vitest"
import "./provided.ts"

let dump: Promise<Uint8Array<ArrayBuffer>> | undefined

/**
 * Options for a fresh, migrated, empty PGlite database, started from the dump the global setup made
 * (about half a second, against several for a first start). For test files of projects whose
 * globalSetup is `contract-tests/src/setup/global-setup.ts`.
 *
 * @example
 * const layer = Layer.unwrap(Effect.promise(() => pgliteOptions()).pipe(Effect.map(postgresLayer)))
 */
export const pgliteOptions = async (): Promise<PostgresOptions> => {
  dump ??= readFile(inject("pgliteDump")).then((bytes) => new Uint8Array(bytes))
  return { loadDataDir: new Blob([await dump]) }
}

/**
 * Options for this run's database on the Postgres server, or undefined when DATABASE_URL is unset.
 * The database is shared by every test file of the run: make your own rows with fresh ids.
 *
 * @example
 * const options = serverOptions()
 * describe.skipIf(options === undefined)("on the Postgres server", () => { … })
 */
export const serverOptions = (): PostgresOptions | undefined => {
  const databaseUrl = inject("databaseUrl")
  return databaseUrl === null ? undefined : { databaseUrl }
}

/**
 * The adapter on a fresh PGlite database from the dump.
 *
 * @example
 * catalogSuite("pglite", pgliteLayer)
 */
export const pgliteLayer = (): Layer.Layer<PostgresServices> =>
  Layer.unwrap(Effect.map(Effect.promise(pgliteOptions), postgresLayer))

/**
 * The adapter on this run's database on the Postgres server; dies when DATABASE_URL is unset, so
 * guard with `serverOptions() !== undefined`.
 *
 * @example
 * describe.skipIf(serverOptions() === undefined)("server", () => catalogSuite("server", serverLayer))
 */
export const serverLayer = (): Layer.Layer<PostgresServices> =>
  Layer.unwrap(
    Effect.suspend(() => {
      const options = serverOptions()
      return options === undefined
        ? Effect.die(new Error("DATABASE_URL is not set"))
        : Effect.succeed(postgresLayer(options))
    }),
  )
