import { compareMoney } from "../money/arithmetic.ts"
import type { CurrencyCode } from "../money/currencies.ts"
import { type FormatMoneyOptions, formatMoney } from "../money/format.ts"
import { type Money, moneyFromMinor } from "../money/rules.ts"

/**
 * The message when the subtotal is below the minimum (CHECKOUT-001). `{subtotal}` is filled with
 * the minimum amount, not the cart's subtotal: it names the subtotal the shopper has to reach.
 *
 * @example
 * CHECKOUT_MINIMUM_MESSAGE.replace("{subtotal}", "$0.50")
 */
export const CHECKOUT_MINIMUM_MESSAGE = "To check out, your order subtotal must be {subtotal} or more."

/**
 * The minimum subtotal when the store sets none (CHECKOUT-002 leaves the value open): 50 minor
 * units of the cart's currency — 0.50 in a two-decimal currency, ¥50 — the smallest charge card
 * processors such as Stripe accept for USD, EUR and JPY. A store-configured minimum replaces it.
 *
 * @example
 * defaultMinimumSubtotal("USD") // { value: "50", currency: "USD" }
 */
export const defaultMinimumSubtotal = (currency: CurrencyCode): Money => moneyFromMinor(50, currency)

/**
 * The minimum-subtotal message for an amount (CHECKOUT-001). Like the cart subtotal (CART-018), a
 * zero fraction is trimmed unless the options say otherwise.
 *
 * @example
 * checkoutMinimumMessage(moneyFromMinor(1000, "USD")) // "To check out, your order subtotal must be $10 or more."
 */
export const checkoutMinimumMessage = (minimum: Money, options: FormatMoneyOptions = {}): string =>
  CHECKOUT_MINIMUM_MESSAGE.replace("{subtotal}", formatMoney(minimum, { trimZeroFraction: true, ...options }))

/**
 * The outcome of {@link checkCheckoutMinimum}.
 *
 * @example
 * const check = checkCheckoutMinimum(cart.subtotal); if (!check.ok) show(check.message)
 */
export type CheckoutMinimumCheck =
  | { readonly ok: true }
  | { readonly ok: false; readonly minimum: Money; readonly message: string }

/**
 * Whether a subtotal reaches the minimum ("or more": equal is enough, CHECKOUT-001). Without a
 * store minimum (undefined or null) the default applies. A minimum in another currency than the
 * subtotal is a configuration error and throws a RangeError.
 *
 * @example
 * checkCheckoutMinimum(moneyFromMinor(49, "USD")) // { ok: false, minimum: $0.50, message: "To check out, ..." }
 * checkCheckoutMinimum(moneyFromMinor(50, "USD")) // { ok: true }
 */
export const checkCheckoutMinimum = (
  subtotal: Money,
  minimum?: Money | null,
  options: FormatMoneyOptions = {},
): CheckoutMinimumCheck => {
  const required = minimum ?? defaultMinimumSubtotal(subtotal.currency)
  if (compareMoney(subtotal, required) >= 0) return { ok: true }
  return { ok: false, minimum: required, message: checkoutMinimumMessage(required, options) }
}
