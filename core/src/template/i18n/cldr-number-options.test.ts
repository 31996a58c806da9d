import { describe, expect, it } from "vitest"
import { currencyOptions, decimalOptions } from "./cldr-number-options.ts"

describe("TPL-019 number arguments of the i18n formatters", () => {
  it.each([
    [["style:percent"], { style: "percent" }],
    [["style:standard"], { style: "decimal" }],
    [["style:bogus"], {}],
    [["group"], { group: true }],
    [["grouping:false"], { group: false }],
    [["no-group"], { group: false }],
    [["round:ceil"], { round: "ceiling" }],
    [["round:truncate"], { round: "down" }],
    [["rounding:half-even"], { round: "half-even" }],
    [["round:sideways"], {}],
    [["maxfrac:1", "minInt:3"], { maximumFractionDigits: 1, minimumIntegerDigits: 3 }],
    [
      ["maximumSignificantDigits:4", "minsig:2"],
      { maximumSignificantDigits: 4, minimumSignificantDigits: 2 },
    ],
    [["unknown:1", "", ":", "maxfrac"], {}],
  ])("TPL-019 decimal %j reads as %j", (args, options) => {
    expect(decimalOptions(args)).toEqual(options)
  })

  it.each([
    ["maxfrac:99", 50],
    ["maxfrac:-3", 0],
    ["maxfrac:2.5", undefined],
    ["maxfrac:many", undefined],
    ["maxfrac:", undefined],
  ])("TPL-019 %s clamps the digit count to 0–50 (or is ignored): %s", (arg, digits) => {
    expect(decimalOptions([arg]).maximumFractionDigits).toBe(digits)
  })

  it.each([
    [["style:name"], { style: "name" }],
    [["style:standard"], { style: "symbol" }],
    [["style:percent"], {}],
    [["symbol:narrow"], { symbolWidth: "narrow" }],
    [["symbol:wide"], {}],
    [["style:accounting", "maxfrac:0"], { style: "accounting", maximumFractionDigits: 0 }],
  ])("TPL-019 money %j reads as %j", (args, options) => {
    expect(currencyOptions(args)).toEqual(options)
  })
})
