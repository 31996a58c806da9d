import { Effect, Schema } from "effect"
import type { OutboxDraft } from "../mail/outbox.ts"
import type { Order } from "./model.ts"
import { OrderRepository } from "./port.ts"

/**
 * The outbox kind of an order's confirmation e-mail: the delivery worker renders the order template
 * for it, as it renders the restock template for `"restock"`.
 */
export const ORDER_MAIL_KIND = "order-confirmation"

/**
 * What an order e-mail's outbox message carries: the order's id only — the worker reads the order
 * as it is when it sends, so a fixed template or a later status applies.
 */
export const OrderMailDataSchema = Schema.Struct({ orderId: Schema.String })

/**
 * The outbox message of an order's confirmation: keyed by the order (`order:<id>`), so a payment
 * recorded twice — the checkout's answer and the provider's webhook — queues one e-mail.
 *
 * @example
 * orderConfirmationDraft(order) // { key: "order:42", kind: "order-confirmation", to: "ada@example.com", data: { orderId: "42" } }
 */
export const orderConfirmationDraft = (order: Pick<Order, "id" | "email">): OutboxDraft => ({
  key: `order:${order.id}`,
  kind: ORDER_MAIL_KIND,
  to: order.email,
  data: { orderId: order.id } satisfies typeof OrderMailDataSchema.Type,
})

/**
 * Marks an order awaiting payment paid and queues its confirmation e-mail, in one atomic step
 * (`OrderRepository.recordPaid`): the e-mail goes out exactly when the payment is recorded, through
 * the one outbox every store e-mail takes (delivered once, retried with backoff, dead letters the
 * merchant can retry), even if the server dies right after. False, queueing nothing, when the order
 * was not awaiting payment.
 *
 * @example
 * yield* recordPaid(order, "pi_1")
 */
export const recordPaid = Effect.fn("recordPaid")(function* (
  order: Pick<Order, "id" | "email">,
  paymentId: string,
) {
  const orders = yield* OrderRepository
  return yield* orders.recordPaid(order.id, paymentId, orderConfirmationDraft(order))
})
