/**
 * Template values read as the exact decimals and money amounts of the i18n formatters. `Decimal`
 * (from `@phensley/cldr`) throws on text it cannot read, so text is checked first: a plugin never
 * throws, and a hostile exponent (`1e999999999`) could not build a number of a billion digits.
 */
import { type CLDR, type CurrencyType, Decimal } from "@phensley/cldr"
import { asString, Kind, kindOf, stepPath } from "../values/values.ts"

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
  const fields = moneyFields(value)
  const decimal = fields === undefined ? undefined : decimalOf(fields.amount)
  return fields === undefined || decimal === undefined
    ? undefined
    : { amount: decimal, currency: fields.currency }
}

/** The amount (unchecked) and the three-letter code (in capitals) of a money object. */
const moneyFields = (value: unknown): { amount: unknown; currency: string } | undefined => {
  let amount = stepPath(value, "decimalValue")
  let code = stepPath(value, "currencyCode")
  if (amount === undefined || code === undefined) {
    amount = stepPath(value, "value")
    code = stepPath(value, "currency")
  }
  const currency = asString(code).toUpperCase()
  return /^[A-Z]{3}$/.test(currency) ? { amount, currency } : undefined
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

/** Whether a CLDR object knows a currency, per CLDR object and code. */
const knownCurrencies = new WeakMap<CLDR, Map<string, boolean>>()

const isCldrCurrency = (cldr: CLDR, code: string): boolean => {
  let known = knownCurrencies.get(cldr)
  if (known === undefined) {
    known = new Map()
    knownCurrencies.set(cldr, known)
  }
  let yes = known.get(code)
  if (yes === undefined) {
    // Bounded all the same: codes come from page data.
    if (known.size >= 1000) known.clear()
    yes = cldr.Numbers.getCurrencyDisplayName(code as CurrencyType) !== ""
    known.set(code, yes)
  }
  return yes
}

/**
 * The amount (as given, for `formatCurrency` of `./cldr-numbers.ts` to read) and the currency of a
 * money object, when the currency is one CLDR knows (it has a display name in the render's CLDR):
 * CLDR prints an unknown code as a bare amount with a stray space. The amount is not checked.
 *
 * @example
 * cldrCurrencyOf(cldr, { decimalValue: "1", currencyCode: "cny" }) // { amount: "1", currency: "CNY" }
 * cldrCurrencyOf(cldr, { decimalValue: "1", currencyCode: "XYZ" }) // undefined
 */
export const cldrCurrencyOf = (
  cldr: CLDR,
  value: unknown,
): { amount: unknown; currency: CurrencyType } | undefined => {
  const fields = moneyFields(value)
  return fields !== undefined && isCldrCurrency(cldr, fields.currency)
    ? { amount: fields.amount, currency: fields.currency as CurrencyType }
    : undefined
}
