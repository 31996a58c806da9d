import type { StoreLayer } from "@vitrine/core/store"

/** Makes an adapter's layer of every store port; each call gives a separate instance (fresh state where the adapter can). */
export type MakeLayer = () => StoreLayer

/**
 * What really differs between adapters, and nothing else.
 *
 * @example
 * catalogSuite("postgres server", serverLayer, { severalConnections: true, sharedDatabase: true })
 */
export interface SuiteOptions {
  /** Statements truly run at the same time on several connections (a Postgres server's pool). */
  readonly severalConnections?: boolean
  /** Every layer opens the same database, which other test files use too: a fresh layer is not empty. */
  readonly sharedDatabase?: boolean
}
