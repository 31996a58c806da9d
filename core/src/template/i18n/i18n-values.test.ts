import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { cldrFor } from "../conformance.test-support.mjs"
import { cldrCurrencyOf, decimalOf, moneyOf } from "./i18n-values.ts"

const en = cldrFor("en")

describe("TPL values: decimals and money of template values", () => {
  it.each<[unknown, string | undefined]>([
    [12.5, "12.5"],
    ["-0.50", "-0.50"],
    ["+.5", "0.5"],
    ["5.", "5"],
    [" 1e3 ", "1000"],
    ["1e1000", undefined],
    ["1_000", undefined],
    ["0x10", undefined],
    ["Infinity", undefined],
    [Number.NaN, undefined],
    ["", undefined],
    [true, undefined],
    [[1], undefined],
  ])("TPL values: %j reads as the decimal %s", (value, text) => {
    expect(decimalOf(value)?.toString()).toBe(text)
  })

  it("TPL values property: reading any text never throws", () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(() => decimalOf(text)).not.toThrow()
      }),
    )
  })

  it("TPL values: money objects name their amount and currency one of two ways", () => {
    expect(moneyOf({ decimalValue: "1.5", currencyCode: "eur" })?.currency).toBe("EUR")
    expect(moneyOf({ value: 2, currency: "USD" })?.amount.toString()).toBe("2")
    expect(moneyOf({ decimalValue: "1.5", currency: "USD" })).toBeUndefined()
    expect(moneyOf({ value: "1", currency: "US$" })).toBeUndefined()
    expect(moneyOf(undefined)).toBeUndefined()
  })

  it("TPL values: only currencies CLDR knows are formatted", () => {
    if (en === undefined) throw new Error("no CLDR")
    expect(cldrCurrencyOf(en, { value: "1", currency: "CNY" })?.currency).toBe("CNY")
    expect(cldrCurrencyOf(en, { value: "1", currency: "XYZ" })).toBeUndefined()
  })
})
