import type { CheckoutSettings } from "./model.ts"

/**
 * The checkout settings of a store that has set none (the reference store's demo): the default
 * minimum of CHECKOUT-002, standard shipping at 5.00 and free from 100.00, express at 15.00, no tax,
 * prices before tax. Amounts in minor units of the store currency.
 *
 * @example
 * DEFAULT_CHECKOUT_SETTINGS.shippingRates[0]?.label // "Standard"
 */
export const DEFAULT_CHECKOUT_SETTINGS: CheckoutSettings = {
  minimumSubtotalCents: null,
  shippingRates: [
    { id: "standard", label: "Standard (3–5 business days)", amountCents: 500, freeOverCents: 10_000 },
    { id: "express", label: "Express (1–2 business days)", amountCents: 1500, freeOverCents: null },
  ],
  taxRates: [],
  taxInclusive: false,
}
