/**
 * Template values read as the exact decimals and money amounts of the i18n formatters. `Decimal`
 * (from `@phensley/cldr`) throws on text it cannot read, so text is checked first: a plugin never
 * throws, and a hostile exponent (`1e999999999`) could not build a number of a billion digits.
 */
import { type CLDR, type CurrencyType, Decimal } from "@phensley/cldr"
import { asString, Kind, kindOf, stepPath } from "./values.ts"

/** Plain decimal text: optional sign, digits with at most one point, an exponent of up to 3 digits. */
const DECIMAL_TEXT = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d{1,3})?$/
/** Longer text is no amount a page shows. */
const MAX_DECIMAL_TEXT = 400

/**
 * The exact decimal a value holds: a finite number, or text of one (`"123456.7890"`, `" -1.5e3 "`).
 * Anything else — missing, null, objects, NaN, Infinity, words — is undefined.
 *
 * @example
 * decimalOf("123456.7890")?.toString() // "123456.7890"
 * decimalOf("12px") // undefined
 */
export const decimalOf = (value: unknown): Decimal | undefined => {
  const kind = kindOf(value)
  if (kind === Kind.Number) return Number.isFinite(value) ? new Decimal(value as number) : undefined
  if (kind !== Kind.String) return undefined
  const text = (value as string).trim()
  return text.length <= MAX_DECIMAL_TEXT && DECIMAL_TEXT.test(text) ? new Decimal(text) : undefined
}

/**
 * An amount of money as the i18n formatters read it: `{decimalValue, currencyCode}`, else
 * `{value, currency}` (TPL-003 money objects), with a decimal amount and a three-letter code (any
 * case; returned in capitals). Undefined when either is missing or unreadable.
 *
 * @example
 * moneyOf({ decimalValue: "19.5", currencyCode: "EUR" }) // { amount: Decimal(19.5), currency: "EUR" }
 */
export const moneyOf = (value: unknown): { amount: Decimal; currency: string } | undefined => {
  let amount = stepPath(value, "decimalValue")
  let code = stepPath(value, "currencyCode")
  if (amount === undefined || code === undefined) {
    amount = stepPath(value, "value")
    code = stepPath(value, "currency")
  }
  const decimal = decimalOf(amount)
  const currency = asString(code).toUpperCase()
  return decimal !== undefined && /^[A-Z]{3}$/.test(currency) ? { amount: decimal, currency } : undefined
}

/**
 * The amount a money object holds (`decimalValue`, else `value`), for a message argument that is
 * money used as a number (`{0 plural …}` over `{decimalValue: "2"}`).
 *
 * @example
 * moneyAmount({ decimalValue: "2.50" }) // "2.50"
 */
export const moneyAmount = (value: unknown): unknown =>
  kindOf(value) === Kind.Object ? (stepPath(value, "decimalValue") ?? stepPath(value, "value")) : undefined

/**
 * {@link moneyOf} with a currency CLDR knows (one with a display name in the render's CLDR), else
 * undefined: CLDR prints an unknown code as a bare amount with a stray space.
 *
 * @example
 * cldrMoneyOf(cldr, { decimalValue: "1", currencyCode: "CNY" })?.currency // "CNY"
 * cldrMoneyOf(cldr, { decimalValue: "1", currencyCode: "XYZ" }) // undefined
 */
export const cldrMoneyOf = (
  cldr: CLDR,
  value: unknown,
): { amount: Decimal; currency: CurrencyType } | undefined => {
  const money = moneyOf(value)
  if (money === undefined) return undefined
  const currency = money.currency as CurrencyType
  return cldr.Numbers.getCurrencyDisplayName(currency) === "" ? undefined : { amount: money.amount, currency }
}
