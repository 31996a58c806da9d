import { type CurrencyCode, fractionDigits } from "./currencies.ts"
import { displayLocale } from "./locale.ts"

// Everything about a currency beyond what formatting a price needs: its ISO number, the locale it is
// at home in, its name. Apart from `currencies.ts`, so a page that only shows prices does not carry
// these tables.

/**
 * ISO 4217 numeric code of each store currency, three digits with leading zeros kept ("036").
 * ISO data, not CLDR: the tests check every entry against the `currency-codes` package.
 *
 * @example
 * NUMERIC_CODES.EUR // "978"
 */
// biome-ignore format: a table reads better than one entry per line
export const NUMERIC_CODES: { readonly [code in CurrencyCode]: string } = {
  EUR: "978", USD: "840", AUD: "036", NOK: "578", CAD: "124", NZD: "554", DKK: "208", GBP: "826",
  HKD: "344", CHF: "756", MXN: "484", SGD: "702", SEK: "752", CZK: "203", ILS: "376", PHP: "608",
  RUB: "643", PLN: "985", THB: "764", MYR: "458", ARS: "032", BRL: "986", COP: "170", IDR: "360",
  INR: "356", JPY: "392", ZAR: "710",
}

/**
 * The locale each currency is at home in (MONEY-007: the spec says every currency has its own
 * separators and format but shows none). The choice: the country that issues the currency, in its
 * main language, with Latin digits; the euro takes de-DE (its largest economy), the Swiss franc de-CH,
 * the Hong Kong dollar zh-HK, the rupee en-IN. Pass it as `locale` to format money the way that
 * country writes it; without a locale every currency uses en-US separators (MONEY-008).
 *
 * @example
 * currencyLocale("SEK") // "sv-SE"
 */
export const currencyLocale = (currency: CurrencyCode): string => HOME_LOCALES[currency]

// biome-ignore format: a table reads better than one entry per line
const HOME_LOCALES: { readonly [code in CurrencyCode]: string } = {
  EUR: "de-DE", USD: "en-US", AUD: "en-AU", NOK: "nb-NO", CAD: "en-CA", NZD: "en-NZ", DKK: "da-DK",
  GBP: "en-GB", HKD: "zh-HK", CHF: "de-CH", MXN: "es-MX", SGD: "en-SG", SEK: "sv-SE", CZK: "cs-CZ",
  ILS: "he-IL", PHP: "en-PH", RUB: "ru-RU", PLN: "pl-PL", THB: "th-TH", MYR: "ms-MY", ARS: "es-AR",
  BRL: "pt-BR", COP: "es-CO", IDR: "id-ID", INR: "en-IN", JPY: "ja-JP", ZAR: "en-ZA",
}

/**
 * A store currency with everything the spec lists for it (spec 000 §3).
 *
 * @example
 * const yen: Currency = currencyOf("JPY") // yen.numericCode === "392"
 */
export interface Currency {
  readonly code: CurrencyCode
  /** CLDR's display name in the requested language ("US Dollar"). */
  readonly name: string
  readonly fractionDigits: number
  readonly numericCode: string
  /** See {@link currencyLocale}. */
  readonly locale: string
}

/**
 * Everything about one currency. The name comes from CLDR through `Intl.DisplayNames`, in the
 * language of `displayIn` (default English).
 *
 * @example
 * currencyOf("JPY") // { code: "JPY", name: "Japanese Yen", fractionDigits: 0, numericCode: "392", locale: "ja-JP" }
 */
export const currencyOf = (code: CurrencyCode, displayIn = "en"): Currency => ({
  code,
  name: new Intl.DisplayNames(displayLocale(displayIn), { type: "currency" }).of(code) ?? code,
  fractionDigits: fractionDigits(code),
  numericCode: NUMERIC_CODES[code],
  locale: currencyLocale(code),
})
