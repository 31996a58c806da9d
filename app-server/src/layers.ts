import { type PostgresOptions, PostgresRateLimitStore, postgresLayer } from "@vitrine/adapter-postgres"
import type { StoreLayer, StorePorts } from "@vitrine/core/store"
import { ManagedRuntime } from "effect"
import type { Store } from "express-rate-limit"

export type { PostgresOptions } from "@vitrine/adapter-postgres"

/** The store's one runtime, and the rate-limit store on the same database when there is one. */
export interface StoreRuntime {
  readonly runtime: ManagedRuntime.ManagedRuntime<StorePorts, unknown>
  readonly rateLimitStore: Store | undefined
}

/**
 * Builds the runtime every request runs on: the Postgres adapter (a Postgres server for
 * `databaseUrl`, else embedded PGlite in `dataDir`, in memory when neither is set; migrations run as
 * it builds) with its shared rate-limit counters — or, for tests, any layer of the store's ports, with
 * counters in memory. Dispose the runtime to close the database.
 *
 * @example
 * const { runtime, rateLimitStore } = await storeRuntime({ database: { dataDir: ".data/pglite" } })
 */
export const storeRuntime = async (options: {
  readonly database?: PostgresOptions | undefined
  readonly layer?: StoreLayer<unknown> | undefined
}): Promise<StoreRuntime> => {
  if (options.layer) return { runtime: ManagedRuntime.make(options.layer), rateLimitStore: undefined }
  const runtime = ManagedRuntime.make(postgresLayer(options.database ?? {}))
  try {
    const store = await runtime.runPromise(
      PostgresRateLimitStore.useSync((stores) => stores.make({ prefix: "api:" })),
    )
    return { runtime, rateLimitStore: store }
  } catch (error) {
    await runtime.dispose()
    throw error
  }
}
