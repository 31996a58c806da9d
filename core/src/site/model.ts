import { Schema } from "effect"
import { CurrencyCodeSchema } from "../money/model.ts"

/**
 * Schema of the store settings (CHECKOUT-003). Defaults: USD (MONEY-003), no express checkout,
 * several units of a service allowed (DISPLAY-017).
 *
 * @example
 * Schema.decodeUnknownSync(StoreSettingsSchema)(DEFAULT_STORE_SETTINGS)
 */
export const StoreSettingsSchema = Schema.Struct({
  selectedCurrency: CurrencyCodeSchema,
  expressCheckout: Schema.Boolean,
  storeSettings: Schema.Struct({ multipleQuantityAllowedForServices: Schema.Boolean }),
})

/** The store settings. */
export type StoreSettings = typeof StoreSettingsSchema.Type
