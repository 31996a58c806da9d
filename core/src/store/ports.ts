import type { Context, Layer } from "effect"
import { AccountRepository, Sessions, SignInAttempts } from "../account/port.ts"
import { SpentTokens } from "../botcheck/port.ts"
import { CartRepository, Inventory } from "../cart/port.ts"
import { Catalog, CatalogEditor } from "../catalog/port.ts"
import { EventStore } from "../census/port.ts"
import { OrderRepository } from "../checkout/port.ts"
import { FileJobs, SiteFileRepository } from "../files/port.ts"
import { FormRepository } from "../form/port.ts"
import { Outbox } from "../mail/outbox.ts"
import { PreferencesRepository } from "../preferences/port.ts"
import { RestockRepository } from "../restock/port.ts"
import {
  HomeLayoutRepository,
  ListSubscribers,
  MultilingualRepository,
  SiteConnectionsRepository,
  SiteHeaderFooterRepository,
  SiteStylesRepository,
  StorePages,
  StoreSettingsRepository,
} from "../site/port.ts"
import { Transaction } from "../transaction/port.ts"

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
 * - `PaymentProvider`: takes money through a provider, by its own adapter package
 *   (`@vitrine/adapter-payment`); what it answers is stored through `OrderRepository`, a member.
 *
 * The set is a value, `storePorts` (the service keys, so a program can check or pick them at run
 * time), and `StorePorts` is the union of their identifiers, derived from it: one definition.
 *
 * @example
 * const context = yield* Layer.build(memoryLayer())
 * storePorts.every((port) => Option.isSome(Context.getOption(context, port))) // true
 */
export const storePorts = [
  Catalog,
  CatalogEditor,
  Inventory,
  CartRepository,
  Transaction,
  StoreSettingsRepository,
  SiteHeaderFooterRepository,
  SiteStylesRepository,
  HomeLayoutRepository,
  MultilingualRepository,
  SiteConnectionsRepository,
  SiteFileRepository,
  FileJobs,
  StorePages,
  AccountRepository,
  Sessions,
  SignInAttempts,
  FormRepository,
  SpentTokens,
  EventStore,
  PreferencesRepository,
  OrderRepository,
  RestockRepository,
  Outbox,
  ListSubscribers,
] as const

/**
 * The union of the store's ports, as a program's requirements (`Effect<A, E, StorePorts>`).
 *
 * @example
 * const runtime: ManagedRuntime.ManagedRuntime<StorePorts, never> = ManagedRuntime.make(memoryLayer())
 */
export type StorePorts = Context.Service.Identifier<(typeof storePorts)[number]>

/**
 * The layers a store needs: a layer providing every port of {@link StorePorts}, failing with `E`
 * as it builds (a database that cannot be opened) and needing `R` from outside.
 *
 * @example
 * const layer: StoreLayer = memoryLayer()
 * const fromConfig: StoreLayer<ConfigError> = Layer.unwrap(…)
 */
export type StoreLayer<E = never, R = never> = Layer.Layer<StorePorts, E, R>
