import { indicatorSubtotal } from "@vitrine/core/cart"
import { type CurrencyCode, formatMoney, moneyFromMinor } from "@vitrine/core/money"
import { loadLocaleData } from "./locale-data.ts"

/**
 * Builds the money formats a page's prices render with (a price, the header's trimmed subtotal) in
 * tasks of their own, before hydration. The first `Intl.NumberFormat` of a page loads the browser's
 * number-formatting data and each new one costs far more than using it: built inside hydration,
 * they land in the render of one component (the header's cart indicator), which React cannot split,
 * and made that slice the longest of the hydration in a CPU profile of the cart page. Built here,
 * each is a task of its own and hydration finds them memoized (`core/money`'s formats).
 *
 * @example
 * await warmMoneyFormats("USD")
 */
export const warmMoneyFormats = async (currency: CurrencyCode): Promise<void> => {
  // One format per task, after the locale data's own (`loadLocaleData`): the first (the trimmed
  // subtotal's, which also works out the currency's symbol) pays for loading the rest of the
  // formatting data, the second (a price with its cents) for itself.
  await loadLocaleData()
  await inATask(() => indicatorSubtotal(moneyFromMinor(100, currency)))
  await inATask(() => formatMoney(moneyFromMinor(100, currency)))
}

// Runs `work` in a task of its own; a failure only means hydration builds the format itself.
const inATask = (work: () => unknown): Promise<void> =>
  new Promise((resolve) =>
    setTimeout(() => {
      try {
        work()
      } finally {
        resolve()
      }
    }, 0),
  )
