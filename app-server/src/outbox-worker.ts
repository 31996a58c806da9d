import { Catalog, type Product } from "@vitrine/core/catalog"
import { ORDER_MAIL_KIND, type OrderRepository } from "@vitrine/core/checkout"
import {
  type MailMessage,
  MailNotRendered,
  type OutboxMessage,
  outboxWorker,
  type RetryPolicy,
} from "@vitrine/core/mail"
import { RESTOCK_MAIL_KIND } from "@vitrine/core/restock"
import { type StoreSettings, type StoreSettingsRepository, storeSettings } from "@vitrine/core/site"
import { Clock, Effect, Option, Schema } from "effect"
import { renderOrderMail } from "./order-mail-render.ts"
import type { StoreRendering } from "./rendering/index.ts"

const RestockData = Schema.Struct({ productId: Schema.String, variantId: Schema.String })

/** Where the e-mails' links point and which store they speak for. */
export interface MailPlace {
  readonly rendering: StoreRendering
  readonly websiteId: string
  /** The store's public address, e.g. https://shop.example.com: e-mails are read outside the site. */
  readonly baseUrl: string
}

const notRendered = (message: OutboxMessage, detail: string) =>
  new MailNotRendered({ key: message.key, detail })

/**
 * How long the renderer keeps a product and the store settings it read: a send-all of thousands of
 * sign-ups reads one product, so reading it once per message would make the database the worker's
 * bottleneck. A change to the product or the store currency shows in e-mails within this time.
 */
export const MAIL_LOOKUP_TTL_MS = 5000

// Lookups kept for MAIL_LOOKUP_TTL_MS, by key; at most 1000 kept (a worker round touches a few).
const kept = <A, E, R>(ttlMs: number) => {
  const entries = new Map<string, { readonly at: number; readonly value: A }>()
  return (key: string, lookup: Effect.Effect<A, E, R>): Effect.Effect<A, E, R> =>
    Effect.flatMap(Clock.currentTimeMillis, (now) => {
      const found = entries.get(key)
      if (found !== undefined && now - found.at < ttlMs) return Effect.succeed(found.value)
      return Effect.tap(lookup, (value) =>
        Effect.sync(() => {
          if (entries.size >= 1000) entries.clear()
          entries.set(key, { at: now, value })
        }),
      )
    })
}

/**
 * Turns a queued message into an e-mail: an order's confirmation renders the order template
 * (`renderOrderMail`); a restock message renders the restock template for its
 * product and variant, as the catalogue and store settings are now (prices in the store currency,
 * links under `baseUrl`; each product and the settings read at most once per MAIL_LOOKUP_TTL_MS).
 * A product or variant that is gone, data that is not a restock message's,
 * or a kind this store cannot render fails with `MailNotRendered` (the message goes dead).
 *
 * @example
 * deliverDue({ render: renderOutboxMail(place) })
 */
export const renderOutboxMail = (place: MailPlace) => {
  const products = kept<Option.Option<Product>, never, Catalog>(MAIL_LOOKUP_TTL_MS)
  const settingsKept = kept<StoreSettings, never, StoreSettingsRepository>(MAIL_LOOKUP_TTL_MS)
  const orderMail = renderOrderMail(place)
  return (
    message: OutboxMessage,
  ): Effect.Effect<MailMessage, MailNotRendered, Catalog | StoreSettingsRepository | OrderRepository> =>
    Effect.gen(function* () {
      if (message.kind === ORDER_MAIL_KIND) return yield* orderMail(message)
      if (message.kind !== RESTOCK_MAIL_KIND)
        return yield* notRendered(message, `no template for '${message.kind}'`)
      const data = yield* Schema.decodeUnknownEffect(RestockData)(message.data).pipe(
        Effect.mapError(() => notRendered(message, "not a restock message's data")),
      )
      const found = yield* products(
        data.productId,
        Catalog.use((catalog) => catalog.find(data.productId)),
      )
      const product = Option.getOrUndefined(found)
      const variant = product?.variants.find((candidate) => candidate.id === data.variantId)
      if (product === undefined || variant === undefined)
        return yield* notRendered(message, `the product ${data.productId} (${data.variantId}) is gone`)
      const settings = yield* settingsKept("settings", storeSettings(place.websiteId))
      const email = place.rendering.restockEmail(product, variant, { settings, baseUrl: place.baseUrl })
      return { to: message.to, ...email }
    })
}

/**
 * The server's delivery worker: `outboxWorker` of core with the store's renderer. Several fibers
 * or processes may run it at once.
 *
 * @example
 * runtime.runFork(storeOutboxWorker(place, {}))
 */
export const storeOutboxWorker = (
  place: MailPlace,
  options: { readonly idleMs?: number; readonly retry?: RetryPolicy; readonly leaseMs?: number },
) => outboxWorker({ render: renderOutboxMail(place), ...options })
