import { randomUUID } from "node:crypto"
import type { StartOptions } from "@vitrine/app-server"
import { memoryLayer } from "@vitrine/core/memory"
import { pgliteOptions, serverOptions } from "../setup/database.ts"

/** A database the HTTP suite runs the real server on. */
export interface Target {
  readonly name: string
  /** Start options for a fresh server on this database. */
  readonly options: () => Promise<StartOptions>
}

/**
 * The databases of the HTTP suite: the in-memory adapter, embedded PGlite (fresh from the migrated
 * dump), and the Postgres server when DATABASE_URL is set — its database is shared by the whole run,
 * so the demo catalogue is saved whatever else it holds, and the demo forms (form ids are global) go
 * to the demo website whichever website's server starts first: a suite of its own website finds them
 * there only on memory and PGlite. Its servers count their /api rate limit apart: a suite giving its
 * own `rateLimit` puts it after these options.
 *
 * @example
 * for (const target of targets()) describe(target.name, () => { ... })
 */
export const targets = (): readonly Target[] => {
  const server = serverOptions()
  return [
    { name: "memory", options: async () => ({ layer: memoryLayer() }) },
    { name: "PGlite", options: async () => ({ database: await pgliteOptions() }) },
    ...(server
      ? [
          {
            name: "the Postgres server",
            // Its own rate-limit counters, as a server on a database of its own has: every server of
            // the run calls from 127.0.0.1, and would otherwise share one limit per minute.
            options: async () => ({
              database: server,
              seed: "always" as const,
              rateLimit: { keyPrefix: `${randomUUID()}:` },
            }),
          },
        ]
      : []),
  ]
}
