import { assert, describe, it } from "@effect/vitest"
import { Effect, Layer, Ref } from "effect"
import { TestClock } from "effect/testing"
import { seed } from "../cart/program.test-support.ts"
import { MailNotSent } from "../mail/errors.ts"
import { Mailer, type MailMessage } from "../mail/port.ts"
import { makeMemoryStore, memoryLayerFor } from "../memory/index.ts"
import { sendOrderConfirmations } from "./confirmations.ts"
import { placeOrder } from "./place-order.ts"
import type { ChargeRequest } from "./port.ts"
import { addLine, CHECKOUT_STORE, orderInput, scriptedPayments, stocked } from "./program.test-support.ts"

const render = (order: { readonly id: string }) => ({
  subject: `Order ${order.id}`,
  html: "<p>Thanks</p>",
  text: "Thanks",
})
const batch = { limit: 10, leaseMs: 60_000 }

describe("order confirmation e-mails", () => {
  it.effect(
    "a paid order's e-mail is sent once; an unpaid one's never; a failed send is retried after its lease",
    () => {
      const inbox = Ref.makeUnsafe<readonly MailMessage[]>([])
      const failing = Ref.makeUnsafe(true)
      const mailer = Layer.succeed(
        Mailer,
        Mailer.of({
          send: (message) =>
            Effect.flatMap(Ref.get(failing), (fail) =>
              fail
                ? Effect.fail(new MailNotSent({ reason: "unavailable", detail: "down" }))
                : Ref.update(inbox, (all) => [...all, message]),
            ),
        }),
      )
      const layer = Layer.mergeAll(
        memoryLayerFor(makeMemoryStore()),
        scriptedPayments(Ref.makeUnsafe<readonly ChargeRequest[]>([])),
        mailer,
      )
      return Effect.gen(function* () {
        const mug = stocked(5)
        yield* seed(mug)
        const paid = yield* placeOrder(CHECKOUT_STORE, orderInput(yield* addLine(mug, 1)))
        yield* placeOrder(CHECKOUT_STORE, orderInput(yield* addLine(mug, 1), { paymentMethod: "3ds" }))
        // The mail server is down: nothing sent, the e-mail stays due (the server "died" before sending).
        assert.strictEqual(yield* sendOrderConfirmations(render, batch), 0)
        yield* Ref.set(failing, false)
        assert.strictEqual(yield* sendOrderConfirmations(render, batch), 0, "still claimed within its lease")
        yield* TestClock.adjust("61 seconds")
        assert.strictEqual(yield* sendOrderConfirmations(render, batch), 1)
        yield* TestClock.adjust("61 seconds")
        assert.strictEqual(yield* sendOrderConfirmations(render, batch), 0)
        const sent = yield* Ref.get(inbox)
        assert.deepStrictEqual(
          sent.map((m) => [m.to, m.subject]),
          [["ada@example.com", `Order ${paid.order.id}`]],
        )
      }).pipe(Effect.provide(layer))
    },
  )
})
