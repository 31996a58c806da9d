// Plain rules, apart from the rate's schema (`ShippingRateSchema` in model.ts): the checkout page
// lists the options with them as it loads, without Effect's Schema.

/**
 * A shipping rate the merchant sets: a flat amount, or a flat amount that becomes free once the
 * order subtotal reaches `freeOverCents` ("free over $100"; reaching it exactly is enough). Amounts
 * in minor units of the store currency. `ShippingRateSchema` (model.ts) decodes it.
 *
 * @example
 * const standard: ShippingRate = { id: "standard", label: "Standard", amountCents: 500, freeOverCents: 10000 }
 */
export interface ShippingRate {
  readonly id: string
  readonly label: string
  readonly amountCents: number
  readonly freeOverCents: number | null
}

/**
 * A rate as the shopper chooses it: its id and label with the cost for this order.
 *
 * @example
 * const option: ShippingOption = { id: "standard", label: "Standard", costCents: 0 }
 */
export interface ShippingOption {
  readonly id: string
  readonly label: string
  readonly costCents: number
}

/**
 * What one rate costs for an order of this subtotal.
 *
 * @example
 * shippingCost({ id: "s", label: "S", amountCents: 500, freeOverCents: 10000 }, 10000) // 0
 */
export const shippingCost = (rate: ShippingRate, subtotalCents: number): number =>
  rate.freeOverCents !== null && subtotalCents >= rate.freeOverCents ? 0 : rate.amountCents

/**
 * The shipping options of an order, in the merchant's order. An order with nothing to ship (only
 * digital goods, services and gift cards) has one option, "No shipping", at 0.
 *
 * @example
 * shippingOptions(rates, 2500, true) // [{ id: "standard", label: "Standard", costCents: 500 }, …]
 */
export const shippingOptions = (
  rates: readonly ShippingRate[],
  subtotalCents: number,
  requiresShipping: boolean,
): readonly ShippingOption[] =>
  requiresShipping
    ? rates.map((rate) => ({ id: rate.id, label: rate.label, costCents: shippingCost(rate, subtotalCents) }))
    : [NO_SHIPPING]

/** The one option of an order with nothing to ship. */
export const NO_SHIPPING: ShippingOption = { id: "none", label: "No shipping", costCents: 0 }
