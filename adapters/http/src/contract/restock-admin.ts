import { OutboxStateSchema } from "@vitrine/core/mail"
import { RestockSettingsSchema } from "@vitrine/core/restock"
import { Schema } from "effect"
import { restockCursorField, restockIdField } from "./restock.ts"
import { RESTOCK_PATHS } from "./wire.ts"

// The merchant's restock calls beyond the spec's: the outbox viewer, its retry, and the restock
// settings (the automatic send).

/**
 * An outbox message as the merchant's viewer shows it (not the template's data).
 *
 * @example
 * const row: OutboxRow = { key: "restock:1:1", kind: "restock", to: "a@b.co", state: "sent", attempts: 1, queuedAt: 0, sentAt: 1, lastError: null }
 */
export const OutboxRowSchema = Schema.Struct({
  key: Schema.String,
  kind: Schema.String,
  to: Schema.String,
  state: OutboxStateSchema,
  attempts: Schema.Number,
  queuedAt: Schema.Number,
  sentAt: Schema.NullOr(Schema.Number),
  lastError: Schema.NullOr(Schema.String),
})
export type OutboxRow = typeof OutboxRowSchema.Type

/**
 * `GET /api/admin/outbox?state=&after=` (merchant, `restock.send`): up to 50 e-mails, newest first,
 * of one delivery state or all, after the message keyed `after`. Without MAIL_URL it shows what
 * would have gone out.
 *
 * @example
 * Schema.decodeUnknownSync(OutboxCall.response)(await res.json()).messages
 */
export const OutboxCall = {
  method: "GET",
  path: RESTOCK_PATHS.outbox,
  query: Schema.Struct({
    state: Schema.optionalKey(
      OutboxStateSchema.annotate({ message: "state must be pending, sending, sent or dead." }),
    ),
    after: restockCursorField,
  }),
  response: Schema.Struct({ messages: Schema.Array(OutboxRowSchema) }),
} as const

/**
 * `POST /api/admin/outbox/retry` (merchant, `restock.send`): sends a dead e-mail again.
 *
 * @example
 * Schema.decodeUnknownSync(OutboxRetryCall.body)({ key: "restock:1:1" })
 */
export const OutboxRetryCall = {
  method: "POST",
  path: RESTOCK_PATHS.outboxRetry,
  body: Schema.Struct({ key: restockIdField("key") }).annotate({
    message: "The body must name the message's key.",
  }),
  response: Schema.Struct({ retried: Schema.Boolean }),
} as const

/**
 * `GET /api/admin/restock/settings` (merchant, `restock.send`): the restock settings: `autoSend`
 * (ours) and the restock box's mailing-list checkbox, `mailingListSignUp` and
 * `mailingListOptInByDefault` (RESTOCK-003), each off until turned on.
 *
 * @example
 * Schema.decodeUnknownSync(RestockSettingsCall.response)(await res.json()).settings.autoSend
 */
export const RestockSettingsCall = {
  method: "GET",
  path: RESTOCK_PATHS.settings,
  response: Schema.Struct({ settings: RestockSettingsSchema }),
} as const

/**
 * `PUT /api/admin/restock/settings` (merchant, `restock.send`; the crumb too): turns the automatic
 * send and the mailing-list checkbox on or off; answers the settings as saved. Each setting the body
 * holds is saved and the others are kept, so the screen's switches each save their own and never
 * undo one another. Whoever may send may choose to send by itself and what the box offers.
 *
 * @example
 * Schema.decodeUnknownSync(SaveRestockSettingsCall.body)({ mailingListSignUp: true })
 */
export const SaveRestockSettingsCall = {
  method: "PUT",
  path: RESTOCK_PATHS.settings,
  body: Schema.Struct({
    autoSend: Schema.optionalKey(Schema.Boolean.annotate({ message: "autoSend must be true or false." })),
    mailingListSignUp: Schema.optionalKey(
      Schema.Boolean.annotate({ message: "mailingListSignUp must be true or false." }),
    ),
    mailingListOptInByDefault: Schema.optionalKey(
      Schema.Boolean.annotate({ message: "mailingListOptInByDefault must be true or false." }),
    ),
  }).annotate({ message: "The body must hold the settings to save, each true or false." }),
  response: Schema.Struct({ settings: RestockSettingsSchema }),
} as const
