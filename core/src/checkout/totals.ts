import type { CurrencyCode } from "../money/currencies.ts"
import { type Money, moneyFromMinor } from "../money/rules.ts"
import type { ShippingAddress } from "./address.ts"
import type { CheckoutSettings } from "./model.ts"
import { type ShippingOption, shippingOptions } from "./shipping.ts"
import { taxCents, taxRateFor } from "./tax.ts"

/** A line as totals read it: unit price in minor units and a quantity. */
export interface PricedLine {
  readonly unitPriceCents: number
  readonly quantity: number
}

/**
 * The money of an order, all in minor units of one currency (CART-004: subtotal, tax, shipping,
 * grand total; no discounts yet, so discount is 0).
 */
export interface CheckoutTotals {
  readonly subtotal: Money
  readonly shippingTotal: Money
  readonly taxTotal: Money
  readonly grandTotal: Money
}

/**
 * The totals of an order, exactly in minor units: the lines' subtotal, the chosen option's
 * shipping, the tax of the address's rate on the subtotal (see `taxCents`), and the grand total —
 * with tax added when prices exclude it, not when they include it.
 *
 * @example
 * checkoutTotals([{ unitPriceCents: 2500, quantity: 2 }], { id: "s", label: "S", costCents: 500 }, address, settings, "USD")
 */
export const checkoutTotals = (
  lines: readonly PricedLine[],
  shipping: ShippingOption,
  address: Pick<ShippingAddress, "country" | "region">,
  settings: Pick<CheckoutSettings, "taxRates" | "taxInclusive">,
  currency: CurrencyCode,
): CheckoutTotals => {
  const subtotal = lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0)
  const rate = taxRateFor(settings.taxRates, address.country, address.region)
  const tax = rate === undefined ? 0 : taxCents(subtotal, rate.basisPoints, settings.taxInclusive)
  const grand = subtotal + shipping.costCents + (settings.taxInclusive ? 0 : tax)
  return {
    subtotal: moneyFromMinor(subtotal, currency),
    shippingTotal: moneyFromMinor(shipping.costCents, currency),
    taxTotal: moneyFromMinor(tax, currency),
    grandTotal: moneyFromMinor(grand, currency),
  }
}

/**
 * The shipping option the shopper chose, among the ones this order has; undefined when it is not
 * one of them (a stale form, a forged id). An order with nothing to ship takes "No shipping"
 * whatever was chosen.
 *
 * @example
 * chooseShipping(settings.shippingRates, 2500, true, "standard")
 */
export const chooseShipping = (
  rates: CheckoutSettings["shippingRates"],
  subtotalCents: number,
  requiresShipping: boolean,
  chosenId: string,
): ShippingOption | undefined => {
  const options = shippingOptions(rates, subtotalCents, requiresShipping)
  return requiresShipping ? options.find((option) => option.id === chosenId) : options[0]
}
