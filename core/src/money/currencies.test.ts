import { describe, expect, it } from "@effect/vitest"
import * as iso4217 from "currency-codes"
import { CURRENCY_CODES, type CurrencyCode, fractionDigits } from "./currencies.ts"
import { currencyLocale, currencyOf, NUMERIC_CODES } from "./currency-details.ts"
import { DEFAULT_LOCALE, displayLocale } from "./locale.ts"

describe("MONEY-004 / MONEY-007 the 27 currencies: code, name, fraction digits, numeric code", () => {
  it.each(CURRENCY_CODES)(
    "MONEY-004 %s agrees with ISO 4217 on its numeric code and minor digits",
    (code) => {
      const record = iso4217.code(code)
      expect(record?.number).toBe(NUMERIC_CODES[code])
      expect(currencyOf(code).numericCode).toBe(NUMERIC_CODES[code])
      // The spec's own rule (2, JPY 0) matches ISO 4217 for all 27.
      expect(record?.digits).toBe(fractionDigits(code))
    },
  )

  it("ENUM-004 numeric codes are three digits, distinct, leading zeros kept", () => {
    const numbers = Object.values(NUMERIC_CODES)
    expect(numbers).toHaveLength(27)
    expect(new Set(numbers).size).toBe(27)
    for (const number of numbers) expect(number).toMatch(/^\d{3}$/)
    expect(NUMERIC_CODES.AUD).toBe("036")
    expect(NUMERIC_CODES.ARS).toBe("032")
  })

  it.each<[CurrencyCode, string]>([
    ["USD", "US Dollar"],
    ["EUR", "Euro"],
    ["GBP", "British Pound"],
    ["JPY", "Japanese Yen"],
    ["SEK", "Swedish Krona"],
    ["ZAR", "South African Rand"],
  ])("MONEY-007 %s is named %j by CLDR", (code, name) => {
    expect(currencyOf(code).name).toBe(name)
  })

  it("ENUM-004 names come in the requested language, and a bad language falls back to English", () => {
    expect(currencyOf("EUR", "fr").name).toBe("euro")
    expect(currencyOf("USD", "de_DE").name).toBe("US-Dollar")
    expect(currencyOf("USD", "not a locale").name).toBe("US Dollar")
  })

  it("MONEY-004 currencyOf carries everything the spec lists", () => {
    expect(currencyOf("JPY")).toEqual({
      code: "JPY",
      name: "Japanese Yen",
      fractionDigits: 0,
      numericCode: "392",
      locale: "ja-JP",
    })
    for (const code of CURRENCY_CODES) expect(currencyOf(code).name).not.toBe("")
  })

  it("MONEY-007 every currency has a home locale Intl supports, with Latin digits", () => {
    for (const code of CURRENCY_CODES) {
      const locale = currencyLocale(code)
      expect(displayLocale(locale)).toBe(locale)
      expect(Intl.NumberFormat.supportedLocalesOf([locale])).toEqual([locale])
      expect(new Intl.NumberFormat(locale).format(1234567890)).toMatch(/^[\d\s.,'’\u00a0\u202f]+$/u)
    }
  })
})

describe("MONEY-008 display locales", () => {
  it.each([
    [undefined, DEFAULT_LOCALE],
    ["", "en-US"],
    ["en_GB", "en-GB"],
    ["fr_ca", "fr-CA"],
    ["zh-hant-tw", "zh-Hant-TW"],
    ["es-419", "es-419"],
    ["de", "de"],
    ["en-US-u-nu-arab", "en-US"],
    ["english", "en-US"],
    ["e", "en-US"],
    ["en--US", "en-US"],
    ["<script>", "en-US"],
  ])("MONEY-008 displayLocale(%j) is %j", (input, locale) => {
    expect(displayLocale(input)).toBe(locale)
  })
})
