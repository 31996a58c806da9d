import { moneyFromMinor } from "@vitrine/core/money"
import type { CheckoutQuote } from "../../api/store-client.ts"

/** A checkout of three totes with standard shipping, in test mode: the tests' embedded quote. */
export const QUOTE: CheckoutQuote = {
  items: [
    {
      sku: "TOTE",
      productName: "Canvas Tote",
      quantity: 3,
      unitPrice: moneyFromMinor(1999),
      itemId: "t",
      variantId: "v",
    },
  ],
  requiresShipping: true,
  shippingOptions: [{ id: "standard", label: "Standard", cost: moneyFromMinor(500) }],
  shippingOptionId: "standard",
  subtotal: moneyFromMinor(5997),
  shippingTotal: moneyFromMinor(500),
  taxTotal: moneyFromMinor(0),
  grandTotal: moneyFromMinor(6497),
  grandTotalCents: 6497,
  taxInclusive: false,
  taxRates: [],
  minimumMessage: null,
  hasGiftCards: false,
  testMode: true,
}
