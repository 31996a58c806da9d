import type { Layer } from "effect"
import type { AccountRepository, Sessions, SignInAttempts } from "../account/port.ts"
import type { SpentTokens } from "../botcheck/port.ts"
import type { CartRepository, Inventory } from "../cart/port.ts"
import type { Catalog, CatalogEditor } from "../catalog/port.ts"
import type { EventStore } from "../census/port.ts"
import type { FormRepository } from "../form/port.ts"
import type { Outbox } from "../mail/outbox.ts"
import type { PreferencesRepository } from "../preferences/port.ts"
import type { RestockRepository } from "../restock/port.ts"
import type { StoreSettingsRepository } from "../site/port.ts"
import type { Transaction } from "../transaction/port.ts"

/**
 * Every port the store runs on: what one adapter set (memory, Postgres) provides, what the contract
 * suites exercise and what the server's runtime holds. The one place the set is spelled: a new port
 * is one more member here, plus its adapters. Every member is storage, kept in the store's one
 * database, so a program's calls to several of them can share its `Transaction`.
 *
 * Not members, because they are not the store's storage — a storefront that does not use them, or
 * a storage adapter set, should not have to provide them; the programs that need one ask for it:
 * - `Mailer`: sends through a mail server, by its own adapter package (`@vitrine/adapter-mail`).
 * - `PasswordHasher`: CPU work, not storage, by its own adapter package (`@vitrine/adapter-password`).
 * - `BotCheck`: asks a captcha (or checks a proof of work), by its own adapter package
 *   (`@vitrine/adapter-captcha`); the ids it spends are stored through `SpentTokens`, a member.
 * - `VisitorIdentity`: a keyed HMAC whose key comes from configuration, nothing stored.
 * - `PreferencesEvents`: tells open pages to refetch, nothing stored.
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
  | AccountRepository
  | Sessions
  | SignInAttempts
  | FormRepository
  | SpentTokens
  | EventStore
  | PreferencesRepository
  | RestockRepository
  | Outbox

/**
 * The layers a store needs: a layer providing every port of {@link StorePorts}, failing with `E`
 * as it builds (a database that cannot be opened) and needing `R` from outside.
 *
 * @example
 * const layer: StoreLayer = memoryLayer()
 * const fromConfig: StoreLayer<ConfigError> = Layer.unwrap(…)
 */
export type StoreLayer<E = never, R = never> = Layer.Layer<StorePorts, E, R>
