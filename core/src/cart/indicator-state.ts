import { formatMoney } from "../money/format.ts"
import type { Money } from "../money/rules.ts"

// Apart from the indicator's other rules, which the cart pill uses too: only these format money,
// so a page whose first render shows no subtotal loads no formatting with the pill.

/**
 * The subtotal text of the pill and indicator, zero fractions trimmed (CART-018).
 *
 * @example
 * indicatorSubtotal(moneyFromMinor(4200, "USD")) // "$42"
 */
export const indicatorSubtotal = (subtotal: Money, locale?: string): string =>
  formatMoney(subtotal, { trimZeroFraction: true, ...(locale ? { locale } : {}) })

/**
 * The header cart indicator's state (CART-013): `items`, the count it shows, and `subtotal`, the
 * subtotal text with zero fractions trimmed. `null` until the first sync with the server has told
 * us what the cart holds (CART-014): a page that must load the cart shows the indicator without
 * figures until then. A visitor with no cart (nothing to load) is synced at once with zero items.
 *
 * @example
 * cartIndicatorState({ synced: true, cart: { totalQuantity: 2, subtotal: moneyFromMinor(4200, "USD") } })
 * // { items: 2, subtotal: "$42" }
 */
export const cartIndicatorState = (context: {
  readonly synced: boolean
  readonly cart: { readonly totalQuantity: number; readonly subtotal: Money } | null
  readonly locale?: string
}): { readonly items: number; readonly subtotal: string } | null => {
  if (!context.synced) return null
  if (context.cart === null) return { items: 0, subtotal: "" }
  return {
    items: context.cart.totalQuantity,
    subtotal: indicatorSubtotal(context.cart.subtotal, context.locale),
  }
}
