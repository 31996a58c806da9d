import { assert, describe, it } from "@effect/vitest"
import { Effect, Layer, Ref, Schema } from "effect"
import { seed } from "../cart/program.test-support.ts"
import { deliverDue } from "../mail/delivery.ts"
import { Outbox } from "../mail/outbox.ts"
import { Mailer, type MailMessage } from "../mail/port.ts"
import { makeMemoryStore, memoryLayerFor } from "../memory/index.ts"
import { ORDER_MAIL_KIND, OrderMailDataSchema } from "./confirmations.ts"
import { confirmPayment, settlePaymentEvent } from "./payment.ts"
import { placeOrder } from "./place-order.ts"
import type { ChargeRequest } from "./port.ts"
import { addLine, CHECKOUT_STORE, orderInput, scriptedPayments, stocked } from "./program.test-support.ts"

const orderMails = Effect.map(
  Outbox.use((outbox) => outbox.list({ states: null, after: null, limit: 1000 })),
  (messages) => messages.filter((message) => message.kind === ORDER_MAIL_KIND),
)

const layer = (inbox: Ref.Ref<readonly MailMessage[]>) =>
  Layer.mergeAll(
    memoryLayerFor(makeMemoryStore()),
    scriptedPayments(Ref.makeUnsafe<readonly ChargeRequest[]>([])),
    Layer.succeed(Mailer, Mailer.of({ send: (message) => Ref.update(inbox, (all) => [...all, message]) })),
  )

describe("order confirmation e-mails through the outbox", () => {
  it.effect(
    "CHECKOUT-004 a paid order queues one confirmation in the outbox with the payment; an unpaid one none until it is paid; a webhook after it queues no second",
    () => {
      const inbox = Ref.makeUnsafe<readonly MailMessage[]>([])
      return Effect.gen(function* () {
        const mug = stocked(5)
        yield* seed(mug)
        const paid = yield* placeOrder(CHECKOUT_STORE, orderInput(yield* addLine(mug, 1)))
        const waiting = yield* placeOrder(
          CHECKOUT_STORE,
          orderInput(yield* addLine(mug, 1), { paymentMethod: "3ds" }),
        )
        const queued = yield* orderMails
        assert.deepStrictEqual(
          queued.map((message) => [message.key, message.to, message.data]),
          [[`order:${paid.order.id}`, "ada@example.com", { orderId: paid.order.id }]],
        )
        assert.deepStrictEqual(Schema.decodeUnknownSync(OrderMailDataSchema)(queued[0]?.data), {
          orderId: paid.order.id,
        })
        // The provider's webhook for the paid order arrives after the checkout recorded it.
        yield* settlePaymentEvent({ orderId: paid.order.id, paymentId: "pay-again", succeeded: true })
        assert.strictEqual((yield* orderMails).length, 1)
        yield* confirmPayment(waiting.order.id)
        assert.deepStrictEqual(
          (yield* orderMails).map((message) => message.key).sort(),
          [`order:${paid.order.id}`, `order:${waiting.order.id}`].sort(),
        )
        // The one delivery path: the outbox's worker renders and sends each once.
        const render = (message: { readonly to: string; readonly key: string }) =>
          Effect.succeed({ to: message.to, subject: message.key, html: "<p>Thanks</p>", text: "Thanks" })
        assert.strictEqual((yield* deliverDue({ render })).sent, 2)
        assert.strictEqual((yield* deliverDue({ render })).sent, 0)
        assert.strictEqual((yield* Ref.get(inbox)).length, 2)
      }).pipe(Effect.provide(layer(inbox)))
    },
  )

  it.effect("CHECKOUT-004 a declined payment leaves no order and queues no e-mail", () => {
    const inbox = Ref.makeUnsafe<readonly MailMessage[]>([])
    return Effect.gen(function* () {
      const mug = stocked(5)
      yield* seed(mug)
      yield* Effect.flip(
        placeOrder(CHECKOUT_STORE, orderInput(yield* addLine(mug, 1), { paymentMethod: "decline" })),
      )
      assert.deepStrictEqual(yield* orderMails, [])
    }).pipe(Effect.provide(layer(inbox)))
  })
})
