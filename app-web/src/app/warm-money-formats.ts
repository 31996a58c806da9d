import { indicatorSubtotal } from "@vitrine/core/cart"
import { type CurrencyCode, formatMoney, moneyFromMinor } from "@vitrine/core/money"

/**
 * Builds the money formats a page's prices render with (a price, the header's trimmed subtotal) in
 * a task of its own, before hydration. The first `Intl.NumberFormat` of a page loads the browser's
 * number-formatting data and each new one costs far more than using it: built inside hydration,
 * they land in the render of one component (the header's cart indicator), which React cannot split,
 * and made that slice the longest of the hydration in a CPU profile of the cart page. Built here,
 * that cost is a short task of its own and hydration finds them memoized (`core/money`'s formats).
 *
 * @example
 * await warmMoneyFormats("USD")
 */
export const warmMoneyFormats = (currency: CurrencyCode): Promise<void> =>
  new Promise((resolve) =>
    setTimeout(() => {
      try {
        formatMoney(moneyFromMinor(100, currency))
        indicatorSubtotal(moneyFromMinor(100, currency))
      } finally {
        resolve()
      }
    }, 0),
  )
