import { Schema } from "effect"
import { MoneySchema } from "../money/model.ts"

/**
 * Schema of the pay-later context of one item (PAYLATER-001). The order limits come from product
 * data (PAYLATER-008); when they are missing (null), `payLaterOffer` uses `defaultPayLaterLimits`.
 *
 * @example
 * Schema.decodeUnknownSync(PayLaterContextSchema)({
 *   afterPayAvailable: true,
 *   afterPayMin: { value: "3500", currency: "USD" },
 *   afterPayMax: { value: "100000", currency: "USD" },
 *   shopperLanguage: "en",
 *   stripeAccountCountry: "US",
 * })
 */
export const PayLaterContextSchema = Schema.Struct({
  afterPayAvailable: Schema.Boolean,
  afterPayMin: Schema.NullOr(MoneySchema),
  afterPayMax: Schema.NullOr(MoneySchema),
  shopperLanguage: Schema.String,
  stripeAccountCountry: Schema.String,
})

/**
 * The pay-later context of one item.
 *
 * @example
 * const context: PayLaterContext = Schema.decodeUnknownSync(PayLaterContextSchema)(json)
 */
export type PayLaterContext = typeof PayLaterContextSchema.Type
