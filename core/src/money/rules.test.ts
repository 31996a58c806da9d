import { describe, expect, it } from "@effect/vitest"
import { Schema } from "effect"
import fc from "fast-check"
import {
  CURRENCY_CODES,
  type CurrencyCode,
  DEFAULT_CURRENCY,
  fractionDigits,
  isCurrencyCode,
  symbolFollowsAmount,
} from "./currencies.ts"
import { formatMoney } from "./format.ts"
import { MoneySchema } from "./model.ts"
import {
  addMoney,
  type Money,
  minorUnits,
  moneyFromDecimal,
  moneyFromMinor,
  multiplyMoney,
  toDecimalString,
} from "./rules.ts"

const usd = (value: string): Money => ({ value, currency: "USD" })
const currency = fc.constantFrom(...CURRENCY_CODES)
// Up to 15 integer digits (MONEY-009) plus the fraction digits, either sign.
const minorAmount = fc.bigInt({ min: -(10n ** 17n) + 1n, max: 10n ** 17n - 1n })

describe("MONEY-001 money is minor units as a string with a currency", () => {
  it.each([
    [{ value: "1250", currency: "USD" }, true],
    [{ value: "-5", currency: "JPY" }, true],
    [{ value: "0", currency: "EUR" }, true],
    [{ value: "12.50", currency: "USD" }, false],
    [{ value: "1e3", currency: "USD" }, false],
    [{ value: "", currency: "USD" }, false],
    [{ value: 1250, currency: "USD" }, false],
    [{ value: "1250", currency: "usd" }, false],
    [{ value: "1250", currency: "XYZ" }, false],
    [{ value: "1250" }, false],
  ])("MONEY-001 decodes %j: %s", (input, valid) => {
    expect(Schema.decodeUnknownResult(MoneySchema)(input)._tag).toBe(valid ? "Success" : "Failure")
  })

  it.each([
    [0, "0"],
    [1250, "1250"],
    [-5, "-5"],
    [Number.MAX_SAFE_INTEGER, "9007199254740991"],
    [123456789012345678901234567890n, "123456789012345678901234567890"],
  ])("MONEY-001 moneyFromMinor(%s) keeps %s exactly", (minor, value) => {
    expect(moneyFromMinor(minor, "USD")).toEqual({ value, currency: "USD" })
    expect(minorUnits(moneyFromMinor(minor, "USD"))).toBe(BigInt(value))
  })

  it.each([1.5, Number.NaN, Number.POSITIVE_INFINITY, Number.MAX_SAFE_INTEGER + 1])(
    "MONEY-001 moneyFromMinor refuses %s, which is not a safe whole number of minor units",
    (minor) => {
      expect(() => moneyFromMinor(minor)).toThrow(RangeError)
    },
  )
})

describe("MONEY-002 / MONEY-004 minor units and fraction digits", () => {
  it.each(CURRENCY_CODES.filter((code) => code !== "JPY"))("MONEY-004 %s has 2 fraction digits", (code) => {
    expect(fractionDigits(code)).toBe(2)
  })

  it("MONEY-004 JPY has 0 fraction digits", () => {
    expect(fractionDigits("JPY")).toBe(0)
  })

  it.each<[Money, string]>([
    [usd("1250"), "12.50"],
    [usd("5"), "0.05"],
    [usd("-5"), "-0.05"],
    [usd("0"), "0.00"],
    [usd("100"), "1.00"],
    [usd("-123456"), "-1234.56"],
    // MONEY-002: "divide by 100" is wrong for JPY; its minor unit is the yen itself.
    [{ value: "1250", currency: "JPY" }, "1250"],
    [{ value: "-7", currency: "JPY" }, "-7"],
    [{ value: "123456789012345678", currency: "EUR" }, "1234567890123456.78"],
  ])("MONEY-002 %j is %s in major units", (money, decimal) => {
    expect(toDecimalString(money)).toBe(decimal)
  })

  it.each<[string, CurrencyCode, string | undefined]>([
    ["12.5", "USD", "1250"],
    ["12.50", "USD", "1250"],
    ["12", "USD", "1200"],
    [" 12.5 ", "USD", "1250"],
    ["-0.05", "USD", "-5"],
    ["0", "USD", "0"],
    ["1250", "JPY", "1250"],
    ["12.5", "JPY", undefined],
    ["12.505", "USD", undefined],
    ["1e3", "USD", undefined],
    ["abc", "USD", undefined],
    ["", "USD", undefined],
    ["1.", "USD", undefined],
    [".5", "USD", undefined],
    ["+1", "USD", undefined],
    ["1,000.00", "USD", undefined],
    ["NaN", "USD", undefined],
  ])("MONEY-002 moneyFromDecimal(%j, %s) is %s", (decimal, code, value) => {
    expect(moneyFromDecimal(decimal, code)).toEqual(
      value === undefined ? undefined : { value, currency: code },
    )
  })
})

