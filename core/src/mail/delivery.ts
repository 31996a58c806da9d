import { Cause, Clock, Data, Effect } from "effect"
import { type DeliveryOutcome, Outbox, type OutboxMessage } from "./outbox.ts"
import { Mailer, type MailMessage } from "./port.ts"
import { DEFAULT_RETRY_POLICY, failedOutcome, type RetryPolicy } from "./retry.ts"

/** A queued message could not be turned into an e-mail (its product is gone, its data is not the template's): it goes dead. */
export class MailNotRendered extends Data.TaggedError("MailNotRendered")<{
  readonly key: string
  readonly detail: string
}> {
  override get message(): string {
    return `The e-mail could not be written: ${this.detail}`
  }
}

/**
 * What the worker needs: how to turn a queued message into an e-mail, and its pace.
 *
 * @example
 * const options: DeliveryOptions<Catalog> = { render: (message) => renderRestock(message) }
 */
export interface DeliveryOptions<R> {
  readonly render: (message: OutboxMessage) => Effect.Effect<MailMessage, MailNotRendered, R>
  /** Messages claimed (leased) per round, in one statement; default 500. */
  readonly batch?: number
  /** How long a claim lasts before another worker may take the message over; default 60 s. */
  readonly leaseMs?: number
  /** Sends in flight at once (a pooled transport spreads them over its connections); default 64. */
  readonly concurrency?: number
  /**
   * Messages settled together, in one statement, once all of them were sent; default 32. The
   * at-least-once window: a worker that dies may have sent up to `concurrency` messages it had not
   * settled yet, which go out again when their lease runs out.
   */
  readonly settleEvery?: number
  readonly retry?: RetryPolicy
}

/**
 * What one round did.
 *
 * @example
 * const report: DeliveryReport = { claimed: 3, sent: 2, retried: 1, dead: 0 }
 */
export interface DeliveryReport {
  readonly claimed: number
  readonly sent: number
  readonly retried: number
  readonly dead: number
}

// Renders and sends one claimed message; how it ended, to be settled with its group.
const deliverOne = <R>(message: OutboxMessage, options: DeliveryOptions<R>) =>
  Effect.gen(function* () {
    const mailer = yield* Mailer
    const policy = options.retry ?? DEFAULT_RETRY_POLICY
    const outcome: DeliveryOutcome = yield* options.render(message).pipe(
      Effect.flatMap((mail) => mailer.send({ ...mail, idempotencyKey: message.key })),
      Effect.flatMap(() =>
        Effect.map(Clock.currentTimeMillis, (at): DeliveryOutcome => ({ _tag: "sent", at })),
      ),
      Effect.catchTags({
        MailNotRendered: (error) => Effect.succeed<DeliveryOutcome>({ _tag: "dead", error: error.message }),
        MailNotSent: (error) =>
          Effect.map(Clock.currentTimeMillis, (now) => failedOutcome(error, message.attempts, now, policy)),
      }),
    )
    return { key: message.key, outcome }
  })

const groupsOf = <A>(items: readonly A[], size: number): A[][] => {
  const groups: A[][] = []
  for (let at = 0; at < items.length; at += size) groups.push(items.slice(at, at + size))
  return groups
}

/**
 * One round of the delivery worker: claims up to `batch` due messages in one statement (so no
 * other worker or process sends them), renders and sends each through the Mailer with its key as
 * idempotency key, `concurrency` at a time, and settles them in groups of `settleEvery` (one
 * statement per group) — sent, retried later with backoff, or dead.
 *
 * The guarantee: at least once, exactly once unless a worker dies. A worker that dies mid-round
 * leaves its claims to run out, after which another takes them over: a message the mail server had
 * not accepted is sent then, once; a message it had accepted but whose group was not settled yet
 * (at most `concurrency` of them) is sent a second time, with the same Message-ID (derived from the
 * key), so receivers that keep Message-IDs drop the copy.
 *
 * @example
 * deliverDue({ render }) // Effect<DeliveryReport, never, Outbox | Mailer | R>
 */
export const deliverDue = Effect.fn("deliverDue")(function* <R>(options: DeliveryOptions<R>) {
  const outbox = yield* Outbox
  const now = yield* Clock.currentTimeMillis
  const claimed = yield* outbox.claim({
    now,
    limit: options.batch ?? 500,
    leaseMs: options.leaseMs ?? 60_000,
  })
  const concurrency = options.concurrency ?? 64
  const size = Math.max(1, Math.min(options.settleEvery ?? 32, concurrency))
  // Each group sends all of its messages at once, then settles them; enough groups run at once to
  // keep `concurrency` sends in flight.
  const settled = yield* Effect.forEach(
    groupsOf(claimed, size),
    (group) =>
      Effect.forEach(group, (message) => deliverOne(message, options), { concurrency: "unbounded" }).pipe(
        Effect.tap((settlements) => outbox.settleAll(settlements)),
      ),
    { concurrency: Math.max(1, Math.floor(concurrency / size)) },
  )
  const outcomes = settled.flat().map((one) => one.outcome._tag)
  const count = (tag: DeliveryOutcome["_tag"]) => outcomes.filter((one) => one === tag).length
  return { claimed: claimed.length, sent: count("sent"), retried: count("retry"), dead: count("dead") }
})

/**
 * The delivery worker: rounds of `deliverDue` without pause while there is work, and a pause of
 * `idleMs` (default 1 s) when a round claims nothing. A round that dies (the database gone mid-round)
 * is logged and followed by the same pause, not the worker's end: what it had claimed is taken again
 * when the lease runs out. Runs until interrupted; safe to run in many fibers and processes at once.
 *
 * @example
 * Effect.runFork(outboxWorker({ render }).pipe(Effect.provide(layers)))
 */
export const outboxWorker = <R>(
  options: DeliveryOptions<R> & { readonly idleMs?: number },
): Effect.Effect<never, never, Outbox | Mailer | R> =>
  deliverDue(options).pipe(
    Effect.flatMap((report) => (report.claimed === 0 ? Effect.sleep(options.idleMs ?? 1000) : Effect.void)),
    Effect.catchCauseIf(
      (cause) => !Cause.hasInterrupts(cause),
      (cause) =>
        Effect.andThen(
          Effect.logError("outbox delivery round failed", cause),
          Effect.sleep(options.idleMs ?? 1000),
        ),
    ),
    Effect.forever,
  )
