import { argon2PasswordHasher } from "@vitrine/adapter-password"
import { type PostgresOptions, PostgresRateLimitStore, postgresLayer } from "@vitrine/adapter-postgres"
import { type PasswordHasher, sessionCacheLayer } from "@vitrine/core/account"
import type { StoreLayer, StorePorts } from "@vitrine/core/store"
import { Clock, Layer, ManagedRuntime } from "effect"
import type { Store } from "express-rate-limit"

export type { PostgresOptions } from "@vitrine/adapter-postgres"

/** The ports the server runs on: the store's, and the password hasher of sign-in (argon2id). */
export type ServerPorts = StorePorts | PasswordHasher

/** The store's one runtime, and the rate-limit store on the same database when there is one. */
export interface StoreRuntime {
  readonly runtime: ManagedRuntime.ManagedRuntime<ServerPorts, unknown>
  readonly rateLimitStore: Store | undefined
}

/**
 * Builds the runtime every request runs on: the Postgres adapter (a Postgres server for
 * `databaseUrl`, else embedded PGlite in `dataDir`, in memory when neither is set; migrations run as
 * it builds) with its shared rate-limit counters — or, for tests, any layer of the store's ports, with
 * counters in memory — and argon2id at OWASP's parameters for passwords, whatever the storage.
 * On the database, sessions are read through core's per-process cache (`SESSION_CACHE`: a signed-in
 * request costs no round trip for 5 s; a session ended by another process lives here at most that
 * long). `clock` replaces the system clock for every program (tests pin "today" with it). Dispose the
 * runtime to close the database.
 *
 * @example
 * const { runtime, rateLimitStore } = await storeRuntime({ database: { dataDir: ".data/pglite" } })
 */
export const storeRuntime = async (options: {
  readonly database?: PostgresOptions | undefined
  readonly layer?: StoreLayer<unknown> | undefined
  readonly clock?: Clock.Clock | undefined
}): Promise<StoreRuntime> => {
  const clock = options.clock === undefined ? Layer.empty : Layer.succeed(Clock.Clock, options.clock)
  const withHasher = <R>(layer: Layer.Layer<R, unknown>) =>
    ManagedRuntime.make(Layer.mergeAll(layer, argon2PasswordHasher(), clock))
  if (options.layer) return { runtime: withHasher(options.layer), rateLimitStore: undefined }
  const runtime = withHasher(Layer.provideMerge(sessionCacheLayer(), postgresLayer(options.database ?? {})))
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
