import { OrderMailDataSchema, OrderRepository } from "@vitrine/core/checkout"
import { type MailMessage, MailNotRendered, type OutboxMessage } from "@vitrine/core/mail"
import { type StoreSettingsRepository, storeSettings } from "@vitrine/core/site"
import { Effect, Option, Schema } from "effect"
import type { MailPlace } from "./outbox-worker.ts"

/**
 * Renders an order's confirmation (outbox kind `order-confirmation`, queued by core's `recordPaid`)
 * with the order template, the order as it is now and the store's settings; dated when the order
 * was placed. Data that is not an order e-mail's, or an order that is gone, fails with
 * `MailNotRendered` (the message goes dead, for the merchant to see).
 *
 * @example
 * renderOrderMail(place)(message)
 */
export const renderOrderMail =
  (place: MailPlace) =>
  (
    message: OutboxMessage,
  ): Effect.Effect<MailMessage, MailNotRendered, OrderRepository | StoreSettingsRepository> =>
    Effect.gen(function* () {
      const data = yield* Schema.decodeUnknownEffect(OrderMailDataSchema)(message.data).pipe(
        Effect.mapError(
          () => new MailNotRendered({ key: message.key, detail: "not an order e-mail's data" }),
        ),
      )
      const found = yield* OrderRepository.use((orders) => orders.find(data.orderId))
      if (Option.isNone(found))
        return yield* new MailNotRendered({ key: message.key, detail: `the order ${data.orderId} is gone` })
      const settings = yield* storeSettings(place.websiteId)
      const order = found.value
      const email = place.rendering.orderConfirmation(order, {
        settings,
        baseUrl: place.baseUrl,
        sentAt: Date.parse(order.created),
      })
      return { to: message.to, ...email }
    })
