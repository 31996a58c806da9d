/**
 * The currencies a store may sell in. Spec 000 §3 announces 26 but lists 27 codes; all 27 are here.
 * Fraction digits follow the spec: 2 for every currency except JPY, which has 0 (MONEY-004).
 *
 * @example
 * CURRENCY_CODES.includes("EUR") // true
 */
export const CURRENCY_CODES = [
  "EUR", "USD", "AUD", "NOK", "CAD", "NZD", "DKK", "GBP", "HKD", "CHF", "MXN", "SGD", "SEK", "CZK",
  "ILS", "PHP", "RUB", "PLN", "THB", "MYR", "ARS", "BRL", "COP", "IDR", "INR", "JPY", "ZAR",
] as const

/** One of the 27 store currencies. */
export type CurrencyCode = (typeof CURRENCY_CODES)[number]

/** The store currency when none is configured (MONEY-003). */
export const DEFAULT_CURRENCY: CurrencyCode = "USD"

/**
 * Digits after the decimal point in the currency's minor unit.
 *
 * @example
 * fractionDigits("JPY") // 0
 */
export const fractionDigits = (currency: CurrencyCode): number => (currency === "JPY" ? 0 : 2)

/**
 * Whether a string names one of the store currencies.
 *
 * @example
 * isCurrencyCode("usd") // false: codes are upper case
 */
export const isCurrencyCode = (code: string): code is CurrencyCode =>
  (CURRENCY_CODES as readonly string[]).includes(code)
