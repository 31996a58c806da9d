import { describe, expect, it } from "@effect/vitest"
import fc from "fast-check"
import { CURRENCY_CODES, type CurrencyCode, fractionDigits } from "./currencies.ts"
import { currencyLocale } from "./currency-details.ts"
import { formatMoney } from "./format.ts"
import { parseMoney } from "./parse.ts"
import { moneyFromMinor } from "./rules.ts"

describe("MONEY-008 parseMoney reads what people and formatMoney write", () => {
  it.each<[string, CurrencyCode, string | undefined, string | undefined]>([
    ["$1,234.56", "USD", undefined, "123456"],
    ["1234.56", "USD", undefined, "123456"],
    ["-$0.05", "USD", undefined, "-5"],
    ["$-0.05", "USD", undefined, "-5"],
    ["  $ 12 ", "USD", undefined, "1200"],
    ["$12.500", "USD", undefined, "1250"],
    ["$.50", "USD", undefined, "50"],
    ["US$12", "USD", "en-GB", "1200"],
    ["1.234,56 €", "EUR", "de-DE", "123456"],
    ["€1.234,56", "EUR", "de-DE", "123456"],
    ["1\u202f234,56\u00a0€", "EUR", "fr-FR", "123456"],
    ["\u22121\u00a0234,56\u00a0kr", "SEK", "sv-SE", "-123456"],
    ["CHF-1'234.56", "CHF", "de-CH", "-123456"],
    ["₹12,34,567.89", "INR", "en-IN", "123456789"],
    ["¥123,456", "JPY", undefined, "123456"],
    ["123456", "JPY", undefined, "123456"],
    ["-0", "USD", undefined, "0"],
    ["0.00", "JPY", undefined, "0"],
    ["$12.505", "USD", undefined, undefined],
    ["¥12.5", "JPY", undefined, undefined],
    ["", "USD", undefined, undefined],
    ["$", "USD", undefined, undefined],
    ["abc", "USD", undefined, undefined],
    ["12 apples", "USD", undefined, undefined],
    ["1.2.3", "USD", undefined, undefined],
    ["1e3", "USD", undefined, undefined],
    ["€12", "USD", undefined, undefined],
    ["--5", "USD", undefined, undefined],
    ["1.234,56", "EUR", undefined, undefined],
  ])("MONEY-008 parseMoney(%j, %s, %s) is %s", (text, currency, locale, value) => {
    const parsed = parseMoney(text, currency, locale ? { locale } : {})
    expect(parsed).toEqual(value === undefined ? undefined : { value, currency })
  })

  it("MONEY-009 typed amounts may have at most 15 integer places unless told otherwise", () => {
    expect(parseMoney("999,999,999,999,999.99", "USD")?.value).toBe("99999999999999999")
    expect(parseMoney("1,000,000,000,000,000", "USD")).toBeUndefined()
    expect(parseMoney("000,000,000,000,000,012", "USD")?.value).toBe("1200")
    expect(parseMoney("1234", "USD", { maximumIntegerDigits: 3 })).toBeUndefined()
    expect(parseMoney("0.50", "USD", { maximumIntegerDigits: 0 })?.value).toBe("50")
    expect(parseMoney("1".repeat(50), "JPY", { maximumIntegerDigits: 99 })?.value).toBe("1".repeat(50))
    expect(parseMoney("1".repeat(51), "JPY", { maximumIntegerDigits: 99 })).toBeUndefined()
  })
})

describe("MONEY-002 / MONEY-008 parse/format round trip", () => {
  const locales = [
    "en-US",
    "de-DE",
    "fr-FR",
    "de-CH",
    "en-IN",
    "nb-NO",
    "ar-EG",
    ...CURRENCY_CODES.map(currencyLocale),
  ]
  const amount = (code: CurrencyCode) => {
    const limit = 10n ** BigInt(15 + fractionDigits(code))
    return fc.bigInt({ min: -limit + 1n, max: limit - 1n })
  }

  it("MONEY-008 parseMoney(formatMoney(m)) is m for every currency, locale and amount up to 15 integer places", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CURRENCY_CODES).chain((code) => fc.tuple(fc.constant(code), amount(code))),
        fc.constantFrom(...locales),
        fc.boolean(),
        ([code, minor], locale, trimZeroFraction) => {
          const money = moneyFromMinor(minor, code)
          const text = formatMoney(money, { locale, trimZeroFraction })
          expect(parseMoney(text, code, { locale })).toEqual(money)
        },
      ),
      { numRuns: 300 },
    )
  })

  it("MONEY-008 the round trip also holds with padded integers and extra fraction zeros", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CURRENCY_CODES),
        fc.bigInt({ min: -(10n ** 12n), max: 10n ** 12n }),
        fc.integer({ min: 0, max: 15 }),
        fc.integer({ min: 2, max: 50 }),
        (code, minor, minimumIntegerDigits, minimumFractionDigits) => {
          const money = moneyFromMinor(minor, code)
          const text = formatMoney(money, { minimumIntegerDigits, minimumFractionDigits })
          expect(parseMoney(text, code)).toEqual(money)
        },
      ),
    )
  })
})
