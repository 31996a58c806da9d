/**
 * `@vitrine/adapter-postgres`: the core's ports on Postgres, through knex — node-postgres for a
 * server, embedded PGlite otherwise — plus a rate-limit store on the same database.
 *
 * @example
 * import { postgresLayer } from "@vitrine/adapter-postgres"
 * const runtime = ManagedRuntime.make(postgresLayer({ databaseUrl: process.env.DATABASE_URL }))
 */

import type { SpentTokens } from "@vitrine/core/botcheck"
import type { EventStore } from "@vitrine/core/census"
import type { FormRepository } from "@vitrine/core/form"
import type { PreferencesRepository } from "@vitrine/core/preferences"
import type { StorePorts } from "@vitrine/core/store"
import { Layer } from "effect"
import { accountsLayer, type PostgresAccountServices } from "./accounts.ts"
import { cartRepositoryLayer } from "./cart-repository.ts"
import { catalogLayer } from "./catalog.ts"
import { type CensusRollups, censusRollupsLayer } from "./census-rollups.ts"
import { databaseLayer, type PostgresOptions } from "./database.ts"
import { eventStoreLayer } from "./event-store.ts"
import { formRepositoryLayer } from "./form-repository.ts"
import { inventoryLayer } from "./inventory.ts"
import { preferencesRepositoryLayer } from "./preferences-repository.ts"
import { type PostgresRateLimitStore, rateLimitStoreLayer } from "./rate-limit-store.ts"
import { spentTokensLayer } from "./spent-tokens.ts"
import { storeSettingsLayer } from "./store-settings-repository.ts"
import { transactionLayer } from "./transaction.ts"

export type { PostgresAccountServices } from "./accounts.ts"
export { CensusRollups, censusRollupsLayer } from "./census-rollups.ts"
export type { PostgresOptions } from "./database.ts"
export { eventStoreLayer } from "./event-store.ts"
export { preferencesRepositoryLayer } from "./preferences-repository.ts"
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
  storeLayers().pipe(Layer.provide(databaseLayer(options)))

const storeLayers = () =>
  Layer.mergeAll(
    catalogLayer(),
    inventoryLayer(),
    cartRepositoryLayer(),
    transactionLayer(),
    storeSettingsLayer(),
    rateLimitStoreLayer(),
  )

/**
 * Everything `postgresLayer` provides plus the account ports (AccountRepository, Sessions,
 * SignInAttempts), all on one database, so a program's cart and account calls share its
 * transactions. Kept apart from `PostgresServices` until the store's port union takes the account
 * ports in.
 *
 * @example
 * const runtime = ManagedRuntime.make(postgresAccountsLayer({ databaseUrl }))
 * await runtime.runPromise(mergeCartsAtSignIn({ websiteId, memberId, visitorCartId }))
 */
export const postgresAccountsLayer = (
  options: PostgresOptions,
): Layer.Layer<PostgresServices | PostgresAccountServices> =>
  Layer.mergeAll(storeLayers(), accountsLayer()).pipe(Layer.provide(databaseLayer(options)))

/**
 * FormRepository and SpentTokens (the forms' and the captcha's storage) on their own database, for
 * a program or test that needs only these. A store that also uses `postgresLayer` should provide
 * `formRepositoryLayer()` and `spentTokensLayer()` on the same `databaseLayer` instead (PGlite holds
 * one connection per folder).
 *
 * @example
 * Effect.provide(submitForm(input), Layer.merge(postgresFormsLayer({ databaseUrl }), botCheckLayer))
 */
export const postgresFormsLayer = (options: PostgresOptions): Layer.Layer<FormRepository | SpentTokens> =>
  Layer.mergeAll(formRepositoryLayer(), spentTokensLayer()).pipe(Layer.provide(databaseLayer(options)))

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
