import { describe, expect, it } from "@effect/vitest"
import { ProductType } from "../catalog/product-type.ts"
import { type Money, moneyFromMinor } from "../money/rules.ts"
import { payLaterOffer } from "./eligibility.ts"
import { instalmentText, outOfRangeText, PAY_LATER_WORDING, payLaterText } from "./wording.ts"

const usd = (minor: number): Money => moneyFromMinor(minor, "USD")
const context = { afterPayAvailable: true, afterPayMin: usd(3500), afterPayMax: usd(100000) }
const textFor = (price: Money, withProvider = false) =>
  payLaterText(payLaterOffer({ productType: ProductType.PHYSICAL, price, context }), { withProvider })

describe("PAYLATER-004 to PAYLATER-006 wording", () => {
  it("PAYLATER-004 / PAYLATER-005 / PAYLATER-006 the templates are the spec's, character for character", () => {
    expect(PAY_LATER_WORDING).toEqual({
      instalments: "{n} interest-free payments of {amount}",
      instalmentsWithProvider: "or {n} interest-free payments of {amount} with",
      upTo: "available for orders up to {amount}",
      over: "available for orders over {amount}",
    })
  })

  it("PAYLATER-005 instalment wording", () => {
    expect(instalmentText(4, usd(2500))).toBe("4 interest-free payments of $25.00")
    expect(textFor(usd(10000))).toBe("4 interest-free payments of $25.00")
    expect(textFor(usd(3999))).toBe("4 interest-free payments of $9.99")
  })

  it("PAYLATER-006 instalment wording followed by the provider", () => {
    expect(instalmentText(4, usd(875), { withProvider: true })).toBe(
      "or 4 interest-free payments of $8.75 with",
    )
    expect(textFor(usd(10000), true)).toBe("or 4 interest-free payments of $25.00 with")
  })

  it("PAYLATER-004 out-of-range wording: 'up to' the maximum, 'over' the minimum", () => {
    expect(textFor(usd(100001))).toBe("available for orders up to $1,000")
    expect(textFor(usd(3500))).toBe("available for orders over $35")
    expect(textFor(usd(3500), true)).toBe("available for orders over $35")
    expect(outOfRangeText("over", usd(3550))).toBe("available for orders over $35.50")
    expect(outOfRangeText("up to", moneyFromMinor(200000, "GBP"))).toBe("available for orders up to £2,000")
  })

  it("PAYLATER-005 a locale formats the amount its own way", () => {
    const cad = moneyFromMinor(2550, "CAD")
    expect(instalmentText(4, cad, { locale: "fr-CA" })).toBe("4 interest-free payments of $25,50")
  })

  it("PAYLATER-003 nothing offered, nothing said", () => {
    const digital = payLaterOffer({ productType: ProductType.DIGITAL, price: usd(5000), context })
    expect(payLaterText(digital)).toBe("")
  })
})
