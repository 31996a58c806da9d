/**
 * The currencies a store may sell in. Spec 000 §3 announces 26 but lists 27 codes; all 27 are here.
 * Fraction digits follow the spec: 2 for every currency except JPY, which has 0 (MONEY-004).
 *
 * @example
 * CURRENCY_CODES.includes("EUR") // true
 */
// biome-ignore format: a table reads better than one code per line
export const CURRENCY_CODES = [
  "EUR", "USD", "AUD", "NOK", "CAD", "NZD", "DKK", "GBP", "HKD", "CHF", "MXN", "SGD", "SEK", "CZK",
  "ILS", "PHP", "RUB", "PLN", "THB", "MYR", "ARS", "BRL", "COP", "IDR", "INR", "JPY", "ZAR",
] as const

/** One of the 27 store currencies. */
export type CurrencyCode = (typeof CURRENCY_CODES)[number]

/** The store currency when none is configured (MONEY-003). */
export const DEFAULT_CURRENCY: CurrencyCode = "USD"

/**
 * Currencies whose symbol follows the amount: the Danish, Norwegian and Swedish krone, the Czech
 * koruna, the Polish zloty and the Russian ruble (MONEY-006). Every other symbol leads, the euro and
 * the pound included (MONEY-005), whatever the display locale would do.
 *
 * @example
 * symbolFollowsAmount("SEK") // true
 */
export const symbolFollowsAmount = (currency: CurrencyCode): boolean =>
  currency === "DKK" ||
  currency === "NOK" ||
  currency === "SEK" ||
  currency === "CZK" ||
  currency === "PLN" ||
  currency === "RUB"

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
