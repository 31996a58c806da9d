import type { StoreSettings } from "@vitrine/core/site"
import { createContext } from "react"

/**
 * The store settings as the provider holds them: `loading` until the first answer, `ready`, or
 * `error` when the last read failed (`settings` then keeps what was read before, if anything).
 */
export interface StoreSettingsState {
  readonly status: "loading" | "ready" | "error"
  readonly settings: StoreSettings | null
  /** Reads the settings again (after the merchant changed them, or to retry a failure). */
  readonly reload: () => void
}

/** The store settings `<VitrineProvider>` holds. */
export const SettingsContext = createContext<StoreSettingsState | null>(null)
