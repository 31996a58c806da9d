import { checkoutTotals } from "@vitrine/core/checkout"
import { minorUnits } from "@vitrine/core/money"
import type { CheckoutQuote } from "../../api/store-client.ts"

/**
 * The quote re-totalled in the browser for the destination and shipping option the shopper has
 * chosen, with core's own totals rule and the merchant's rates the quote carries — so changing the
 * state or the option costs no round trip. The server totals the order again when it is placed and
 * refuses any other total than the one shown (CheckoutTotalChanged), so this can never undercharge.
 *
 * @example
 * localQuote(quote, { country: "US", region: "TX", shippingOptionId: "express" }).grandTotalCents
 */
export const localQuote = (
  quote: CheckoutQuote,
  chosen: { readonly country: string; readonly region: string; readonly shippingOptionId: string },
): CheckoutQuote => {
  const options = quote.shippingOptions.map((option) => ({
    id: option.id,
    label: option.label,
    costCents: Number(minorUnits(option.cost)),
  }))
  const shipping = options.find((option) => option.id === chosen.shippingOptionId) ??
    options.find((option) => option.id === quote.shippingOptionId) ??
    options[0] ?? { id: "", label: "", costCents: 0 }
  const totals = checkoutTotals(
    quote.items.map((item) => ({
      unitPriceCents: Number(minorUnits(item.unitPrice)),
      quantity: item.quantity,
    })),
    shipping,
    { country: chosen.country.toUpperCase(), region: chosen.region.toUpperCase() },
    quote,
    quote.subtotal.currency,
  )
  return {
    ...quote,
    ...totals,
    shippingOptionId: shipping.id === "" ? quote.shippingOptionId : shipping.id,
    grandTotalCents: Number(minorUnits(totals.grandTotal)),
  }
}
