import type { CensusRollups } from "@vitrine/adapter-postgres"
import { analyticsPostgresLayer } from "@vitrine/adapter-postgres"
import type { EventStore } from "@vitrine/core/census"
import type { PreferencesRepository } from "@vitrine/core/preferences"
import { Effect, Layer } from "effect"
import { pgliteOptions, serverOptions } from "./database.ts"

/** The analytics ports the Postgres adapter provides. */
export type AnalyticsServices = EventStore | PreferencesRepository | CensusRollups

/**
 * The analytics ports on a fresh PGlite database from the migrated dump.
 *
 * @example
 * eventStoreSuite("pglite", pgliteAnalyticsLayer)
 */
export const pgliteAnalyticsLayer = (): Layer.Layer<AnalyticsServices> =>
  Layer.unwrap(Effect.map(Effect.promise(pgliteOptions), analyticsPostgresLayer))

/**
 * The analytics ports on this run's database on the Postgres server; dies when DATABASE_URL is unset.
 *
 * @example
 * describe.skipIf(serverOptions() === undefined)("server", () => eventStoreSuite("server", serverAnalyticsLayer))
 */
export const serverAnalyticsLayer = (): Layer.Layer<AnalyticsServices> =>
  Layer.unwrap(
    Effect.suspend(() => {
      const options = serverOptions()
      return options === undefined
        ? Effect.die(new Error("DATABASE_URL is not set"))
        : Effect.succeed(analyticsPostgresLayer(options))
    }),
  )
