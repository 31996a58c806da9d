import type { StoreSettings } from "@vitrine/core/site"
import { createContext } from "react"
import type { ApiError } from "../client.ts"

/**
 * The store settings as the provider holds them: `loading` until the first answer, `ready`, or
 * `error` when the last read failed (`settings` then keeps what was read before, if anything).
 */
export interface StoreSettingsState {
  readonly status: "loading" | "ready" | "error"
  readonly settings: StoreSettings | null
  /**
   * How the last read failed, as the client reported it (offline is status 0, a 503 carries its
   * `retryAfterSeconds`), so a page can say what happened; null unless `error`, or when the read threw.
   */
  readonly loadError: ApiError | null
  /** Reads the settings again (after the merchant changed them, or to retry a failure). */
  readonly reload: () => void
}

/** The store settings `<VitrineProvider>` holds. */
export const SettingsContext = createContext<StoreSettingsState | null>(null)
