import { moneyFromMinor } from "@vitrine/core/money"
import type { CheckoutQuote } from "../src/api/store-client.ts"

/** A quote of three Canvas Totes to the US, standard shipping, in test mode (the server's shape). */
export const TOTE_QUOTE: CheckoutQuote = {
  items: [
    {
      sku: "TOTE",
      productName: "Canvas Tote",
      quantity: 3,
      unitPrice: moneyFromMinor(1999),
      itemId: "prod-tote",
      variantId: "v",
    },
  ],
  requiresShipping: true,
  shippingOptions: [
    { id: "standard", label: "Standard", cost: moneyFromMinor(500) },
    { id: "express", label: "Express", cost: moneyFromMinor(1500) },
  ],
  shippingOptionId: "standard",
  subtotal: moneyFromMinor(5997),
  shippingTotal: moneyFromMinor(500),
  taxTotal: moneyFromMinor(0),
  grandTotal: moneyFromMinor(6497),
  grandTotalCents: 6497,
  taxInclusive: false,
  taxRates: [
    { country: "US", region: null, basisPoints: 500 },
    { country: "US", region: "TX", basisPoints: 625 },
  ],
  minimumMessage: null,
  hasGiftCards: false,
  testMode: true,
}
