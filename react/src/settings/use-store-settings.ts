import { useProvided } from "../provider/provided.ts"
import { SettingsContext, type StoreSettingsState } from "./settings-context.ts"

/**
 * The store settings (currency, express checkout, the services quantity rule), read once by
 * `<VitrineProvider>` and shared. `settings` is null until the first answer; components that need a
 * value before then use core's defaults (no express checkout).
 *
 * @example
 * const { status, settings, reload } = useStoreSettings()
 * settings?.selectedCurrency // "USD"
 */
export const useStoreSettings = (): StoreSettingsState => useProvided(SettingsContext, "useStoreSettings")
