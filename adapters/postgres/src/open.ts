import { access, mkdir } from "node:fs/promises"
import { join } from "node:path"
import { PGlite } from "@electric-sql/pglite"
import knex, { type Knex } from "knex"
import ClientPGLite from "knex-pglite"
import { migrationSource } from "./migrations/index.ts"
import { type PostgresTimeouts, poolTimeouts, withoutStatementTimeout } from "./timeouts.ts"

// Opening and migrating a database, apart from the Database service: provisioning (run by test
// set-up in a process that loads no other package of ours) needs only this and the drivers.

/**
 * Where the data lives. With `databaseUrl`, a pool of node-postgres connections to that server;
 * without, an embedded PGlite database kept in `dataDir` (in memory when there is none), started from
 * `loadDataDir` (a `dumpDataDir()` tarball) when given — for a `dataDir` only while it holds no
 * database yet, so the same options work on every start; or, with `pglite`, a PGlite database the
 * caller opened (and can query beside the adapter: a test reading what was stored), which the
 * adapter migrates and closes when its layer is released. `onRoundTrip` hears every trip to the
 * database with the statements it carried, for benchmarks and tests that count them. `timeouts`
 * bound each wait on a Postgres server (see `PostgresTimeouts`; the defaults when not given).
 *
 * @example
 * const options: PostgresOptions = { databaseUrl: "postgres://postgres@127.0.0.1:5432/vitrine" }
 */
export interface PostgresOptions {
  readonly databaseUrl?: string
  readonly dataDir?: string
  readonly loadDataDir?: Blob
  readonly pglite?: PGlite
  readonly onRoundTrip?: (statements: readonly string[]) => void
  readonly timeouts?: PostgresTimeouts
}

/**
 * A knex instance for the options, not yet migrated: `pg` (in pipeline mode, so statements sent
 * together travel together) for a URL, else PGlite.
 *
 * @example
 * const db = await openKnex({}); await migrate(db); await db.destroy()
 */
export const openKnex = async (options: Omit<PostgresOptions, "onRoundTrip">): Promise<Knex> => {
  if (options.databaseUrl !== undefined) {
    // `pipeline` is node-postgres's own option, which knex passes through but does not type.
    // Generic plans: the hot statements take arrays (one element per request of a batch), whose
    // values never change the best plan, yet the planner's estimate keeps preferring a custom plan
    // and so plans them afresh on every call — most of the server's work on a small statement.
    // No JIT: a generic plan's estimates are for batches of unknown size (100 rows for a JSON batch)
    // over the table's statistics, and once the carts table held some 200 000 carts the read for an
    // add crossed `jit_above_cost`: Postgres then compiled 48 functions on every call, about 11 ms of
    // its CPU per add (issue 14's bench fell from ~1 000 to 77 adds/s). The store's statements are
    // all small; none gains from compiling.
    const timeouts = poolTimeouts(options.timeouts)
    const connection = {
      connectionString: options.databaseUrl,
      pipeline: true,
      options: "-c plan_cache_mode=force_generic_plan -c jit=off",
      ...timeouts.connection,
    } as Knex.PgConnectionConfig
    return knex({
      client: "pg",
      connection,
      pool: { min: 0, max: 10 },
      acquireConnectionTimeout: timeouts.acquireConnectionTimeout,
      log: { warn: warnUnlessOutage },
    })
  }
  if (options.pglite !== undefined) return knexOnPglite(options.pglite)
  // PGlite refuses a dump for a folder that already holds a database; the dump only seeds a new one.
  const seeded = options.dataDir !== undefined && (await holdsDatabase(options.dataDir))
  if (options.dataDir !== undefined) await mkdir(options.dataDir, { recursive: true })
  const pglite = await PGlite.create({
    ...(options.dataDir === undefined ? {} : { dataDir: options.dataDir }),
    ...(options.loadDataDir === undefined || seeded ? {} : { loadDataDir: options.loadDataDir }),
  })
  return knexOnPglite(pglite)
}

