import type { StoreSettings } from "./model.ts"

/**
 * The settings of a store nobody has configured yet.
 *
 * @example
 * DEFAULT_STORE_SETTINGS.selectedCurrency // "USD"
 */
export const DEFAULT_STORE_SETTINGS: StoreSettings = {
  selectedCurrency: "USD",
  expressCheckout: false,
  storeSettings: { multipleQuantityAllowedForServices: true },
}
