import type { CartRepository, Inventory, StoreContext } from "@vitrine/core/cart"
import type { Catalog } from "@vitrine/core/catalog"
import type { StoreSettings } from "@vitrine/core/site"
import type { Transaction } from "@vitrine/core/transaction"
import type { ManagedRuntime } from "effect"

/** The ports the store's routes run programs against. */
export type StorePorts = Catalog | Inventory | CartRepository | Transaction

/** A runtime that provides the store's ports, built once at boot by the composition root. */
export type StoreRuntime = ManagedRuntime.ManagedRuntime<StorePorts, unknown>

/** Where the router writes what went wrong; pino's logger fits. */
export interface RouterLog {
  readonly error: (fields: object, message: string) => void
}

/**
 * What the routes need: the runtime to run programs on, the store they serve (website id and
 * currency of new carts) and the settings pages read.
 *
 * @example
 * const context: RouterContext = { runtime, store: { websiteId: "demo", currency: "USD" }, settings: DEFAULT_STORE_SETTINGS, log: console }
 */
export interface RouterContext {
  readonly runtime: StoreRuntime
  readonly store: StoreContext
  readonly settings: StoreSettings
  readonly log: RouterLog
}