// knex warns on every failed attempt to open a connection and on every connection that ends:
// thousands of lines a second while the server is away. The failure reaches the caller anyway (as
// StoreUnavailable), and is logged there.
const warnUnlessOutage = (message: string): void => {
  if (!/^(Acquire connection error|Connection Error)/.test(message)) console.warn(message)
}

const holdsDatabase = (dataDir: string): Promise<boolean> =>
  access(join(dataDir, "PG_VERSION")).then(
    () => true,
    () => false,
  )

/**
 * A knex instance on a PGlite database; destroying it closes the database. PGlite is one connection,
 * so the pool holds exactly one and statements queue for it.
 *
 * @example
 * const db = knexOnPglite(await PGlite.create())
 */
export const knexOnPglite = (pglite: PGlite): Knex =>
  // knex-pglite reads a ready instance from `connection.pglite`, which knex's config type does not know.
  knex({ client: ClientPGLite, connection: { pglite } as Knex.StaticConnectionConfig })

// Several processes (server workers, test files) may start on one database at once; knex's migration
// lock makes all but one fail, and they only need to wait for it. How long: the whole schema on a
// fresh database, on a machine that is busy with other work. A bound of 10 s was once enough; with 58
// migrations, four workers starting while a CI run kept both cores busy gave up before the first had
// finished. On the Postgres server a knex lock left behind by a killed migrator is freed
// (`underMigrationLock`); on PGlite there is one process.
const MIGRATION_WAIT_MS = 120_000
const RETRY_MS = 250
const isRace = (error: unknown): boolean =>
  error instanceof Error &&
  (/already locked/i.test(error.message) ||
    ["23505", "42P07"].includes(String((error as { code?: unknown }).code)))

/**
 * Brings the schema up to date, waiting out another process that is migrating the same database.
 *
 * @example
 * await migrate(await openKnex({ databaseUrl }))
 */
export const migrate = async (db: Knex): Promise<void> => {
  const deadline = Date.now() + MIGRATION_WAIT_MS
  if ((db.client as { config?: { client?: unknown } }).config?.client === "pg")
    return underMigrationLock(db, deadline, () => migrateOnce(db, deadline))
  return migrateOnce(db, deadline)
}

const migrateOnce = async (db: Knex, deadline: number): Promise<void> => {
  for (;;) {
    try {
      const [, pending] = (await db.migrate.list({ migrationSource })) as [unknown, unknown[]]
      if (pending.length > 0)
        await db.migrate.latest({ migrationSource: withoutStatementTimeout(migrationSource) })
      return
    } catch (error) {
      if (Date.now() >= deadline || !isRace(error)) throw error
      await new Promise((resolve) => setTimeout(resolve, RETRY_MS))
    }
  }
}

// The advisory lock's key: any number the store uses for nothing else ("vitrine" as digits).
const MIGRATION_LOCK_KEY = 846_874_837

/**
 * Runs the migrations holding a Postgres advisory lock on a connection of its own. Postgres frees
 * that lock when its session ends, so a process killed mid-migration leaves nothing behind; holding
 * it, no other process of the store is migrating, and knex's own lock found set can only be one
 * left by such a process: it is freed. Twice a CI run saw four workers give up on a knex lock that
 * nobody held any more. Waits for the lock with `pg_try_advisory_lock` in a loop (a blocking wait
 * would meet the client's query timeout) until `deadline`.
 */
const underMigrationLock = async (db: Knex, deadline: number, run: () => Promise<void>): Promise<void> => {
  const connection = await db.client.acquireConnection()
  try {
    for (;;) {
      const result = await db
        .raw("SELECT pg_try_advisory_lock(?) AS locked", [MIGRATION_LOCK_KEY])
        .connection(connection)
      if ((result as { rows: { locked: boolean }[] }).rows[0]?.locked === true) break
      if (Date.now() >= deadline) throw new Error("Another process held the migration lock for too long")
      await new Promise((resolve) => setTimeout(resolve, RETRY_MS))
    }
    try {
      await db.migrate.forceFreeMigrationsLock({ migrationSource })
      await run()
    } finally {
      await db.raw("SELECT pg_advisory_unlock(?)", [MIGRATION_LOCK_KEY]).connection(connection)
    }
  } finally {
    await db.client.releaseConnection(connection)
  }
}
