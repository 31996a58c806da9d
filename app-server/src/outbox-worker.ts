import { ChangeNotices } from "@vitrine/core/changes"
import { ORDER_MAIL_KIND } from "@vitrine/core/checkout"
import {
  type MailMessage,
  MailNotRendered,
  type OutboxMessage,
  outboxWorker,
  type RetryPolicy,
} from "@vitrine/core/mail"
import { RESTOCK_MAIL_KIND } from "@vitrine/core/restock"
import { FORM_NOTIFICATION_MAIL_KIND, LIST_CONFIRMATION_MAIL_KIND } from "@vitrine/core/site"
import type { StorePorts } from "@vitrine/core/store"
import { Effect, Option } from "effect"
import { formNotificationMail, listConfirmationMail } from "./list-mail.ts"
import { renderOrderMail } from "./order-mail-render.ts"
import type { StoreRendering } from "./rendering/index.ts"
import { restockMail } from "./restock-mail.ts"

export { MAIL_LOOKUP_TTL_MS } from "./kept-lookups.ts"

/** Where the e-mails' links point and which store they speak for. */
export interface MailPlace {
  readonly rendering: StoreRendering
  readonly websiteId: string
  /** The store's public address, e.g. https://shop.example.com: e-mails are read outside the site. */
  readonly baseUrl: string
}

/**
 * Turns a queued message of one kind into an e-mail, or fails with `MailNotRendered` (the message
 * goes dead).
 */
export type MailRenderer = (message: OutboxMessage) => Effect.Effect<MailMessage, MailNotRendered, StorePorts>

/** A kind's renderer, and (for one that keeps what it read) what it drops when the store settings are saved. */
export interface KindRenderer {
  readonly render: MailRenderer
  /** The store settings were saved (by any process), or notices of saves may have been missed. */
  readonly settingsChanged?: () => void
}

/**
 * The outbox's kinds and how each is rendered: one entry per kind, made once per worker with the
 * store's place (so each may keep what it read). A new kind of e-mail (an order's) is one more entry.
 *
 * @example
 * MAIL_KINDS[RESTOCK_MAIL_KIND](place).render(message)
 */
export const MAIL_KINDS: Readonly<Record<string, (place: MailPlace) => KindRenderer>> = {
  [RESTOCK_MAIL_KIND]: restockMail,
  [ORDER_MAIL_KIND]: (place) => ({ render: renderOrderMail(place) }),
  [LIST_CONFIRMATION_MAIL_KIND]: listConfirmationMail,
  [FORM_NOTIFICATION_MAIL_KIND]: formNotificationMail,
}

const kindRenderers = (place: MailPlace): ReadonlyMap<string, KindRenderer> =>
  new Map(Object.entries(MAIL_KINDS).map(([kind, make]) => [kind, make(place)]))

const renderWith =
  (renderers: ReadonlyMap<string, KindRenderer>): MailRenderer =>
  (message) =>
    renderers.get(message.kind)?.render(message) ??
    Effect.fail(new MailNotRendered({ key: message.key, detail: `no template for '${message.kind}'` }))

/**
 * Turns any queued message into an e-mail with the renderer of its kind (`MAIL_KINDS`); a kind this
 * store cannot render fails with `MailNotRendered`. What the renderers keep lasts its time
 * (`MAIL_LOOKUP_TTL_MS`): a worker of a store of several processes uses `followedOutboxMail`.
 *
 * @example
 * deliverDue({ render: renderOutboxMail(place) })
 */
export const renderOutboxMail = (place: MailPlace): MailRenderer => renderWith(kindRenderers(place))

/**
 * `renderOutboxMail` whose renderers drop what they kept of the store settings whenever any process
 * announces a save of this website's (ChangeNotices' "store-settings" topic) or notices were missed,
 * so a merchant's change shows in the next e-mail whichever process sends it; without ChangeNotices
 * (a store in memory, one process) the same as `renderOutboxMail`.
 *
 * @example
 * const render = yield* followedOutboxMail(place)
 */
export const followedOutboxMail = (place: MailPlace): Effect.Effect<MailRenderer> => {
  const renderers = kindRenderers(place)
  const settingsChanged = () => {
    for (const renderer of renderers.values()) renderer.settingsChanged?.()
  }
  return Effect.flatMap(Effect.serviceOption(ChangeNotices), (notices) =>
    Option.isNone(notices)
      ? Effect.void
      : notices.value.subscribe("store-settings", {
          changed: (websiteId) => {
            if (websiteId === place.websiteId) settingsChanged()
          },
          missed: settingsChanged,
        }),
  ).pipe(Effect.as(renderWith(renderers)))
}

/**
 * The server's delivery worker: `outboxWorker` of core with the store's renderer and core's pace
 * (leases of 500, 64 sends in flight over the Mailer's SMTP pool, settled 32 at a time), following
 * the store settings' change notices (`followedOutboxMail`). Several fibers or processes may run it
 * at once.
 *
 * @example
 * runtime.runFork(storeOutboxWorker(place, {}))
 */
export const storeOutboxWorker = (
  place: MailPlace,
  options: { readonly idleMs?: number; readonly retry?: RetryPolicy; readonly leaseMs?: number },
) => Effect.flatMap(followedOutboxMail(place), (render) => outboxWorker({ render, ...options }))
