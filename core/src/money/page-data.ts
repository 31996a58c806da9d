import { type CurrencyCode, DEFAULT_CURRENCY, fractionDigits, isCurrencyCode } from "./currencies.ts"
import type { Money } from "./rules.ts"

// Sign, whole digits, fraction digits; either part may be empty (".5", "5.") but not both.
const DECIMAL = /^([-+]?)(\d*)(?:\.(\d*))?$/

/**
 * Money from the JSON a page carries (MONEY-001): `{ value, currency }` or `{ decimalValue,
 * currencyCode }`. On pages the amount is a decimal in major units, as a string or a number
 * (`"19.99"`, `".5"`, `12`): the template engine's data writes `"100"` for a price shown as
 * "100.00", so unlike {@link Money} it is not a count of minor units. Decisions:
 * - a missing or empty currency is the store default, USD unless given (MONEY-003);
 * - a currency that is not one of the 27 store currencies makes the money unreadable (MONEY-003);
 * - fraction digits beyond the currency's are refused unless they are zeros (MONEY-004): a price is
 *   never rounded into one the shop did not set;
 * - anything else that is not a plain decimal (exponents, "NaN", grouping, objects) is unreadable.
 * Unreadable money is `undefined`, never an exception.
 *
 * @example
 * readPageMoney({ value: "19.5" }) // { value: "1950", currency: "USD" }
 * readPageMoney({ decimalValue: "1200", currencyCode: "JPY" }) // { value: "1200", currency: "JPY" }
 * readPageMoney({ value: "1", currency: "XYZ" }) // undefined
 */
export const readPageMoney = (
  data: unknown,
  fallbackCurrency: CurrencyCode = DEFAULT_CURRENCY,
): Money | undefined => {
  if (typeof data !== "object" || data === null || Array.isArray(data)) return undefined
  const fields = data as { readonly [key: string]: unknown }
  const currency = readCurrency(fields.currencyCode ?? fields.currency, fallbackCurrency)
  if (currency === undefined) return undefined
  return moneyFromPageDecimal(fields.decimalValue ?? fields.value, currency)
}

const readCurrency = (code: unknown, fallback: CurrencyCode): CurrencyCode | undefined => {
  if (code === undefined || code === null || code === "") return fallback
  return typeof code === "string" && isCurrencyCode(code) ? code : undefined
}

/**
 * Money from a decimal amount in major units as pages write it: a string such as `"12"`, `"12.50"`,
 * `".5"` or `"-3."`, or a finite number; see {@link readPageMoney} for what is refused.
 *
 * @example
 * moneyFromPageDecimal(".5", "USD") // { value: "50", currency: "USD" }
 * moneyFromPageDecimal("0.125", "USD") // undefined
 */
export const moneyFromPageDecimal = (amount: unknown, currency: CurrencyCode): Money | undefined => {
  const text = typeof amount === "number" && Number.isFinite(amount) ? String(amount) : amount
  if (typeof text !== "string") return undefined
  const match = DECIMAL.exec(text.trim())
  if (!match) return undefined
  const [, sign = "", whole = "", fraction = ""] = match
  if (whole === "" && fraction === "") return undefined
  const digits = fractionDigits(currency)
  if (/[^0]/.test(fraction.slice(digits))) return undefined
  const minor = BigInt(`${whole || "0"}${fraction.slice(0, digits).padEnd(digits, "0")}`)
  return { value: (sign === "-" ? -minor : minor).toString(), currency }
}
