import { Effect, Option } from "effect"
import { Inventory } from "../cart/port.ts"
import { Transaction } from "../transaction/port.ts"
import { recordPaid } from "./confirmations.ts"
import { OrderNotFound, OrderStateConflict } from "./errors.ts"
import { stockTakes } from "./lines.ts"
import type { Order } from "./model.ts"
import { OrderRepository, type PaymentOutcome, PaymentProvider } from "./port.ts"

/**
 * Undoes a placed order that was not paid, in one transaction: deletes it (if it still awaits
 * payment), reopens its cart and puts its stock back. A no-op when the order is no longer awaiting
 * payment, so an undo that races a late success never releases the stock of a paid order.
 *
 * @example
 * yield* undoOrder(order.id)
 */
export const undoOrder = Effect.fn("undoOrder")(function* (orderId: string) {
  const [transaction, inventory, orders] = yield* Effect.all([Transaction, Inventory, OrderRepository])
  yield* transaction.run(
    Effect.gen(function* () {
      const discarded = yield* orders.discard(orderId)
      if (Option.isNone(discarded)) return
      for (const take of stockTakes(discarded.value.items))
        yield* inventory.release(take.variantId, take.quantity)
    }),
  )
})

/**
 * Records what the provider said: paid (the order is paid and its confirmation e-mail queued in the
 * outbox, in one transaction) or a second
 * step to take (the payment id is kept for `confirmPayment`).
 *
 * @example
 * yield* settleOutcome(order, { _tag: "Succeeded", paymentId: "pi_1" })
 */
export const settleOutcome = Effect.fn("settleOutcome")(function* (order: Order, outcome: PaymentOutcome) {
  const orders = yield* OrderRepository
  const paid = outcome._tag === "Succeeded"
  if (paid) yield* recordPaid(order, outcome.paymentId)
  else yield* orders.recordPayment(order.id, outcome.paymentId, false)
  const settled = {
    ...order,
    paymentId: outcome.paymentId,
    status: paid ? "paid" : order.status,
  } satisfies Order
  return { order: settled, nextAction: paid ? null : { clientSecret: outcome.clientSecret } }
})

/**
 * Completes a payment that needed a second step: asks the provider again; paid moves the order to
 * paid, still waiting answers the step again, declined undoes the order (stock back, cart open)
 * and fails with PaymentFailed. An order already paid answers itself.
 *
 * @example
 * confirmPayment("order-1")
 */
export const confirmPayment = Effect.fn("confirmPayment")(function* (orderId: string) {
  const orders = yield* OrderRepository
  const found = yield* orders.find(orderId)
  if (Option.isNone(found)) return yield* new OrderNotFound({ orderId })
  const order = found.value
  if (order.status !== "awaiting_payment") return { order, nextAction: null }
  if (order.paymentId === null) {
    return yield* new OrderStateConflict({ orderId, status: order.status, wanted: "confirmed" })
  }
  const payments = yield* PaymentProvider
  return yield* payments.confirm(order.paymentId).pipe(
    Effect.flatMap((outcome) => settleOutcome(order, outcome)),
    Effect.tapError(() => undoOrder(orderId)),
  )
})

/**
 * Applies what the provider reported on its own (a webhook): an order still awaiting payment is
 * paid, or undone when the payment failed. Webhooks are retried and may arrive after the checkout
 * request settled the order itself, so an order in any other state, or none, is left as it is.
 *
 * @example
 * settlePaymentEvent({ orderId: "o1", paymentId: "pi_1", succeeded: true })
 */
export const settlePaymentEvent = Effect.fn("settlePaymentEvent")(function* (event: {
  readonly orderId: string
  readonly paymentId: string
  readonly succeeded: boolean
}) {
  const orders = yield* OrderRepository
  const found = yield* orders.find(event.orderId)
  if (Option.isNone(found) || found.value.status !== "awaiting_payment") return
  if (event.succeeded) yield* recordPaid(found.value, event.paymentId)
  else yield* undoOrder(event.orderId)
})
