import { type CurrencyCode, fractionDigits } from "./currencies.ts"

/**
 * How many digits to show (TPL-019). Every value is clamped to 0–50; NaN means "not given".
 * Without options an amount shows its currency's fraction digits (MONEY-004) and at least one
 * integer digit. A given option beats a default; when both fraction options are given and the
 * minimum exceeds the maximum, the maximum wins. Fewer fraction digits than the currency has round
 * the exact amount half away from zero.
 *
 * @example
 * formatMoney(moneyFromMinor(123456, "USD"), { maximumFractionDigits: 0 }) // "$1,235"
 */
export interface DigitOptions {
  readonly minimumFractionDigits?: number
  readonly maximumFractionDigits?: number
  /** Pads with leading zeros; 0 drops the lone zero before a fraction ("$.50"), as CLDR does. */
  readonly minimumIntegerDigits?: number
}

/**
 * The largest digit option: larger values are clamped to it (TPL-019).
 *
 * @example
 * clampDigits(99, 2) === DIGIT_OPTION_MAX // true
 */
export const DIGIT_OPTION_MAX = 50

/**
 * The default maximum integer places of an amount (MONEY-009). What this module guarantees up to:
 * formatting never throws and `parseMoney` reads back every amount this size. Typed amounts with
 * more integer places are refused by `parseMoney`. Formatting still shows every digit of a larger
 * amount: dropping the high-order digits, as ICU's maximumIntegerDigits does, would show a wrong
 * price, and refusing would leave a page with no price at all.
 *
 * @example
 * MAX_INTEGER_PLACES // 15
 */
export const MAX_INTEGER_PLACES = 15

/**
 * A digit option clamped to 0–50 and truncated to a whole number; undefined or NaN gives the
 * fallback (TPL-019).
 *
 * @example
 * clampDigits(80, 2) // 50
 * clampDigits(-3, 2) // 0
 * clampDigits(undefined, 2) // 2
 */
export const clampDigits = (value: number | undefined, fallback: number): number =>
  value === undefined || Number.isNaN(value)
    ? fallback
    : Math.min(DIGIT_OPTION_MAX, Math.max(0, Math.trunc(value)))

/**
 * The fraction digits to show, from the options and the currency's own (MONEY-004).
 *
 * @example
 * fractionRange("12.50", "USD", {}) // { min: 2, max: 2 }
 * fractionRange("12.00", "USD", { trimZeroFraction: true }) // { min: 0, max: 0 }
 */
export const fractionRange = (
  decimal: string,
  currency: CurrencyCode,
  options: DigitOptions & { readonly trimZeroFraction?: boolean },
) => {
  if (options.trimZeroFraction === true && /^-?\d+(\.0*)?$/.test(decimal)) return { min: 0, max: 0 }
  const digits = fractionDigits(currency)
  const given = (value: number | undefined) =>
    value === undefined || Number.isNaN(value) ? undefined : clampDigits(value, digits)
  const min = given(options.minimumFractionDigits)
  const max = given(options.maximumFractionDigits)
  if (min === undefined && max === undefined) return { min: digits, max: digits }
  if (max === undefined) return { min: min ?? digits, max: Math.max(digits, min ?? digits) }
  return { min: Math.min(min ?? digits, max), max }
}

// Intl accepts exact decimal strings (ES2023); the cast covers older lib typings.
const partsOf = (format: Intl.NumberFormat, decimal: string) =>
  format.formatToParts(decimal as unknown as number)

/**
 * Applies the minimum integer digits. Intl allows 1–21, the option 0–50, so padding is done here:
 * the amount is formatted with a leading "1" before the padded digits, so the locale groups the
 * zeros as it would real digits, and that "1" is then removed.
 *
 * @example
 * withIntegerDigits(new Intl.NumberFormat("en"), "5", 3) // parts reading "005"
 */
export const withIntegerDigits = (format: Intl.NumberFormat, decimal: string, minimum: number) => {
  const sign = decimal.startsWith("-") ? "-" : ""
  const [whole = "0", fraction] = decimal.slice(sign.length).split(".")
  if (minimum === 0) return dropLoneZero(partsOf(format, decimal))
  if (whole.length >= minimum) return partsOf(format, decimal)
  const marked = `${sign}1${whole.padStart(minimum, "0")}${fraction === undefined ? "" : `.${fraction}`}`
  const parts = partsOf(format, marked)
  const first = parts.findIndex((part) => part.type === "integer")
  const rest = parts[first]?.value.slice(1) ?? ""
  if (rest !== "") return parts.map((part, index) => (index === first ? { ...part, value: rest } : part))
  const skip = parts[first + 1]?.type === "group" ? 2 : 1
  return parts.filter((_, index) => index < first || index >= first + skip)
}

const dropLoneZero = (parts: Intl.NumberFormatPart[]) => {
  const integers = parts.filter((part) => part.type === "integer")
  const zero = integers.length === 1 && /^\D*0$/u.test(integers[0]?.value ?? "")
  if (!zero || !parts.some((part) => part.type === "fraction")) return parts
  return parts.filter((part) => part.type !== "integer")
}
