import type { CheckoutSettings, PaymentProvider } from "@vitrine/core/checkout"
import type { ManagedRuntime } from "effect"
import type { MultilingualSource } from "./multilingual.ts"
import type { RouterPorts } from "./ports.ts"
import type { SessionReader } from "./sessions.ts"
import type { SettingsSource } from "./settings-source.ts"
import type { HeaderFooterSource } from "./site-header-footer.ts"
import type { SiteStylesSource } from "./site-styles.ts"

/** A runtime that provides the router's ports, built once at boot by the composition root. */
export type StoreRuntime = ManagedRuntime.ManagedRuntime<RouterPorts, unknown>

/** Where the router writes what went wrong; pino's logger fits. */
export interface RouterLog {
  readonly error: (fields: object, message: string) => void
  /** For what is expected now and then (the database away for a moment); `error` when absent. */
  readonly warn?: (fields: object, message: string) => void
}

/**
 * What the routes need: the runtime to run programs on, the website they serve, where its store
 * settings are read (the currency of prices and of new carts), the sessions a request carries, the
 * key crumbs are signed with, and where failures are logged.
 *
 * @example
 * const context: RouterContext = { runtime, websiteId: "demo", settings, sessions, crumbSecret, log: console }
 */
export interface RouterContext {
  readonly runtime: StoreRuntime
  readonly websiteId: string
  readonly settings: SettingsSource
  /** Where pages read the site's header and footer (kept, as the settings). */
  readonly headerFooter: HeaderFooterSource
  /** Where pages read the site styles (kept, as the settings). */
  readonly styles: SiteStylesSource
  /** Where pages read the site's languages (kept, as the settings). */
  readonly multilingual: MultilingualSource
  readonly sessions: SessionReader
  readonly crumbSecret: Uint8Array
  readonly log: RouterLog
  /** Checkout's settings (shipping, tax, minimum) and payment provider; none: checkout answers 503. */
  readonly checkout: {
    readonly settings: CheckoutSettings
    readonly payments: PaymentProvider["Service"] | undefined
  }
}
