import { describe, expect, it } from "@effect/vitest"
import fc from "fast-check"
import { CURRENCY_CODES, type CurrencyCode, fractionDigits } from "./currencies.ts"
import { currencyLocale } from "./currency-details.ts"
import { clampDigits, DIGIT_OPTION_MAX, MAX_INTEGER_PLACES } from "./digits.ts"
import { currencySymbol, formatDecimal, formatMoney } from "./format.ts"
import { displayLocale } from "./locale.ts"
import { type Money, moneyFromMinor } from "./rules.ts"

const nbsp = "\u00a0"
const usd = (minor: number | bigint): Money => moneyFromMinor(minor, "USD")

describe("MONEY-007 every currency's own CLDR symbol, en-US separators by default", () => {
  it.each<[CurrencyCode, string]>([
    ["EUR", "€1,234.56"],
    ["USD", "$1,234.56"],
    ["AUD", "A$1,234.56"],
    ["NOK", `1,234.56${nbsp}kr`],
    ["CAD", "CA$1,234.56"],
    ["NZD", "NZ$1,234.56"],
    ["DKK", `1,234.56${nbsp}kr`],
    ["GBP", "£1,234.56"],
    ["HKD", "HK$1,234.56"],
    ["CHF", `CHF${nbsp}1,234.56`],
    ["MXN", "MX$1,234.56"],
    ["SGD", `SGD${nbsp}1,234.56`],
    ["SEK", `1,234.56${nbsp}kr`],
    ["CZK", `1,234.56${nbsp}Kč`],
    ["ILS", "₪1,234.56"],
    ["PHP", "₱1,234.56"],
    ["RUB", `1,234.56${nbsp}₽`],
    ["PLN", `1,234.56${nbsp}zł`],
    ["THB", "฿1,234.56"],
    ["MYR", `RM${nbsp}1,234.56`],
    ["ARS", `ARS${nbsp}1,234.56`],
    ["BRL", "R$1,234.56"],
    ["COP", `COP${nbsp}1,234.56`],
    ["IDR", `Rp${nbsp}1,234.56`],
    ["INR", "₹1,234.56"],
    ["JPY", "¥123,456"],
    ["ZAR", `R${nbsp}1,234.56`],
  ])("MONEY-007 %s formats as %j", (code, text) => {
    expect(formatMoney(moneyFromMinor(123456, code))).toBe(text)
  })

  it("MONEY-007 a bare ISO code gives way to the local sign, unless that sign is a lone $", () => {
    expect(currencySymbol("THB", "en-US", "symbol")).toBe("THB")
    expect(currencySymbol("THB", "en-US", "narrowSymbol")).toBe("฿")
    expect(currencySymbol("SGD", "en-US", "narrowSymbol")).toBe("$")
    expect(formatMoney(moneyFromMinor(100, "SGD"))).toContain("SGD")
  })

  it.each<[CurrencyCode, string]>([
    ["EUR", "€1.234,56"],
    ["GBP", "£1,234.56"],
    ["SEK", `1${nbsp}234,56${nbsp}kr`],
    ["DKK", `1.234,56${nbsp}kr.`],
    ["CHF", "CHF\u00a01'234.56"],
    ["INR", "₹12,34,567.89"],
    ["JPY", "￥123,456"],
    ["BRL", `R$${nbsp}1.234,56`],
  ])("MONEY-007 %s in its home locale reads %j", (code, text) => {
    const minor = code === "INR" ? 123456789 : 123456
    const shown = formatMoney(moneyFromMinor(minor, code), { locale: currencyLocale(code) })
    expect(shown.replaceAll("\u202f", nbsp)).toBe(text)
  })

  it("MONEY-005 / MONEY-006 placement holds in every home locale, whatever the locale would do", () => {
    for (const code of CURRENCY_CODES) {
      const text = formatMoney(moneyFromMinor(123456, code), { locale: currencyLocale(code) })
      const after = ["DKK", "NOK", "SEK", "CZK", "PLN", "RUB"].includes(code)
      const firstDigit = text.search(/\d/)
      const lastDigit = text.length - 1 - [...text].reverse().join("").search(/\d/)
      if (after) expect(text.slice(lastDigit + 1).trim()).not.toBe("")
      else
        expect(
          text
            .slice(0, firstDigit)
            .replace(/[-\u2212\u200e\u200f]/g, "")
            .trim(),
        ).not.toBe("")
    }
  })
})

