import type { CartRepository, Inventory } from "@vitrine/core/cart"
import type { Catalog } from "@vitrine/core/catalog"
import type { StoreSettingsRepository } from "@vitrine/core/site"
import type { Transaction } from "@vitrine/core/transaction"
import type { ManagedRuntime } from "effect"
import type { SettingsSource } from "./settings-source.ts"

/** The ports the store's routes run programs against. */
export type StorePorts = Catalog | Inventory | CartRepository | Transaction | StoreSettingsRepository

/** A runtime that provides the store's ports, built once at boot by the composition root. */
export type StoreRuntime = ManagedRuntime.ManagedRuntime<StorePorts, unknown>

/** Where the router writes what went wrong; pino's logger fits. */
export interface RouterLog {
  readonly error: (fields: object, message: string) => void
}

/**
 * What the routes need: the runtime to run programs on, the website they serve, where its store
 * settings are read (the currency of prices and of new carts), and where failures are logged.
 *
 * @example
 * const context: RouterContext = { runtime, websiteId: "demo", settings: settingsSource("demo", 5000), log: console }
 */
export interface RouterContext {
  readonly runtime: StoreRuntime
  readonly websiteId: string
  readonly settings: SettingsSource
  readonly log: RouterLog
}
