/**
 * `@vitrine/adapter-postgres`: the core's ports on Postgres, through knex — node-postgres for a
 * server, embedded PGlite otherwise — plus a rate-limit store on the same database.
 *
 * @example
 * import { postgresLayer } from "@vitrine/adapter-postgres"
 * const runtime = ManagedRuntime.make(postgresLayer({ databaseUrl: process.env.DATABASE_URL }))
 */

import type { ChangeNotices } from "@vitrine/core/changes"
import type { StorePorts } from "@vitrine/core/store"
import { Layer } from "effect"
import { accountRepositoryLayer } from "./account-repository.ts"
import { cartRepositoryLayer } from "./cart-repository.ts"
import { catalogLayer } from "./catalog.ts"
import { type CensusRollups, censusRollupsLayer } from "./census-rollups.ts"
import { changeNoticesLayer } from "./change-notices.ts"
import { databaseLayer, type PostgresOptions } from "./database.ts"
import { eventStoreLayer } from "./event-store.ts"
import { fileJobsLayer } from "./file-jobs.ts"
import { formRepositoryLayer } from "./form-repository.ts"
import { homeLayoutLayer } from "./home-layout-repository.ts"
import { inventoryLayer } from "./inventory.ts"
import { listSubscribersLayer } from "./list-subscribers.ts"
import { multilingualLayer } from "./multilingual-repository.ts"
import { orderRepositoryLayer } from "./order-repository.ts"
import { outboxLayer } from "./outbox.ts"
import { preferencesRepositoryLayer } from "./preferences-repository.ts"
import { type PostgresRateLimitStore, rateLimitStoreLayer } from "./rate-limit-store.ts"
import { restockRepositoryLayer } from "./restock-repository.ts"
import { sessionsLayer } from "./sessions.ts"
import { signInAttemptsLayer } from "./sign-in-attempts.ts"
import { siteConnectionsLayer } from "./site-connections-repository.ts"
import { siteFilesLayer } from "./site-files-repository.ts"
import { siteHeaderFooterLayer } from "./site-header-footer-repository.ts"
import { siteStylesLayer } from "./site-styles-repository.ts"
import { spentTokensLayer } from "./spent-tokens.ts"
import { storePagesLayer } from "./store-pages.ts"
import { storeSettingsLayer } from "./store-settings-repository.ts"
import { transactionLayer } from "./transaction.ts"

export { CensusRollups } from "./census-rollups.ts"
export { channelOf, DEFAULT_RECONNECT, type ReconnectPolicy } from "./change-notices.ts"
export type { PostgresOptions } from "./database.ts"
export { LISTENER_APPLICATION_NAME } from "./listen-target.ts"
export { createDatabase, dropDatabase, migrateDatabase, migratedPgliteDump } from "./provisioning.ts"
export { PostgresRateLimitStore, type RateLimitInfo, type RateLimitStore } from "./rate-limit-store.ts"
export { DEFAULT_TIMEOUTS, type PostgresTimeouts } from "./timeouts.ts"

/**
 * Every port of the store (`StorePorts`), and the extras on the same database: the rate-limit store
 * factory, the census rollups' maintenance, and the change notices (LISTEN/NOTIFY) that tell every
 * process of a write its caches keep.
 *
 * @example
 * const runtime: ManagedRuntime.ManagedRuntime<PostgresServices, never> = ManagedRuntime.make(postgresLayer({}))
 */
export type PostgresServices = StorePorts | PostgresRateLimitStore | CensusRollups | ChangeNotices

/**
 * Every port of the store (`StorePorts` of `@vitrine/core/store`) on one database, plus the
 * PostgresRateLimitStore factory, CensusRollups and ChangeNotices on the same one. Building the layer opens the
 * database (a pool for `databaseUrl`, else PGlite — one connection per folder, so everything shares
 * this one `databaseLayer`) and runs the migrations; releasing it closes the database. A database
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
    siteHeaderFooterLayer(),
    siteStylesLayer(),
    homeLayoutLayer(),
    multilingualLayer(),
    siteConnectionsLayer(),
    siteFilesLayer(),
    fileJobsLayer(),
    storePagesLayer(),
    accountRepositoryLayer(),
    sessionsLayer(),
    signInAttemptsLayer(),
    formRepositoryLayer(),
    spentTokensLayer(),
    eventStoreLayer(),
    preferencesRepositoryLayer(),
    orderRepositoryLayer(),
    restockRepositoryLayer(),
    outboxLayer(),
    listSubscribersLayer(),
    rateLimitStoreLayer(),
    censusRollupsLayer(),
  ).pipe(
    // One ChangeNotices (one listening connection) for the process: FileJobs hears its queued jobs on it.
    Layer.provideMerge(changeNoticesLayer()),
    Layer.provide(databaseLayer(options)),
  )
