import { describe, expect, it } from "@effect/vitest"
import fc from "fast-check"
import { CURRENCY_CODES } from "./currencies.ts"
import { formatAmount, formatMoney, formatMoneyAmount } from "./format.ts"
import { moneyFromPageDecimal, readPageMoney } from "./page-data.ts"
import { moneyFromMinor, toDecimalString } from "./rules.ts"

const nbsp = "\u00a0"

describe("MONEY-001 money as page data carries it", () => {
  it.each<[unknown, string | undefined, string | undefined]>([
    [{ value: "100" }, "10000", "USD"],
    [{ value: "19.99", currency: "EUR" }, "1999", "EUR"],
    [{ decimalValue: "19.5", currencyCode: "GBP" }, "1950", "GBP"],
    [{ value: ".5" }, "50", "USD"],
    [{ value: "5." }, "500", "USD"],
    [{ value: " -3.25 " }, "-325", "USD"],
    [{ value: 12 }, "1200", "USD"],
    [{ value: 0 }, "0", "USD"],
    [{ value: "1200", currency: "JPY" }, "1200", "JPY"],
    [{ value: "1200.00", currency: "JPY" }, "1200", "JPY"],
    [{ value: "12.500" }, "1250", "USD"],
  ])("MONEY-001 %j reads as %s %s", (data, value, currency) => {
    expect(readPageMoney(data)).toEqual({ value, currency })
  })

  it.each<[string, unknown]>([
    ["a missing value", {}],
    ["a non-numeric value", { value: "abc" }],
    ["a bare point", { value: "." }],
    ["an exponent", { value: "1e3" }],
    ["an exponent number", { value: 1e21 }],
    ["grouping", { value: "1,000.00" }],
    ["NaN", { value: Number.NaN }],
    ["an object value", { value: { amount: 1 } }],
    ["not an object", "100"],
    ["null", null],
    ["an array", [{ value: "1" }]],
  ])("MONEY-001 %s is unreadable", (_, data) => {
    expect(readPageMoney(data)).toBeUndefined()
  })

  it("MONEY-003 a missing or empty currency is the store default, USD unless given", () => {
    expect(readPageMoney({ value: "1", currency: "" })?.currency).toBe("USD")
    expect(readPageMoney({ value: "1", currency: null })?.currency).toBe("USD")
    expect(readPageMoney({ value: "1" }, "SEK")?.currency).toBe("SEK")
  })

  it.each(["XYZ", "usd", "EURO", 978])("an unknown currency %j makes the money unreadable", (currency) => {
    expect(readPageMoney({ value: "1", currency })).toBeUndefined()
  })

  it("MONEY-004 fraction digits beyond the currency's are refused unless zeros", () => {
    expect(moneyFromPageDecimal("0.125", "USD")).toBeUndefined()
    expect(moneyFromPageDecimal("12.5", "JPY")).toBeUndefined()
    expect(moneyFromPageDecimal("12.50000", "USD")).toEqual({ value: "1250", currency: "USD" })
  })

  it("MONEY-001 property: every amount written as its decimal string reads back exactly", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CURRENCY_CODES),
        fc.bigInt({ min: -(10n ** 17n), max: 10n ** 17n }),
        (code, minor) => {
          const money = moneyFromMinor(minor, code)
          expect(readPageMoney({ value: toDecimalString(money), currency: code })).toEqual(money)
        },
      ),
    )
  })
})

describe("MONEY-005 / MONEY-008 symbol placement and bare amounts", () => {
  it("MONEY-005 by default the euro leads whatever the locale; 'locale' placement keeps the locale's pattern", () => {
    const euros = moneyFromMinor(250000, "EUR")
    expect(formatMoney(euros, { locale: "de-DE" })).toBe("€2.500,00")
    expect(formatMoney(euros, { locale: "de-DE", placement: "locale" })).toBe(`2.500,00${nbsp}€`)
    expect(formatMoney(euros, { locale: "en", placement: "locale" })).toBe("€2,500.00")
  })

  it("MONEY-006 'locale' placement follows the locale for krona too", () => {
    expect(formatMoney(moneyFromMinor(123456, "SEK"), { locale: "sv-SE", placement: "locale" })).toBe(
      `1${nbsp}234,56${nbsp}kr`,
    )
  })

  it.each<[string, string, string | undefined, string]>([
    ["2500", "USD", undefined, "2,500.00"],
    ["2500", "EUR", "de-DE", "2.500,00"],
    ["-0.5", "USD", "en", "-0.50"],
    ["1234", "JPY", undefined, "1,234"],
    ["0.1", "USD", "not a locale", "0.10"],
  ])("MONEY-008 formatAmount(%j, %s, %s) is %j, with no symbol", (decimal, code, locale, text) => {
    const currency = code as (typeof CURRENCY_CODES)[number]
    expect(formatAmount(decimal, currency, locale === undefined ? {} : { locale })).toBe(text)
  })

  it("formatMoneyAmount keeps every digit of an amount past 15 integer places", () => {
    expect(formatMoneyAmount(moneyFromMinor(123456789012345678n, "USD"))).toBe("1,234,567,890,123,456.78")
  })
})
