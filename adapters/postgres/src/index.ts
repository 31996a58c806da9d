/**
 * `@vitrine/adapter-postgres`: the core's ports on Postgres, through knex — node-postgres for a
 * server, embedded PGlite otherwise — plus a rate-limit store on the same database.
 *
 * @example
 * import { postgresLayer } from "@vitrine/adapter-postgres"
 * const runtime = ManagedRuntime.make(postgresLayer({ databaseUrl: process.env.DATABASE_URL }))
 */
import type { StorePorts } from "@vitrine/core/store"
import { Layer } from "effect"
import { cartRepositoryLayer } from "./cart-repository.ts"
import { catalogLayer } from "./catalog.ts"
import { databaseLayer, type PostgresOptions } from "./database.ts"
import { inventoryLayer } from "./inventory.ts"
import { type PostgresRateLimitStore, rateLimitStoreLayer } from "./rate-limit-store.ts"
import { storeSettingsLayer } from "./store-settings-repository.ts"
import { transactionLayer } from "./transaction.ts"

export type { PostgresOptions } from "./database.ts"
export { createDatabase, dropDatabase, migrateDatabase, migratedPgliteDump } from "./provisioning.ts"
export { PostgresRateLimitStore, type RateLimitInfo, type RateLimitStore } from "./rate-limit-store.ts"

/**
 * Every port of the store (`StorePorts`), and the rate-limit store factory.
 *
 * @example
 * const runtime: ManagedRuntime.ManagedRuntime<PostgresServices, never> = ManagedRuntime.make(postgresLayer({}))
 */
export type PostgresServices = StorePorts | PostgresRateLimitStore

/**
 * Every port of the store (`StorePorts` of `@vitrine/core/store`) on one database, plus the
 * PostgresRateLimitStore factory on the same one. Building the layer opens the database (a pool for
 * `databaseUrl`, else PGlite) and runs the migrations; releasing it closes the database. A database
 * that cannot be reached or migrated is a defect.
 *
 * @example
 * const runtime = ManagedRuntime.make(postgresLayer({ dataDir: ".data/pglite" }))
 * await runtime.runPromise(addToCart(store, input))
 */
export const postgresLayer = (options: PostgresOptions): Layer.Layer<PostgresServices> =>
  Layer.mergeAll(
    catalogLayer(),
    inventoryLayer(),
    cartRepositoryLayer(),
    transactionLayer(),
    storeSettingsLayer(),
    rateLimitStoreLayer(),
  ).pipe(Layer.provide(databaseLayer(options)))
