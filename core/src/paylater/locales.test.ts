import { describe, expect, it } from "@effect/vitest"
import {
  isPayLaterLanguage,
  PAY_LATER_BRAND_NAMES,
  PAY_LATER_LANGUAGES,
  PAY_LATER_LOCALES,
  type PayLaterLocale,
  payLaterBrand,
  payLaterLocale,
} from "./locales.ts"

describe("PAYLATER-009 locales and brands", () => {
  it("PAYLATER-009 the six locales", () => {
    expect(PAY_LATER_LOCALES).toEqual(["en_US", "en_CA", "fr_CA", "en_AU", "en_NZ", "en_GB"])
  })

  it.each<[PayLaterLocale, string]>([
    ["en_US", "afterpay"],
    ["en_CA", "afterpay"],
    ["fr_CA", "afterpay"],
    ["en_AU", "afterpay"],
    ["en_NZ", "afterpay"],
    ["en_GB", "clearpay"],
  ])("PAYLATER-009 %s uses the %s brand", (locale, brand) => {
    expect(payLaterBrand(locale)).toBe(brand)
  })

  it("PAYLATER-009 the two brands are written Afterpay and Clearpay", () => {
    expect(PAY_LATER_BRAND_NAMES).toEqual({ afterpay: "Afterpay", clearpay: "Clearpay" })
  })
})

describe("PAYLATER-010 languages by country", () => {
  it("PAYLATER-010 US en; CA en and fr; AU en; NZ en; GB en", () => {
    expect(PAY_LATER_LANGUAGES).toEqual({ US: ["en"], CA: ["en", "fr"], AU: ["en"], NZ: ["en"], GB: ["en"] })
  })

  it.each([
    ["US", "en", true],
    ["CA", "en", true],
    ["CA", "fr", true],
    ["ca", "FR-ca", true],
    ["CA", "fr_CA", true],
    ["AU", "en", true],
    ["NZ", "en-NZ", true],
    ["GB", "en", true],
    ["US", "fr", false],
    ["GB", "fr", false],
    ["AU", "", false],
    ["DE", "de", false],
    ["DE", "en", false],
    ["", "en", false],
  ])("PAYLATER-010 country %j, language %j: valid = %s", (country, language, valid) => {
    expect(isPayLaterLanguage(country, language)).toBe(valid)
  })

  it.each([
    ["US", "en", "en_US"],
    ["CA", "fr-CA", "fr_CA"],
    ["CA", "en", "en_CA"],
    ["CA", "de", "en_CA"],
    ["US", "es", "en_US"],
    [" gb ", "EN", "en_GB"],
    ["AU", "", "en_AU"],
    ["NZ", "mi", "en_NZ"],
    ["DE", "de", undefined],
    ["FR", "fr", undefined],
    ["", "", undefined],
  ])("PAYLATER-009 / PAYLATER-010 payLaterLocale(%j, %j) is %s", (country, language, locale) => {
    expect(payLaterLocale(country, language)).toBe(locale)
  })
})
