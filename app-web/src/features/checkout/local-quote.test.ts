import { checkoutTotals } from "@vitrine/core/checkout"
import { moneyFromMinor } from "@vitrine/core/money"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import type { CheckoutQuote } from "../../api/store-client.ts"
import { localQuote } from "./local-quote.ts"

const QUOTE: CheckoutQuote = {
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

describe("the checkout's local re-total", () => {
  it("CHECKOUT-004 a new destination or option totals exactly as the server's rule does, at no round trip", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("US", "us", "CA"),
        fc.constantFrom("TX", "tx", "NY", ""),
        fc.constantFrom("standard", "express", "gone", ""),
        fc.boolean(),
        (country, region, shippingOptionId, taxInclusive) => {
          const quote = { ...QUOTE, taxInclusive }
          const local = localQuote(quote, { country, region, shippingOptionId })
          const shipping = shippingOptionId === "express" ? 1500 : 500
          const server = checkoutTotals(
            [{ unitPriceCents: 1999, quantity: 3 }],
            { id: "", label: "", costCents: shipping },
            { country: country.toUpperCase(), region: region.toUpperCase() },
            quote,
            "USD",
          )
          expect(local).toMatchObject(server)
          expect(local.grandTotalCents).toBe(Number(server.grandTotal.value))
          expect(local.shippingOptionId).toBe(shippingOptionId === "express" ? "express" : "standard")
        },
      ),
    )
  })
})
