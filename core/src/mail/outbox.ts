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
 * Where a message is: `pending` (due at `dueAt`), `sending` (claimed by a worker until
 * `leaseUntil`; past that it is due again, the worker having died), `sent`, or `dead` (given up
 * after too many failures or a permanent one; the merchant can retry it).
 *
 * @example
 * const state: OutboxState = "dead"
 */
export const OutboxStateSchema = Schema.Literals(["pending", "sending", "sent", "dead"])
export type OutboxState = typeof OutboxStateSchema.Type

/**
 * A message of the outbox with its delivery record. Times are milliseconds since the epoch;
 * `attempts` counts the claims so far; `lastError` is the last failure's words, for the merchant.
 *
 * @example
 * const message: OutboxMessage = { ...draft, state: "pending", attempts: 0, queuedAt: 0, dueAt: 0, leaseUntil: null, sentAt: null, lastError: null }
 */
export const OutboxMessageSchema = Schema.Struct({
  ...OutboxDraftSchema.fields,
  state: OutboxStateSchema,
  attempts: Schema.Number,
  queuedAt: Schema.Number,
  dueAt: Schema.Number,
  leaseUntil: Schema.NullOr(Schema.Number),
  sentAt: Schema.NullOr(Schema.Number),
  lastError: Schema.NullOr(Schema.String),
})
export type OutboxMessage = typeof OutboxMessageSchema.Type

/**
 * How a claimed message ended: `sent`; `retry` at a later time; or `dead`.
 *
 * @example
 * const outcome: DeliveryOutcome = { _tag: "retry", at: 60_000, error: "connection refused" }
 */
export type DeliveryOutcome =
  | { readonly _tag: "sent"; readonly at: number }
  | { readonly _tag: "retry"; readonly at: number; readonly error: string }
  | { readonly _tag: "dead"; readonly error: string }

/**
 * How one claimed message ended, for `settleAll`.
 *
 * @example
 * const settlement: Settlement = { key: "restock:42:1", outcome: { _tag: "sent", at: 0 } }
 */
export interface Settlement {
  readonly key: string
  readonly outcome: DeliveryOutcome
}

/**
 * The outbox of e-mails to send: programs queue into it; the delivery worker (`deliverDue`) claims
 * what is due, sends it through the Mailer and settles each claim.
 */
export class Outbox extends Context.Service<
  Outbox,
  {
    /**
     * Queues messages inside the caller's transaction (they are delivered only if it commits), due
     * at once; idempotent per `key`: a key already queued, sent or dead is left as it is.
     */
    readonly enqueue: (drafts: readonly OutboxDraft[]) => Effect.Effect<void>
    /**
     * Claims up to `limit` messages due at `now` — pending ones due by then, and `sending` ones
     * whose lease ran out (their worker died) — oldest due first: each becomes `sending` until
     * `now + leaseMs`, its attempts one higher. Of concurrent claims (several workers, several
     * processes) each message goes to exactly one.
     */
    readonly claim: (options: {
      readonly now: number
      readonly limit: number
      readonly leaseMs: number
    }) => Effect.Effect<readonly OutboxMessage[]>
    /**
     * Records how a claimed message ended. Only a message still `sending` changes (a settle for one
     * already settled by a later claim does nothing).
     */
    readonly settle: (key: string, outcome: DeliveryOutcome) => Effect.Effect<void>
    /**
     * `settle` for many messages in one step (one statement on a database): the worker settles what
     * it sent in groups rather than paying a round trip per message. Same rule per message: only one
     * still `sending` changes; a key listed twice is settled by its first entry.
     */
    readonly settleAll: (settlements: readonly Settlement[]) => Effect.Effect<void>
    /**
     * Up to `limit` messages, newest queued first, after the message with key `after` (none: the
     * first page), only those in `states` when given: the merchant's outbox viewer.
     */
    readonly list: (options: {
      readonly states: readonly OutboxState[] | null
      readonly after: string | null
      readonly limit: number
    }) => Effect.Effect<readonly OutboxMessage[]>
    /** Makes a dead message pending again, due at `now`, its attempts back to 0; false when it is not dead. */
    readonly retry: (key: string, now: number) => Effect.Effect<boolean>
  }
>()("@vitrine/core/mail/Outbox") {}
