import { ORDER_MAIL_KIND } from "@vitrine/core/checkout"
import {
  type MailMessage,
  MailNotRendered,
  type OutboxMessage,
  outboxWorker,
  type RetryPolicy,
} from "@vitrine/core/mail"
import { RESTOCK_MAIL_KIND } from "@vitrine/core/restock"
import type { StorePorts } from "@vitrine/core/store"
import { Effect } from "effect"
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

/**
 * The outbox's kinds and how each is rendered: one entry per kind, made once per worker with the
 * store's place (so each may keep what it read). A new kind of e-mail (an order's) is one more entry.
 *
 * @example
 * MAIL_KINDS[RESTOCK_MAIL_KIND](place)(message)
 */
export const MAIL_KINDS: Readonly<Record<string, (place: MailPlace) => MailRenderer>> = {
  [RESTOCK_MAIL_KIND]: restockMail,
  [ORDER_MAIL_KIND]: renderOrderMail,
}

/**
 * Turns any queued message into an e-mail with the renderer of its kind (`MAIL_KINDS`); a kind this
 * store cannot render fails with `MailNotRendered`.
 *
 * @example
 * deliverDue({ render: renderOutboxMail(place) })
 */
export const renderOutboxMail = (place: MailPlace): MailRenderer => {
  const renderers = new Map(Object.entries(MAIL_KINDS).map(([kind, make]) => [kind, make(place)]))
  return (message) =>
    renderers.get(message.kind)?.(message) ??
    Effect.fail(new MailNotRendered({ key: message.key, detail: `no template for '${message.kind}'` }))
}

/**
 * The server's delivery worker: `outboxWorker` of core with the store's renderer and core's pace
 * (leases of 500, 64 sends in flight over the Mailer's SMTP pool, settled 32 at a time). Several
 * fibers or processes may run it at once.
 *
 * @example
 * runtime.runFork(storeOutboxWorker(place, {}))
 */
export const storeOutboxWorker = (
  place: MailPlace,
  options: { readonly idleMs?: number; readonly retry?: RetryPolicy; readonly leaseMs?: number },
) => outboxWorker({ render: renderOutboxMail(place), ...options })
