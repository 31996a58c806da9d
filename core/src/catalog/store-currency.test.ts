import { describe, expect, it } from "@effect/vitest"
import fc from "fast-check"
import { CURRENCY_CODES } from "../money/currencies.ts"
import { formatMoney } from "../money/format.ts"
import { moneyFromMinor } from "../money/rules.ts"
import { makeProduct, makeVariant } from "./fixtures.test-support.ts"
import { inStoreCurrency } from "./store-currency.ts"

const shirt = makeProduct({
  variants: [
    makeVariant({ priceMoney: moneyFromMinor(6800), salePriceMoney: moneyFromMinor(5400), onSale: true }),
    makeVariant({ priceMoney: moneyFromMinor(1999), salePriceMoney: moneyFromMinor(0) }),
  ],
})

describe("prices in the store currency", () => {
  it("a store in USD shows the prices as stored, the same object", () => {
    expect(inStoreCurrency(shirt, "USD")).toBe(shirt)
  })

  it.each([
    ["EUR", "€68.00", "€54.00"],
    ["SEK", "68.00\u00a0kr", "54.00\u00a0kr"],
    ["JPY", "¥6,800", "¥5,400"],
  ] as const)("MONEY-004 the stored minor units read in %s: %s, on sale %s", (currency, price, sale) => {
    const variant = inStoreCurrency(shirt, currency).variants[0]
    expect(variant && [formatMoney(variant.priceMoney), formatMoney(variant.salePriceMoney)]).toEqual([
      price,
      sale,
    ])
  })

  it("MONEY-001 keeps every minor unit and every other field, for any store currency", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CURRENCY_CODES),
        fc.bigInt({ min: 0n, max: 10n ** 15n }),
        (code, minor) => {
          const product = makeProduct({
            variants: [
              makeVariant({ priceMoney: moneyFromMinor(minor), salePriceMoney: moneyFromMinor(minor) }),
            ],
          })
          const priced = inStoreCurrency(product, code)
          const variant = priced.variants[0]
          expect(variant?.priceMoney).toEqual({ value: minor.toString(), currency: code })
          expect(variant?.salePriceMoney).toEqual({ value: minor.toString(), currency: code })
          expect({ ...priced, variants: [] }).toEqual({ ...product, variants: [] })
        },
      ),
    )
  })
})