describe("MONEY-003 default currency", () => {
  it("MONEY-003 the default currency is USD", () => {
    expect(DEFAULT_CURRENCY).toBe("USD")
    expect(moneyFromMinor(1).currency).toBe("USD")
    expect(moneyFromDecimal("1")?.currency).toBe("USD")
  })

  it("ENUM-004 there are 27 store currencies, each recognised, and nothing else", () => {
    expect(CURRENCY_CODES).toHaveLength(27)
    expect(new Set(CURRENCY_CODES).size).toBe(27)
    for (const code of CURRENCY_CODES) expect(isCurrencyCode(code)).toBe(true)
    for (const code of ["usd", "XYZ", "", "US D", "EURO"]) expect(isCurrencyCode(code)).toBe(false)
  })
})

describe("MONEY-008 formatting", () => {
  it.each<[Money, string]>([
    [usd("123456"), "$1,234.56"],
    [usd("0"), "$0.00"],
    [usd("5"), "$0.05"],
    [usd("-5"), "-$0.05"],
    [usd("100000000"), "$1,000,000.00"],
    [{ value: "123456", currency: "JPY" }, "¥123,456"],
    [{ value: "1", currency: "JPY" }, "¥1"],
    [{ value: "123456", currency: "GBP" }, "£1,234.56"],
    [{ value: "123456", currency: "EUR" }, "€1,234.56"],
  ])("MONEY-008 %j formats as %s (comma thousands, point decimals)", (money, text) => {
    expect(formatMoney(money)).toBe(text)
  })

  it("MONEY-008 MONEY-009 formats the exact decimal: no digit of a 15-place amount is lost to a float", () => {
    expect(formatMoney(usd("99999999999999999"))).toBe("$999,999,999,999,999.99")
    expect(formatMoney({ value: "999999999999999", currency: "JPY" })).toBe("¥999,999,999,999,999")
  })

  it.each<[Money, string]>([
    [usd("1200"), "$12"],
    [usd("1250"), "$12.50"],
    [usd("1201"), "$12.01"],
    [usd("0"), "$0"],
    [{ value: "1200", currency: "JPY" }, "¥1,200"],
  ])("CART-018 trimZeroFraction formats %j as %s", (money, text) => {
    expect(formatMoney(money, { trimZeroFraction: true })).toBe(text)
  })

  it("MONEY-008 another locale brings its own separators", () => {
    expect(formatMoney(usd("123456"), { locale: "de-DE" })).toBe("$1.234,56")
  })
})

