import { describe, expect, it } from "@effect/vitest"
import { Schema } from "effect"
import fc from "fast-check"
import { ProductType } from "../catalog/product-type.ts"
import { sumMoney } from "../money/arithmetic.ts"
import { CURRENCY_CODES } from "../money/currencies.ts"
import { type Money, moneyFromMinor } from "../money/rules.ts"
import {
  DEFAULT_INSTALMENTS,
  defaultPayLaterLimits,
  isCartPayLaterEligible,
  type PayLaterOfferInput,
  payLaterOffer,
} from "./eligibility.ts"
import { PayLaterContextSchema } from "./model.ts"

const { PHYSICAL, DIGITAL, SERVICE, GIFT_CARD, PAYWALL } = ProductType
const usd = (minor: number): Money => moneyFromMinor(minor, "USD")
const context = { afterPayAvailable: true, afterPayMin: usd(3500), afterPayMax: usd(100000) }
const offer = (price: Money, overrides: Partial<PayLaterOfferInput> = {}) =>
  payLaterOffer({ productType: PHYSICAL, price, context, ...overrides })

describe("PAYLATER-001 the pay-later context", () => {
  it("PAYLATER-001 decodes afterPayAvailable, afterPayMin, afterPayMax, shopperLanguage, stripeAccountCountry", () => {
    const valid = { ...context, shopperLanguage: "en", stripeAccountCountry: "US" }
    expect(Schema.decodeUnknownResult(PayLaterContextSchema)(valid)._tag).toBe("Success")
    expect(Schema.decodeUnknownResult(PayLaterContextSchema)({ ...valid, afterPayMin: null })._tag).toBe(
      "Success",
    )
    for (const bad of [
      { ...valid, afterPayAvailable: "yes" },
      { ...valid, afterPayMax: 1000 },
      { ...valid, shopperLanguage: undefined },
      {},
    ]) {
      expect(Schema.decodeUnknownResult(PayLaterContextSchema)(bad)._tag).toBe("Failure")
    }
  })
})

describe("PAYLATER-002 cart eligibility", () => {
  it.each([
    [[], false],
    [[PHYSICAL], true],
    [[PHYSICAL, PHYSICAL], true],
    [[PHYSICAL, DIGITAL], false],
    [[SERVICE], false],
    [[GIFT_CARD], false],
    [[PAYWALL, PHYSICAL], false],
  ])("PAYLATER-002 a cart of product types %j is eligible = %s", (types, eligible) => {
    expect(isCartPayLaterEligible(types.map((productType) => ({ productType })))).toBe(eligible)
  })
})

describe("PAYLATER-003 / PAYLATER-004 / PAYLATER-008 product-page range", () => {
  it.each([
    [3501, "Offered"],
    [100000, "Offered"],
    [3500, "NotAboveMinimum"],
    [0, "NotAboveMinimum"],
    [100001, "AboveMaximum"],
  ])("PAYLATER-003 a price of %s cents with limits $35 / $1,000 is %s", (minor, tag) => {
    expect(offer(usd(minor))._tag).toBe(tag)
  })

  it("PAYLATER-004 the out-of-range offers carry the limit they name", () => {
    expect(offer(usd(100001))).toEqual({ _tag: "AboveMaximum", maximum: usd(100000) })
    expect(offer(usd(100))).toEqual({ _tag: "NotAboveMinimum", minimum: usd(3500) })
  })

  it.each([DIGITAL, SERVICE, GIFT_CARD, PAYWALL])(
    "PAYLATER-003 product type %s is never offered",
    (productType) => {
      expect(offer(usd(5000), { productType })).toEqual({ _tag: "NotOffered" })
      expect(offer(usd(100), { productType })).toEqual({ _tag: "NotOffered" })
    },
  )

  it("nothing when the merchant has no pay-later, or the limits are in another currency", () => {
    expect(offer(usd(5000), { context: { ...context, afterPayAvailable: false } })._tag).toBe("NotOffered")
    const euro = { ...context, afterPayMax: moneyFromMinor(100000, "EUR") }
    expect(offer(usd(5000), { context: euro })._tag).toBe("NotOffered")
  })

  it("PAYLATER-008 limits come from product data; the defaults (over 35, up to 1,000) only fill gaps", () => {
    expect(defaultPayLaterLimits("USD")).toEqual({ minimum: usd(3500), maximum: usd(100000) })
    expect(defaultPayLaterLimits("JPY")).toEqual({
      minimum: moneyFromMinor(35, "JPY"),
      maximum: moneyFromMinor(1000, "JPY"),
    })
    const none = { afterPayAvailable: true, afterPayMin: null, afterPayMax: null }
    expect(offer(usd(3500), { context: none })._tag).toBe("NotAboveMinimum")
    expect(offer(usd(3501), { context: none })._tag).toBe("Offered")
    const own = { afterPayAvailable: true, afterPayMin: usd(100), afterPayMax: usd(200000) }
    expect(offer(usd(150000), { context: own })._tag).toBe("Offered")
    expect(offer(usd(101), { context: own })._tag).toBe("Offered")
  })
})

describe("PAYLATER-007 instalments", () => {
  it("PAYLATER-007 the default is 4 instalments", () => {
    expect(DEFAULT_INSTALMENTS).toBe(4)
    const result = offer(usd(10000))
    expect(result._tag === "Offered" && result.count).toBe(4)
    expect(result._tag === "Offered" && result.instalments.map((m) => m.value)).toEqual([
      "2500",
      "2500",
      "2500",
      "2500",
    ])
  })

  it("PAYLATER-007 an uneven price: the first instalment carries the odd cents, the text shows the regular one", () => {
    const result = offer(usd(10003))
    expect(result._tag === "Offered" && result.instalments.map((m) => m.value)).toEqual([
      "2503",
      "2500",
      "2500",
      "2500",
    ])
    expect(result._tag === "Offered" && result.instalment).toEqual(usd(2500))
  })

  it.each([0, -2, 2.5, Number.NaN])(
    "PAYLATER-007 an instalment count of %s falls back to 4",
    (instalments) => {
      const result = offer(usd(10000), { instalments })
      expect(result._tag === "Offered" && result.count).toBe(4)
    },
  )

  it("instalments always add up to the price, in any currency, for any count", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CURRENCY_CODES),
        fc.bigInt({ min: 1n, max: 10n ** 17n }),
        fc.integer({ min: 1, max: 24 }),
        (code, minor, instalments) => {
          const price = moneyFromMinor(minor, code)
          const open = { afterPayAvailable: true, afterPayMin: moneyFromMinor(0, code), afterPayMax: price }
          const result = payLaterOffer({ productType: PHYSICAL, price, context: open, instalments })
          expect(result._tag).toBe("Offered")
          if (result._tag !== "Offered") return
          expect(result.instalments).toHaveLength(instalments)
          expect(sumMoney(result.instalments, code)).toEqual(price)
        },
      ),
    )
  })
})
