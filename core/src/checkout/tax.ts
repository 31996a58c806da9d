// Plain rules, apart from the rate's schema (`TaxRateSchema` in model.ts): the checkout page totals
// an order with them as it loads, without Effect's Schema.

/**
 * A tax rate the merchant sets for a country (ISO 3166-1 alpha-2), or one region of it (`region`
 * null: the whole country), in basis points (825 = 8.25 %, 0 to 10 000). `TaxRateSchema` (model.ts)
 * decodes it.
 *
 * @example
 * const texas: TaxRate = { country: "US", region: "TX", basisPoints: 625 }
 */
export interface TaxRate {
  readonly country: string
  readonly region: string | null
  readonly basisPoints: number
}

/**
 * The rate for an address: the region's own rate when the merchant set one, else the country's,
 * else none (no tax).
 *
 * @example
 * taxRateFor(rates, "US", "TX")?.basisPoints // 625
 */
export const taxRateFor = (rates: readonly TaxRate[], country: string, region: string): TaxRate | undefined =>
  rates.find((rate) => rate.country === country && rate.region === region) ??
  rates.find((rate) => rate.country === country && rate.region === null)

// Integer division rounding half away from zero, on bigint so no product of cents and basis points
// loses a unit however large the order.
const roundDiv = (numerator: bigint, denominator: bigint): bigint =>
  (numerator * 2n + denominator) / (denominator * 2n)

/**
 * The tax on a taxable amount in minor units. Exclusive (prices before tax, the US way): the tax is
 * added on top, `amount × rate`. Inclusive (prices include tax, the EU and AU way): the tax is the
 * part of the amount that is tax, `amount − amount ÷ (1 + rate)`, and nothing is added. Both round
 * to the nearest minor unit, half up. The taxable amount is the goods subtotal only: shipping is not
 * taxed (rules on taxing shipping differ by state and country; a merchant who must can raise the rate).
 *
 * @example
 * taxCents(10000, 825, false) // 825
 * taxCents(12000, 2000, true) // 2000
 */
export const taxCents = (amountCents: number, basisPoints: number, inclusive: boolean): number => {
  const amount = BigInt(amountCents)
  const rate = BigInt(basisPoints)
  if (!inclusive) return Number(roundDiv(amount * rate, 10_000n))
  return Number(amount - roundDiv(amount * 10_000n, 10_000n + rate))
}
