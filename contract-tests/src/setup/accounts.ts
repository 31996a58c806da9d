import { postgresAccountsLayer } from "@vitrine/adapter-postgres"
import type { AccountRepository, Sessions, SignInAttempts } from "@vitrine/core/account"
import { memoryAccountsLayer, memoryLayer } from "@vitrine/core/memory"
import type { StorePorts } from "@vitrine/core/store"
import { Effect, Layer } from "effect"
import { pgliteOptions, serverOptions } from "./database.ts"

/** The ports the account suites exercise: the store's and the account ones. */
export type AccountPorts = StorePorts | AccountRepository | Sessions | SignInAttempts

/** Makes an adapter's layer with the account ports; each call a separate instance. */
export type MakeAccountLayer = () => Layer.Layer<AccountPorts>

/**
 * The in-memory store with the in-memory account adapters.
 *
 * @example
 * sessionsSuite("memory", memoryAccountPorts)
 */
export const memoryAccountPorts: MakeAccountLayer = () => Layer.mergeAll(memoryLayer(), memoryAccountsLayer())

/**
 * The Postgres adapter with its account ports on a fresh PGlite database.
 *
 * @example
 * sessionsSuite("pglite", pgliteAccountPorts)
 */
export const pgliteAccountPorts: MakeAccountLayer = () =>
  Layer.unwrap(Effect.map(Effect.promise(pgliteOptions), postgresAccountsLayer))

/**
 * The Postgres adapter with its account ports on this run's server database; dies when DATABASE_URL
 * is unset.
 *
 * @example
 * sessionsSuite("postgres server", serverAccountPorts, { severalConnections: true, sharedDatabase: true })
 */
export const serverAccountPorts: MakeAccountLayer = () =>
  Layer.unwrap(
    Effect.suspend(() => {
      const options = serverOptions()
      return options === undefined
        ? Effect.die(new Error("DATABASE_URL is not set"))
        : Effect.succeed(postgresAccountsLayer(options))
    }),
  )