describe("TPL-019 digit options", () => {
  it.each([
    [80, 2, 50],
    [50, 2, 50],
    [-3, 2, 0],
    [2.9, 0, 2],
    [Number.POSITIVE_INFINITY, 2, 50],
    [Number.NEGATIVE_INFINITY, 2, 0],
    [Number.NaN, 2, 2],
    [undefined, 2, 2],
  ])("TPL-019 clampDigits(%s, fallback %s) is %s", (value, fallback, clamped) => {
    expect(clampDigits(value, fallback)).toBe(clamped)
    expect(DIGIT_OPTION_MAX).toBe(50)
  })

  it.each<[Money, Parameters<typeof formatMoney>[1], string]>([
    [usd(99999), { maximumFractionDigits: 0 }, "$1,000"],
    [usd(12345), { maximumFractionDigits: 1 }, "$123.5"],
    [usd(-12345), { maximumFractionDigits: 1 }, "-$123.5"],
    [usd(99999), { minimumFractionDigits: 4 }, "$999.9900"],
    [usd(99999), { minimumFractionDigits: 4, maximumFractionDigits: 1 }, "$1,000.0"],
    [usd(1250), { minimumFractionDigits: 0, maximumFractionDigits: 2 }, "$12.5"],
    [usd(1250), { maximumFractionDigits: 99 }, "$12.50"],
    [usd(1250), { minimumFractionDigits: 99 }, `$12.${"5".padEnd(50, "0")}`],
    [usd(1250), { minimumFractionDigits: -5 }, "$12.5"],
    [usd(1250), { minimumFractionDigits: Number.NaN }, "$12.50"],
    [usd(50), { minimumIntegerDigits: 0 }, "$.50"],
    [usd(0), { minimumIntegerDigits: 0, trimZeroFraction: true }, "$0"],
    [usd(123456), { minimumIntegerDigits: 7 }, "$0,001,234.56"],
    [usd(-123456), { minimumIntegerDigits: 7 }, "-$0,001,234.56"],
    [usd(99999), { minimumIntegerDigits: 3, maximumFractionDigits: 0 }, "$1,000"],
    [usd(9999), { minimumIntegerDigits: 3, maximumFractionDigits: 0 }, "$100"],
    [usd(50), { minimumIntegerDigits: 30 }, `$${"000,".repeat(10).slice(0, -1)}.50`],
    [usd(50), { minimumIntegerDigits: 999 }, `$00${",000".repeat(16)}.50`],
    [{ value: "5", currency: "JPY" }, { minimumIntegerDigits: 4 }, "¥0,005"],
  ])("TPL-019 %j with %j reads %j", (money, options, text) => {
    expect(formatMoney(money, options)).toBe(text)
  })

  it("an amount past the 15 integer places typed amounts may have still shows every digit", () => {
    expect(MAX_INTEGER_PLACES).toBe(15)
    expect(formatMoney(usd(10n ** 17n - 1n))).toBe("$999,999,999,999,999.99")
    expect(formatMoney(usd(10n ** 22n))).toBe("$100,000,000,000,000,000,000.00")
  })

  it("MONEY-008 formatDecimal formats an exact decimal string as formatMoney does", () => {
    expect(formatDecimal("1234.5", "EUR")).toBe("€1,234.50")
    expect(formatDecimal("-0.05", "USD")).toBe(formatMoney(usd(-5)))
  })

  it("MONEY-008 a malformed locale falls back to en-US instead of throwing", () => {
    for (const locale of ["xx__", "", "123", "en-US-x-private-extension", "de_DE"]) {
      expect(() => formatMoney(usd(123456), { locale })).not.toThrow()
    }
    expect(formatMoney(usd(123456), { locale: "not a locale" })).toBe("$1,234.56")
    expect(formatMoney(usd(123456), { locale: "de_DE" })).toBe("$1.234,56")
  })
})

describe("formatting properties", () => {
  const locales = ["en-US", "de-DE", "fr-FR", "sv-SE", "de-CH", "en-IN", "ja-JP", "he-IL", "ar-EG", "nb-NO"]
  const digitOption = fc.option(fc.oneof(fc.integer({ min: -100, max: 100 }), fc.double()), {
    nil: undefined,
  })
  // The locale's own digits 0–9 (ar-EG writes ٠…٩), to read a formatted amount back digit by digit.
  const digitsOf = (locale: string) => {
    const format = new Intl.NumberFormat(locale, { useGrouping: false })
    return new Map(Array.from({ length: 10 }, (_, digit) => [format.format(digit), String(digit)]))
  }

  it("MONEY-009 every amount of up to 15 integer places is shown exactly: each digit, in order, and its sign", () => {
    const amount = fc.constantFrom(...CURRENCY_CODES).chain((code) =>
      fc.tuple(
        fc.constant(code),
        fc.bigInt({
          min: -(10n ** BigInt(MAX_INTEGER_PLACES + fractionDigits(code))) + 1n,
          max: 10n ** BigInt(MAX_INTEGER_PLACES + fractionDigits(code)) - 1n,
        }),
      ),
    )
    fc.assert(
      fc.property(
        amount,
        fc.constantFrom(...locales, ...CURRENCY_CODES.map(currencyLocale)),
        ([code, minor], locale) => {
          const text = formatMoney(moneyFromMinor(minor, code), { locale })
          const digits = digitsOf(displayLocale(locale))
          const shown = [...text].map((char) => digits.get(char) ?? "").join("")
          const absolute = minor < 0n ? -minor : minor
          expect(shown).toBe(absolute.toString().padStart(fractionDigits(code) + 1, "0"))
          expect(/[-\u2212]/.test(text)).toBe(minor < 0n)
        },
      ),
    )
  })

  it("formatMoney never throws for any currency, locale, digit options and amount up to 15 integer places", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CURRENCY_CODES),
        fc.bigInt({ min: -(10n ** 17n) + 1n, max: 10n ** 17n - 1n }),
        fc.constantFrom(...locales, ...CURRENCY_CODES.map(currencyLocale)),
        fc.record({
          minimumFractionDigits: digitOption,
          maximumFractionDigits: digitOption,
          minimumIntegerDigits: digitOption,
          trimZeroFraction: fc.boolean(),
        }),
        (code, minor, locale, digits) => {
          const options = Object.fromEntries(Object.entries(digits).filter(([, v]) => v !== undefined))
          const text = formatMoney(moneyFromMinor(minor, code), { locale, ...options })
          expect(text.length).toBeGreaterThan(0)
        },
      ),
    )
  })
})
