import { randomBytes } from "node:crypto"
import { readFile } from "node:fs/promises"
import {
  createDatabase,
  dropDatabase,
  migrateDatabase,
  type PostgresOptions,
  type PostgresServices,
  postgresLayer,
} from "@vitrine/adapter-postgres"
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

/** A database of a test's own on the Postgres server: its URL, and how to drop it. */
export interface OwnDatabase {
  readonly databaseUrl: string
  /** Drops the database, closing any connection still open on it. */
  readonly release: () => Promise<void>
}

/**
 * A fresh database of the test's own on the Postgres server named by DATABASE_URL (beside the run's
 * shared one, for a test whose counts must see no other file's rows, or that runs the server in
 * other processes), migrated unless `migrated: false`; undefined without DATABASE_URL.
 *
 * @example
 * const own = await ownServerDatabase("vitrine_faults")
 * if (own) try { … } finally { await own.release() }
 */
export const ownServerDatabase = async (
  prefix: string,
  options: { readonly migrated?: boolean } = {},
): Promise<OwnDatabase | undefined> => {
  const run = serverOptions()?.databaseUrl
  if (run === undefined) return undefined
  const name = `${prefix}_${randomBytes(6).toString("hex")}`
  const databaseUrl = await createDatabase(run, name)
  if (options.migrated ?? true) await migrateDatabase({ databaseUrl })
  return { databaseUrl, release: () => dropDatabase(run, name) }
}
