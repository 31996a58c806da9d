import { PGlite } from "@electric-sql/pglite"
import type { Knex } from "knex"
import { describe, expect, it } from "vitest"
import { knexOnPglite } from "../src/open.ts"
import { DEFAULT_TIMEOUTS, poolTimeouts, withoutStatementTimeout } from "../src/timeouts.ts"

describe("the pool's timeouts", () => {
  it("fill what is not given with the defaults, the client's read timeout above the server's statement timeout", () => {
    expect(DEFAULT_TIMEOUTS.queryMs).toBeGreaterThan(DEFAULT_TIMEOUTS.statementMs)
    expect(poolTimeouts({ statementMs: 2_000 })).toEqual({
      connection: {
        connectionTimeoutMillis: DEFAULT_TIMEOUTS.connectMs,
        statement_timeout: 2_000,
        query_timeout: DEFAULT_TIMEOUTS.queryMs,
      },
      acquireConnectionTimeout: DEFAULT_TIMEOUTS.acquireMs,
    })
  })

  it("a migration runs with no statement timeout, for its own transaction only", async () => {
    const db = knexOnPglite(await PGlite.create())
    try {
      await db.raw("SET statement_timeout = 1234")
      const seen: unknown[] = []
      const source: Knex.MigrationSource<string> = {
        getMigrations: async () => ["001-long"],
        getMigrationName: (name) => name,
        getMigration: async () => ({
          up: async (knex: Knex) => {
            seen.push((await knex.raw("SHOW statement_timeout")).rows[0].statement_timeout)
          },
          down: async () => {},
        }),
      }
      await db.migrate.latest({ migrationSource: withoutStatementTimeout(source) })
      expect(seen).toEqual(["0"])
      expect((await db.raw("SHOW statement_timeout")).rows[0].statement_timeout).toBe("1234ms")
    } finally {
      await db.destroy()
    }
  })
})
