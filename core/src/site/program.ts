import { Effect, Option } from "effect"
import type { CurrencyCode } from "../money/currencies.ts"
import { DEFAULT_STORE_SETTINGS } from "./defaults.ts"
import type { StoreSettings } from "./model.ts"
import { StoreSettingsRepository } from "./port.ts"

/**
 * A website's store settings: what its merchant saved, else the defaults (USD, MONEY-003; several
 * units of a service, DISPLAY-017).
 *
 * @example
 * storeSettings("site-1") // Effect<StoreSettings, never, StoreSettingsRepository>
 */
export const storeSettings = Effect.fn("storeSettings")(function* (websiteId: string) {
  const settings = yield* StoreSettingsRepository
  return Option.getOrElse(yield* settings.find(websiteId), () => DEFAULT_STORE_SETTINGS)
})

/**
 * Sets the store currency and keeps every other setting, returning the settings as saved. Prices
 * are not converted: the stored minor units are read in the new currency (see `inStoreCurrency` in
 * `@vitrine/core/catalog`). Two merchants saving at once: the later save wins.
 *
 * @example
 * changeStoreCurrency("site-1", "EUR") // Effect<StoreSettings> with selectedCurrency "EUR"
 */
export const changeStoreCurrency = Effect.fn("changeStoreCurrency")(function* (
  websiteId: string,
  currency: CurrencyCode,
) {
  const current = yield* storeSettings(websiteId)
  const changed: StoreSettings = { ...current, selectedCurrency: currency }
  const settings = yield* StoreSettingsRepository
  yield* settings.save(websiteId, changed)
  return changed
})
