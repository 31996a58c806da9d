import type { CLDR, CurrencyType, NumberFormatOptions } from "@phensley/cldr"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { cldrFor } from "../conformance.test-support.mjs"
import { adjustDigits, plainDecimal } from "./cldr-number-digits.ts"
import { formatCurrency, formatDecimal } from "./cldr-numbers.ts"
import { decimalOf } from "./i18n-values.ts"

// Locales with other separators, grouping (en-IN 2-digit groups, es from 5 digits), digits (ar,
// fa, bn, mr) and currency placement (de, fr, de-CH).
const LOCALES = [
  "en",
  "en-US",
  "de",
  "fr",
  "de-CH",
  "es",
  "pt-PT",
  "en-IN",
  "hi",
  "ar",
  "fa",
  "bn",
  "mr",
  "ja",
  "pl",
]
const cldrs = new Map(LOCALES.map((locale) => [locale, cldrFor(locale) as CLDR]))
const en = cldrs.get("en") as CLDR
const CURRENCIES: readonly CurrencyType[] = ["USD", "EUR", "JPY", "GBP", "CHF", "BHD", "INR", "KRW", "PTE"]

const amount = fc.oneof(
  fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e15, max: 1e15 }),
  fc.integer({ min: -1e9, max: 1e9 }),
  fc
    .tuple(fc.boolean(), fc.bigInt({ min: 0n, max: 10n ** 16n }), fc.stringMatching(/^\d{0,8}$/))
    .map(([minus, whole, fraction]) => `${minus ? "-" : ""}${whole}${fraction === "" ? "" : `.${fraction}`}`),
  fc.constantFrom(
    "0",
    "-0",
    "0.5",
    "2.5",
    "-2.5",
    "0.0005",
    "0.00006",
    "999.9995",
    ".5",
    "5.",
    " 7.25 ",
    "1e3",
  ),
)
const options: fc.Arbitrary<NumberFormatOptions> = fc.record(
  {
    group: fc.boolean(),
    minimumFractionDigits: fc.integer({ min: 0, max: 6 }),
    maximumFractionDigits: fc.integer({ min: 0, max: 6 }),
    round: fc.constantFrom("up", "down", "ceiling", "floor", "half-up", "half-down", "half-even"),
  },
  { requiredKeys: [] },
)
const locale = fc.constantFrom(...LOCALES)

describe("TPL numbers: decimals and money printed from the locale's shape", () => {
  it("TPL numbers property: decimals print exactly as CLDR prints them", () => {
    fc.assert(
      fc.property(locale, amount, options, (tag, value, opts) => {
        const cldr = cldrs.get(tag) as CLDR
        expect(formatDecimal(cldr, value, opts)).toBe(
          cldr.Numbers.formatDecimal(decimalOf(value) ?? "", opts),
        )
      }),
      { numRuns: 3000 },
    )
  })

  it("TPL numbers property: money prints exactly as CLDR prints it", () => {
    fc.assert(
      fc.property(locale, amount, options, fc.constantFrom(...CURRENCIES), (tag, value, opts, code) => {
        const cldr = cldrs.get(tag) as CLDR
        expect(formatCurrency(cldr, value, code, opts)).toBe(
          cldr.Numbers.formatCurrency(decimalOf(value) ?? "", code, opts),
        )
      }),
      { numRuns: 3000 },
    )
  })

  it("TPL numbers: options the shapes do not handle go to CLDR", () => {
    expect(formatDecimal(en, 1234.5, { style: "percent" })).toBe("123,450%")
    expect(formatDecimal(en, 1234.5, { maximumSignificantDigits: 2 })).toBe("1,200")
    expect(formatCurrency(en, "-5", "USD", { style: "accounting" })).toBe("($5.00)")
    expect(formatDecimal(en, "1e3", {})).toBe("1,000")
  })

  it("TPL numbers: what is no number prints nothing", () => {
    for (const value of ["", ".", "-", "1.2.3", "12px", Number.NaN, Number.POSITIVE_INFINITY, null, {}, true])
      expect(formatDecimal(en, value, {})).toBeUndefined()
    expect(formatCurrency(en, "ten", "USD", {})).toBeUndefined()
  })
})

describe("TPL numbers: the digits of a plain decimal", () => {
  it.each<[unknown, string | undefined]>([
    [-12.5, "-12.5"],
    ["007.50", "7.50"],
    [" +.5 ", ".5"],
    ["5.", "5."],
    ["1e3", undefined],
    [1e21, undefined],
    ["", undefined],
  ])("TPL numbers: %j reads as %j", (value, digits) => {
    const plain = plainDecimal(value)
    expect(plain && `${plain.negative ? "-" : ""}${plain.integer}.${plain.fraction}`).toBe(
      digits?.includes(".") ? digits : digits && `${digits}.`,
    )
  })

  it("TPL numbers: rounding drops every significant digit at once as Decimal does", () => {
    const tiny = { negative: false, integer: "", fraction: "00006" }
    expect(adjustDigits(tiny, 0, 3, "up")).toEqual({ negative: false, integer: "", fraction: "" })
    expect(adjustDigits({ ...tiny, fraction: "0006" }, 0, 3, "up").fraction).toBe("001")
    expect(adjustDigits({ negative: true, integer: "", fraction: "0004" }, 0, 3, "half-even").negative).toBe(
      false,
    )
  })
})
