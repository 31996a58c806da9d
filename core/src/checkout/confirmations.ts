import { Effect } from "effect"
import { Mailer } from "../mail/port.ts"
import type { Order } from "./model.ts"
import { OrderRepository } from "./port.ts"

/** A rendered e-mail: subject, HTML and its plain-text part. */
export interface RenderedConfirmation {
  readonly subject: string
  readonly html: string
  readonly text: string
}

/** How many confirmations one pass claims, and how long a claim keeps them from other senders. */
export interface ConfirmationBatch {
  readonly limit: number
  readonly leaseMs: number
}

/**
 * One pass of the confirmation worker: claims due confirmations (paid orders whose e-mail has not
 * gone), renders and sends each through the Mailer, and marks it sent. A send that fails stays due
 * and is claimed again when its lease ends, by this process or another; a process that dies after
 * claiming leaves its claims to expire the same way, so every paid order's e-mail goes out even if
 * the server was killed between writing the order and sending (at least once: a death between the
 * send and the mark sends it again). Answers how many were sent.
 *
 * @example
 * sendOrderConfirmations((order) => rendering.orderConfirmation(order), { limit: 20, leaseMs: 60_000 })
 */
export const sendOrderConfirmations = Effect.fn("sendOrderConfirmations")(function* (
  render: (order: Order) => RenderedConfirmation,
  batch: ConfirmationBatch,
) {
  const [orders, mailer] = yield* Effect.all([OrderRepository, Mailer])
  const due = yield* orders.claimConfirmations(batch.limit, batch.leaseMs)
  let sent = 0
  for (const order of due) {
    const delivered = yield* mailer.send({ to: order.email, ...render(order) }).pipe(
      Effect.andThen(orders.confirmationSent(order.id)),
      Effect.as(true),
      Effect.catch(() => Effect.succeed(false)),
    )
    if (delivered) sent++
  }
  return sent
})
