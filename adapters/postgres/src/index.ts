/**
 * `@vitrine/adapter-postgres`: the core's ports on Postgres, through knex — node-postgres for a
 * server, embedded PGlite otherwise — plus a rate-limit store on the same database.
 *
 * @example
 * import { postgresLayer } from "@vitrine/adapter-postgres"
 * const runtime = ManagedRuntime.make(postgresLayer({ databaseUrl: process.env.DATABASE_URL }))
 */
import type { CartRepository, Inventory } from "@vitrine/core/cart"
import type { Catalog, CatalogEditor } from "@vitrine/core/catalog"
import type { EventStore } from "@vitrine/core/census"
import type { PreferencesRepository } from "@vitrine/core/preferences"
import type { StoreSettingsRepository } from "@vitrine/core/site"
import type { Transaction } from "@vitrine/core/transaction"
import { Layer } from "effect"
import { cartRepositoryLayer } from "./cart-repository.ts"
import { catalogLayer } from "./catalog.ts"
import { type CensusRollups, censusRollupsLayer } from "./census-rollups.ts"
import { databaseLayer, type PostgresOptions } from "./database.ts"
import { eventStoreLayer } from "./event-store.ts"
import { inventoryLayer } from "./inventory.ts"
import { preferencesRepositoryLayer } from "./preferences-repository.ts"
import { type PostgresRateLimitStore, rateLimitStoreLayer } from "./rate-limit-store.ts"
import { storeSettingsLayer } from "./store-settings-repository.ts"
import { transactionLayer } from "./transaction.ts"

export { CensusRollups, censusRollupsLayer } from "./census-rollups.ts"
export type { PostgresOptions } from "./database.ts"
export { eventStoreLayer } from "./event-store.ts"
export { preferencesRepositoryLayer } from "./preferences-repository.ts"
export { createDatabase, dropDatabase, migrateDatabase, migratedPgliteDump } from "./provisioning.ts"
export { PostgresRateLimitStore, type RateLimitInfo, type RateLimitStore } from "./rate-limit-store.ts"

/**
 * Every port the adapter provides, and the rate-limit store factory.
 *
 * @example
 * const runtime: ManagedRuntime.ManagedRuntime<PostgresServices, never> = ManagedRuntime.make(postgresLayer({}))
 */
export type PostgresServices =
  | Catalog
  | CatalogEditor
  | Inventory
  | CartRepository
  | Transaction
  | StoreSettingsRepository
  | PostgresRateLimitStore

/**
 * Catalog, CatalogEditor, Inventory, CartRepository, Transaction and StoreSettingsRepository on one
 * database, plus the PostgresRateLimitStore factory on the same one. Building the layer opens the database (a pool for
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

/**
 * The analytics ports on their own database handle, until they join `postgresLayer`: EventStore,
 * PreferencesRepository and CensusRollups. Building it opens (and migrates) the database like
 * `postgresLayer` does.
 *
 * @example
 * const runtime = ManagedRuntime.make(analyticsPostgresLayer({ databaseUrl }))
 */
export const analyticsPostgresLayer = (
  options: PostgresOptions,
): Layer.Layer<EventStore | PreferencesRepository | CensusRollups> =>
  Layer.mergeAll(eventStoreLayer(), preferencesRepositoryLayer(), censusRollupsLayer()).pipe(
    Layer.provide(databaseLayer(options)),
  )
