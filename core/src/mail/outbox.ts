import { Context, type Effect, Schema } from "effect"

/**
 * One e-mail waiting to go out, as written in the same transaction as the change it reports (an
 * order placed, restock sign-ups marked sent): the transactional outbox. It holds what to render,
 * not the rendered mail, so a template fixed after the write still applies.
 *
 * - `key` is the message's idempotency key, unique in the outbox: writing the same key again adds
 *   nothing, so a retried order or send never queues a second e-mail for the same thing.
 * - `kind` names the template the delivery worker renders (`"order-confirmation"`, `"restock"`).
 * - `data` is the JSON the template reads.
 *
 * @example
 * const draft: OutboxDraft = { key: "order:42", kind: "order-confirmation", to: "ada@example.com", data: { orderId: "42" } }
 */
export const OutboxDraftSchema = Schema.Struct({
  key: Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(200)),
  kind: Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(100)),
  to: Schema.String,
  data: Schema.Unknown,
})
export type OutboxDraft = typeof OutboxDraftSchema.Type

/**
 * The outbox of e-mails to send. Delivery (claiming due rows, sending through the Mailer, retries,
 * dead letters) is the worker's side of the same port and is added by the adapters that deliver.
 */
export class Outbox extends Context.Service<
  Outbox,
  {
    /**
     * Queues messages inside the caller's transaction (they are delivered only if it commits);
     * idempotent per `key`: a key already queued, sent or dead is left as it is.
     */
    readonly enqueue: (drafts: readonly OutboxDraft[]) => Effect.Effect<void>
  }
>()("@vitrine/core/mail/Outbox") {}
