import { describe, expect, it } from "@effect/vitest"
import fc from "fast-check"
import { ProductType } from "../catalog/product-type.ts"
import { CURRENCY_CODES, type CurrencyCode } from "../money/currencies.ts"
import { moneyFromMinor } from "../money/rules.ts"
import { payLaterCountryOf, productPayLaterLine } from "./store.ts"

const line = (minor: number, currency: CurrencyCode = "USD", productType: number = ProductType.PHYSICAL) =>
  productPayLaterLine({ productType, price: moneyFromMinor(minor, currency), shopperLanguage: "en-US" })

describe("pay-later in a store", () => {
  it("PAYLATER-009 PAYLATER-010 the store currency picks the country; others have none", () => {
    const countries = Object.fromEntries(
      CURRENCY_CODES.flatMap((code) => {
        const country = payLaterCountryOf(code)
        return country === undefined ? [] : [[code, country]]
      }),
    )
    expect(countries).toEqual({ USD: "US", CAD: "CA", AUD: "AU", NZD: "NZ", GBP: "GB" })
  })

  it("PAYLATER-005 PAYLATER-006 PAYLATER-007 a price in range: the pill's text, the brand after it", () => {
    expect(line(10000)).toEqual({
      text: "or 4 interest-free payments of $25.00 with",
      brandName: "Afterpay",
      locale: "en_US",
      brandFirst: false,
    })
  })

  it("PAYLATER-009 a store in pounds is Clearpay, en_GB", () => {
    expect(line(10000, "GBP")).toMatchObject({ brandName: "Clearpay", locale: "en_GB" })
  })

  it("PAYLATER-010 a French-speaking shopper in a Canadian store gets fr_CA; in a US store en_US", () => {
    const price = moneyFromMinor(10000, "CAD")
    expect(productPayLaterLine({ productType: 1, price, shopperLanguage: "fr-CA" })?.locale).toBe("fr_CA")
    const usd = moneyFromMinor(10000, "USD")
    expect(productPayLaterLine({ productType: 1, price: usd, shopperLanguage: "fr" })?.locale).toBe("en_US")
  })

  it.each([
    [3500, "Afterpay", "available for orders over $35"],
    [100001, "Afterpay", "available for orders up to $1,000"],
  ])("PAYLATER-004 PAYLATER-008 %s minor units: the brand, then '%s %s'", (minor, brand, text) => {
    expect(line(minor)).toMatchObject({ brandName: brand, text, brandFirst: true })
  })

  it("PAYLATER-003 nothing for a product that is not physical, or when the merchant turned it off", () => {
    for (const type of [ProductType.DIGITAL, ProductType.SERVICE, ProductType.GIFT_CARD, ProductType.PAYWALL])
      expect(line(10000, "USD", type)).toBeUndefined()
    const off = { afterPayAvailable: false, afterPayMin: null, afterPayMax: null }
    const price = moneyFromMinor(10000)
    expect(
      productPayLaterLine({ productType: 1, price, shopperLanguage: "en", context: off }),
    ).toBeUndefined()
  })

  it("nothing, for any price, in a currency with no pay-later country", () => {
    const without = CURRENCY_CODES.filter((code) => payLaterCountryOf(code) === undefined)
    fc.assert(
      fc.property(fc.constantFrom(...without), fc.integer({ min: 0, max: 10_000_000 }), (code, minor) => {
        expect(line(minor, code)).toBeUndefined()
      }),
    )
  })
})
