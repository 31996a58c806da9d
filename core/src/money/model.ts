import { Schema } from "effect"
import { CURRENCY_CODES } from "./currencies.ts"

/** Schema of a store currency code. */
export const CurrencyCodeSchema = Schema.Literals(CURRENCY_CODES)

/**
 * Schema of Money on the wire and in storage: minor units as an integer string plus a currency.
 *
 * @example
 * Schema.decodeUnknownSync(MoneySchema)({ value: "1250", currency: "USD" })
 */
export const MoneySchema = Schema.Struct({
  value: Schema.String.check(Schema.isPattern(/^-?\d+$/)),
  currency: CurrencyCodeSchema,
})
