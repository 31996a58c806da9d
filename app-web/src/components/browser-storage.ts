import { readStoredValue, storedValueText } from "@vitrine/core/visitor"

/**
 * The browser's storage as the store uses it: values wrapped with their expiry (UTIL-001), and a
 * storage that fails only warns (UTIL-002). Storage can fail anywhere: `window.localStorage` itself
 * throws when the visitor blocks site data, a write throws when the quota is full (or always, in some
 * private modes). The store then behaves as if nothing were stored, and the page goes on.
 *
 * @example
 * const sent = browserStorage(() => localStorage)
 * sent.write("vitrine_tracked_orders", ["order-1"], Date.now() + 30 * 86_400_000)
 * sent.read("vitrine_tracked_orders") // ["order-1"]
 */
export interface BrowserStorage {
  /** The value stored under `key`, or undefined when none is (missing, expired, unreadable). */
  readonly read: (key: string, now?: number) => unknown
  /** Stores `value` under `key` until `expiresAt` (ms since the epoch) when given; false if it failed. */
  readonly write: (key: string, value: unknown, expiresAt?: number) => boolean
}

const warn = (doing: string, key: string, error: unknown) =>
  console.warn(`Vitrine: could not ${doing} "${key}" in the browser's storage`, error)

/**
 * The store's view of a browser storage; `storage` is called at each use, as reaching the storage
 * may itself throw.
 */
export const browserStorage = (storage: () => Storage): BrowserStorage => ({
  read: (key, now = Date.now()) => {
    try {
      return readStoredValue(storage().getItem(key), now)?.value
    } catch (error) {
      warn("read", key, error)
      return undefined
    }
  },
  write: (key, value, expiresAt) => {
    try {
      storage().setItem(key, storedValueText(value, expiresAt))
      return true
    } catch (error) {
      warn("keep", key, error)
      return false
    }
  },
})
