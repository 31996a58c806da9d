import type { CartRepository, Inventory } from "@vitrine/core/cart"
import type { Catalog, CatalogEditor } from "@vitrine/core/catalog"
import type { StoreSettingsRepository } from "@vitrine/core/site"
import type { Transaction } from "@vitrine/core/transaction"
import type { Layer } from "effect"

/** The ports the contract suites exercise. */
export type Ports =
  | Catalog
  | CatalogEditor
  | Inventory
  | CartRepository
  | Transaction
  | StoreSettingsRepository

/** Makes an adapter's layer; each call gives a separate instance (fresh state where the adapter can). */
export type MakeLayer = () => Layer.Layer<Ports>

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
