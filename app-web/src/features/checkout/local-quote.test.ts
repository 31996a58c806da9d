import { checkoutTotals } from "@vitrine/core/checkout"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { TOTE_QUOTE as QUOTE } from "../../../test/checkout-quote.ts"
import { localQuote } from "./local-quote.ts"

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