describe("MONEY-005 to MONEY-007 symbols and their placement", () => {
  const nbsp = "\u00a0"
  it.each<[CurrencyCode, string]>([
    ["DKK", `1,234.56${nbsp}kr`],
    ["NOK", `1,234.56${nbsp}kr`],
    ["SEK", `1,234.56${nbsp}kr`],
    ["CZK", `1,234.56${nbsp}Kč`],
    ["PLN", `1,234.56${nbsp}zł`],
    ["RUB", `1,234.56${nbsp}₽`],
  ])("MONEY-006 the %s symbol goes after the amount: %j", (code, text) => {
    expect(formatMoney({ value: "123456", currency: code })).toBe(text)
    expect(formatMoney({ value: "-123456", currency: code })).toBe(`-${text}`)
    expect(symbolFollowsAmount(code)).toBe(true)
  })

  it.each<[CurrencyCode, string | undefined, string]>([
    ["EUR", undefined, "€1,234.56"],
    ["GBP", undefined, "£1,234.56"],
    ["EUR", "de-DE", "€1.234,56"],
    ["SEK", "sv-SE", "1\u00a0234,56\u00a0kr"],
    ["CHF", undefined, "CHF\u00a01,234.56"],
    ["AUD", undefined, "A$1,234.56"],
    ["CAD", undefined, "CA$1,234.56"],
  ])(
    "MONEY-005/007 %s in locale %s reads %j: the currency, not the locale, places the symbol",
    (code, locale, text) => {
      expect(formatMoney({ value: "123456", currency: code }, locale ? { locale } : {})).toBe(text)
    },
  )

  it("MONEY-005 every currency but the six of MONEY-006 leads with its symbol", () => {
    const after = CURRENCY_CODES.filter(symbolFollowsAmount)
    expect(after).toEqual(["NOK", "DKK", "SEK", "CZK", "RUB", "PLN"])
    for (const code of CURRENCY_CODES.filter((c) => !symbolFollowsAmount(c))) {
      expect(formatMoney({ value: "100", currency: code })).toMatch(/^\D/)
      expect(formatMoney({ value: "100", currency: code }, { locale: "de-DE" })).toMatch(/^\D/)
    }
  })
})

describe("money arithmetic", () => {
  it.each<[Money, Money, string]>([
    [usd("10"), usd("5"), "15"],
    [usd("-10"), usd("5"), "-5"],
    [usd("9007199254740991"), usd("9007199254740991"), "18014398509481982"],
  ])("MONEY-001 addMoney(%j, %j) is exactly %s", (a, b, sum) => {
    expect(addMoney(a, b)).toEqual(usd(sum))
  })

  it("addMoney refuses to mix currencies", () => {
    expect(() => addMoney(usd("1"), { value: "1", currency: "EUR" })).toThrow(RangeError)
  })

  it.each<[Money, number, string]>([
    [usd("199"), 3, "597"],
    [usd("199"), 0, "0"],
    [usd("9007199254740991"), 9999, "90062985348155169009"],
  ])("MONEY-001 multiplyMoney(%j, %s) is exactly %s", (money, quantity, product) => {
    expect(multiplyMoney(money, quantity).value).toBe(product)
  })

  it.each([1.5, Number.NaN, Number.POSITIVE_INFINITY])("multiplyMoney refuses quantity %s", (quantity) => {
    expect(() => multiplyMoney(usd("1"), quantity)).toThrow(RangeError)
  })
})

describe("money properties", () => {
  it("MONEY-002 moneyFromDecimal(toDecimalString(m)) gives m back, for every currency and amount", () => {
    fc.assert(
      fc.property(currency, minorAmount, (code, minor) => {
        const money = moneyFromMinor(minor, code)
        expect(moneyFromDecimal(toDecimalString(money), code)).toEqual(money)
      }),
    )
  })

  it("addMoney is exact bigint addition, however large", () => {
    fc.assert(
      fc.property(currency, fc.bigInt(), fc.bigInt(), (code, a, b) => {
        const sum = addMoney(moneyFromMinor(a, code), moneyFromMinor(b, code))
        expect(minorUnits(sum)).toBe(a + b)
        expect(sum.currency).toBe(code)
      }),
    )
  })

  it("MONEY-009 formatMoney never throws and keeps every digit, for any currency and amount up to 15 integer places", () => {
    fc.assert(
      fc.property(currency, minorAmount, fc.boolean(), (code, minor, trim) => {
        const money = moneyFromMinor(minor, code)
        const text = formatMoney(money, { trimZeroFraction: trim })
        const digits = text.replace(/\D/g, "")
        const abs = (minor < 0n ? -minor : minor).toString()
        const trimmed = trim && fractionDigits(code) > 0 && abs.endsWith("00") ? abs.slice(0, -2) : abs
        expect(BigInt(digits)).toBe(BigInt(trimmed))
        expect(text.startsWith("-")).toBe(minor < 0n)
      }),
    )
  })
})
