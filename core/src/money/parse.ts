import type { CurrencyCode } from "./currencies.ts"
import { clampDigits, MAX_INTEGER_PLACES } from "./digits.ts"
import { currencySymbol } from "./format.ts"
import { displayLocale } from "./locale.ts"
import { type Money, moneyFromDecimal } from "./rules.ts"

/**
 * Options for {@link parseMoney}.
 *
 * @example
 * parseMoney("1.234,56 €", "EUR", { locale: "de-DE", maximumIntegerDigits: 9 })
 */
export interface ParseMoneyOptions {
  /** The locale the text was written in (default en-US); it gives the separators and the digits. */
  readonly locale?: string
  /** The most integer places accepted (default 15, MONEY-009; clamped to 0–50, TPL-019). */
  readonly maximumIntegerDigits?: number
}

const BIDI_MARKS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu
const MINUS_SIGNS = ["-", "\u2212"]

const localeMarks = (locale: string, currency: CurrencyCode) => {
  const parts = new Intl.NumberFormat(locale, {
    style: "currency",
    currency,
    minimumFractionDigits: 1,
  }).formatToParts(-1234567.5)
  const mark = (type: Intl.NumberFormatPartTypes) => parts.find((part) => part.type === type)?.value
  const digits = new Intl.NumberFormat(locale, { useGrouping: false })
  return {
    group: mark("group")?.replace(BIDI_MARKS, ""),
    decimal: mark("decimal") ?? ".",
    minus: [...MINUS_SIGNS, mark("minusSign")?.replace(BIDI_MARKS, "") ?? "-"],
    digits: Array.from({ length: 10 }, (_, digit) => digits.format(digit)),
  }
}

/**
 * Money read back from text a person or `formatMoney` wrote: the currency's symbols and code,
 * spaces and bidi marks are ignored; the locale's group separators are dropped; its decimal
 * separator and digits are read. A fraction longer than the currency allows is refused unless the
 * extra digits are zeros ("$12.500" is $12.50). Undefined for anything else: no digits, letters
 * left over, two decimal separators, more integer places than allowed (MONEY-009).
 *
 * @example
 * parseMoney("$1,234.56", "USD") // { value: "123456", currency: "USD" }
 * parseMoney("1.234,56 €", "EUR", { locale: "de-DE" }) // { value: "123456", currency: "EUR" }
 * parseMoney("12.345", "USD") // undefined
 */
export const parseMoney = (text: string, currency: CurrencyCode, options: ParseMoneyOptions = {}) => {
  const locale = displayLocale(options.locale)
  const marks = localeMarks(locale, currency)
  const symbols = [
    currencySymbol(currency, locale, "symbol"),
    currencySymbol(currency, locale, "narrowSymbol"),
    currency,
  ].sort((a, b) => b.length - a.length)
  let rest = text.replace(BIDI_MARKS, "")
  for (const symbol of symbols) rest = rest.replaceAll(symbol, "")
  rest = rest.replace(/\s/gu, "")
  marks.digits.forEach((digit, value) => {
    rest = rest.replaceAll(digit, String(value))
  })
  const minus = marks.minus.find((sign) => rest.startsWith(sign) || rest.endsWith(sign))
  if (minus !== undefined)
    rest = rest.startsWith(minus) ? rest.slice(minus.length) : rest.slice(0, -minus.length)
  if (marks.group !== undefined && marks.group.trim() !== "") rest = rest.replaceAll(marks.group, "")
  return readDecimal(rest.replaceAll(marks.decimal, "."), minus !== undefined, currency, options)
}

const readDecimal = (
  plain: string,
  negative: boolean,
  currency: CurrencyCode,
  options: ParseMoneyOptions,
): Money | undefined => {
  const match = /^(\d*)(?:\.(\d*))?$/.exec(plain)
  if (!match || !/\d/.test(plain)) return undefined
  const [, whole = "", fraction = ""] = match
  const places = whole.replace(/^0+/, "").length
  if (places > clampDigits(options.maximumIntegerDigits, MAX_INTEGER_PLACES)) return undefined
  const significant = fraction.replace(/0+$/, "")
  const decimal = `${negative ? "-" : ""}${whole || "0"}${significant ? `.${significant}` : ""}`
  return moneyFromDecimal(decimal, currency)
}
