import type { Layer } from "effect"
import type { CartRepository, Inventory } from "../cart/port.ts"
import type { Catalog, CatalogEditor } from "../catalog/port.ts"
import type { StoreSettingsRepository } from "../site/port.ts"
import type { Transaction } from "../transaction/port.ts"

/**
 * Every port the store runs on: what one adapter set (memory, Postgres) provides, what the contract
 * suites exercise and what the server's runtime holds. The one place the set is spelled: a new port
 * is one more member here, plus its adapters.
 *
 * `Mailer` is not a member: it is not kept in the store's database but sent through a mail server,
 * by its own adapter package (`@vitrine/adapter-mail`), and only the programs that send e-mail need
 * it — a storefront that sends none, or a storage adapter set, should not have to provide it.
 *
 * @example
 * const runtime: ManagedRuntime.ManagedRuntime<StorePorts, never> = ManagedRuntime.make(memoryLayer())
 */
export type StorePorts =
  | Catalog
  | CatalogEditor
  | Inventory
  | CartRepository
  | Transaction
  | StoreSettingsRepository

/**
 * The layers a store needs: a layer providing every port of {@link StorePorts}, failing with `E`
 * as it builds (a database that cannot be opened) and needing `R` from outside.
 *
 * @example
 * const layer: StoreLayer = memoryLayer()
 * const fromConfig: StoreLayer<ConfigError> = Layer.unwrap(…)
 */
export type StoreLayer<E = never, R = never> = Layer.Layer<StorePorts, E, R>
