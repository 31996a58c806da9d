import { describe, expect, it } from "vitest"
import { cldrFor } from "../conformance.test-support.mjs"
import { render } from "../index.ts"

const nbsp = "\u00a0"

describe("departs from TPL-053: money-format, moneyFormat and money-string", () => {
  it("departs from TPL-053: minor units in the currency given as argument", () => {
    expect(
      render("{c|money-format EUR}|{c|moneyFormat JPY}|{c|money-string JPY}", { c: 123456 }).output,
    ).toBe("€1,234.56|¥123,456|123456")
  })

  it("MONEY-003 an unknown currency argument prints nothing and tells the template author", () => {
    const { output, errors } = render("[{c|money-format XYZ}][{c|money-string usd}]", { c: 1 })
    expect(output).toBe("[][]")
    expect(errors.map((error) => error.message)).toEqual(['Unknown currency "XYZ"', 'Unknown currency "usd"'])
  })

  it.each([
    ["a word", "abc"],
    ["an object", { value: 1 }],
    ["null", null],
    ["a huge number", 1e300],
  ])("departs from TPL-053: %s is not an amount and prints nothing", (_, c) => {
    expect(render("[{c|money-format}][{c|money-string}]", { c }).output).toBe("[][]")
  })

  it("departs from TPL-053: money-string keeps the sign and pads small amounts", () => {
    expect(render("{a|money-string} {b|money-string}", { a: -5, b: "7" }).output).toBe("-0.05 0.07")
  })
})

describe("MONEY-008 bookkeeper-money-format and percentage-format", () => {
  it("MONEY-008 bookkeeper money follows the render locale's pattern", () => {
    const options = { locale: "de-DE", cldr: cldrFor("de-DE") }
    expect(render("{c|bookkeeper-money-format EUR}", { c: 123456 }, options).output).toBe(`1.234,56${nbsp}€`)
  })

  it("MONEY-001 bookkeeper money of a non-numeric value is zero; without CLDR nothing", () => {
    expect(render("{c|bookkeeper-money-format}", { c: { x: 1 } }, { cldr: cldrFor("en") }).output).toBe(
      "$0.00",
    )
    expect(render("{c|bookkeeper-money-format}", { c: 100 }).output).toBe("")
  })

  it.each<[unknown, string, string]>([
    [12.5, "", "12.50"],
    [12.5, " trim", "12.50"],
    [0.999, " trim", "1"],
    [-3, " trim", "-3"],
    ["7.25", "", "7.25"],
    [Number.POSITIVE_INFINITY, "", "0.00"],
    [null, " trim", "0"],
  ])("MONEY-008 percentage-format of %j%s is %j", (p, args, text) => {
    expect(render(`{p|percentage-format${args}}`, { p }).output).toBe(text)
  })

  it("MONEY-008 percentage-format uses the render locale's separators", () => {
    expect(render("{p|percentage-format}", { p: 1234.5 }, { locale: "de-DE" }).output).toBe("1.234,50")
  })
})

describe("TPL-009 cart formatters", () => {
  it.each<[string, unknown, string]>([
    ["no entries", {}, "0"],
    ["entries that are not a list", { entries: { quantity: 3 } }, "0"],
    ["quantities that are not numbers", { entries: [{ quantity: "x" }, { quantity: 2 }, {}] }, "2"],
    ["quantities as text", { entries: [{ quantity: "4" }, { quantity: 1 }] }, "5"],
  ])("TPL-009 cart-quantity with %s", (_, cart, count) => {
    expect(render("{@|cart-quantity}", cart).output).toBe(`<span class="sqs-cart-quantity">${count}</span>`)
  })

  it("TPL-001 cart-url is the one URL the engine produces, whatever the value", () => {
    expect(render("{@|cart-url}|{x|cart-url}", { x: "https://elsewhere" }).output).toBe("/cart|/cart")
  })
})
