import { describe, expect, it } from "vitest"
import {
  type OwnDatabase,
  ownServerDatabase,
  serverOptions,
} from "../../../contract-tests/src/setup/database.ts"
import { migrate, openKnex } from "../src/open.ts"

// On the Postgres server only: the advisory lock and processes that die are what is tested.
describe.skipIf(serverOptions() === undefined)("migrating on the Postgres server", () => {
  it("frees knex's lock left set by a process killed mid-migration, and migrates", async () => {
    const fresh = (await ownServerDatabase("vitrine_migration_lock", { migrated: false })) as OwnDatabase
    const db = await openKnex({ databaseUrl: fresh.databaseUrl })
    try {
      // What a process killed after taking knex's lock leaves: the lock table, locked.
      await db.raw('CREATE TABLE knex_migrations_lock ("index" serial PRIMARY KEY, is_locked integer)')
      await db.raw("INSERT INTO knex_migrations_lock (is_locked) VALUES (1)")
      await migrate(db)
      expect(Number((await db("knex_migrations").count({ n: "*" }))[0]?.n)).toBeGreaterThan(0)
      expect((await db("knex_migrations_lock").first())?.is_locked).toBe(0)
    } finally {
      await db.destroy()
      await fresh.release()
    }
  }, 60_000)

  it("runs two migrations started at once one after the other, each schema applied once", async () => {
    const fresh = (await ownServerDatabase("vitrine_migration_race", { migrated: false })) as OwnDatabase
    const [a, b] = await Promise.all([
      openKnex({ databaseUrl: fresh.databaseUrl }),
      openKnex({ databaseUrl: fresh.databaseUrl }),
    ])
    try {
      await Promise.all([migrate(a), migrate(b)])
      const names = (await a("knex_migrations").select("name")).map((row: { name: string }) => row.name)
      expect(new Set(names).size).toBe(names.length)
    } finally {
      await Promise.all([a.destroy(), b.destroy()])
      await fresh.release()
    }
  }, 120_000)
})
