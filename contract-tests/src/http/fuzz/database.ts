import { PGlite } from "@electric-sql/pglite"
import type { PostgresOptions } from "@vitrine/adapter-postgres"
import pg from "pg"
import { ownServerDatabase, pgliteOptions } from "../../setup/database.ts"
import type { Sql } from "./journal.ts"

/** A database of the fuzz's own: the server's options, SQL beside the server, and how to let it go. */
export interface FuzzDatabase {
  readonly name: string
  readonly options: PostgresOptions
  readonly sql: Sql
  /** Drops what the database held (the server closes PGlite itself). */
  readonly release: () => Promise<void>
}

/**
 * A fresh PGlite database from the migrated dump, opened here so the test can read it beside the
 * server (PGlite is one connection in this process: the test's statements queue with the server's).
 *
 * @example
 * const database = await fuzzPglite()
 */
export const fuzzPglite = async (): Promise<FuzzDatabase> => {
  const { loadDataDir } = await pgliteOptions()
  const pglite = await PGlite.create(loadDataDir ? { loadDataDir } : {})
  return {
    name: "PGlite",
    options: { pglite },
    sql: { query: (text) => pglite.query(text), exec: (text) => pglite.exec(text) },
    release: async () => {},
  }
}

/**
 * A database of its own on the Postgres server (the run's database is shared by every test file,
 * whose writes would show in the journal), migrated, dropped at the end; undefined without
 * DATABASE_URL.
 *
 * @example
 * const database = await fuzzServerDatabase()
 */
export const fuzzServerDatabase = async (): Promise<FuzzDatabase | undefined> => {
  const own = await ownServerDatabase("vitrine_fuzz")
  if (own === undefined) return undefined
  const { databaseUrl } = own
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  return {
    name: "the Postgres server",
    options: { databaseUrl },
    sql: { query: (text) => client.query(text), exec: (text) => client.query(text) },
    release: async () => {
      await client.end()
      await own.release()
    },
  }
}
