import { CurrencyCodeSchema } from "@vitrine/core/money"
import { StoreSettingsSchema } from "@vitrine/core/site"
import { Schema } from "effect"
import { FIELD_MESSAGE } from "./fields.ts"
import { API_PATHS } from "./wire.ts"

const SettingsReply = Schema.Struct({ settings: StoreSettingsSchema })

/**
 * `GET /api/commerce/settings`: the store settings (CHECKOUT-003), the defaults until the merchant
 * saves any.
 *
 * @example
 * const { settings } = Schema.decodeUnknownSync(GetStoreSettings.response)(await res.json())
 */
export const GetStoreSettings = {
  method: "GET",
  path: API_PATHS.settings,
  response: SettingsReply,
} as const

/**
 * `PUT /api/commerce/settings`: sets the store currency, one of the 27 (MONEY-003), and answers
 * with the settings as saved. Like every state-changing call it needs the crumb; an unknown or
 * missing currency is 400 with `errors.selectedCurrency`. Prices are not converted: the stored minor
 * units are read in the new currency. Only the currency is editable over HTTP for now.
 *
 * @example
 * Schema.decodeUnknownSync(SaveStoreSettings.body)({ selectedCurrency: "EUR" })
 */
export const SaveStoreSettings = {
  method: "PUT",
  path: API_PATHS.settings,
  body: Schema.Struct({
    selectedCurrency: CurrencyCodeSchema.annotate({ message: FIELD_MESSAGE.currency }).pipe(
      Schema.annotateKey({ messageMissingKey: FIELD_MESSAGE.currencyMissing }),
    ),
  }).annotate({ message: FIELD_MESSAGE.body }),
  response: SettingsReply,
} as const

/** The body of a settings change as sent. */
export type SaveStoreSettingsBody = typeof SaveStoreSettings.body.Encoded
