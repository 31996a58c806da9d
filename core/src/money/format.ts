import { type CurrencyCode, symbolFollowsAmount } from "./currencies.ts"
import { clampDigits, type DigitOptions, fractionRange, withIntegerDigits } from "./digits.ts"
import { displayLocale } from "./locale.ts"
import { type Money, toDecimalString } from "./rules.ts"

/**
 * Options for `formatMoney`.
 *
 * @example
 * formatMoney(moneyFromMinor(1200, "EUR"), { locale: "fr_FR", trimZeroFraction: true }) // "€12"
 */
export interface FormatMoneyOptions extends DigitOptions {
  /**
   * BCP 47 locale (default en-US: comma thousands, point decimals, MONEY-008); it gives the
   * separators and, through CLDR, the symbol. "en_GB" is read as "en-GB"; anything else that is not
   * language[-Script][-REGION] falls back to en-US.
   */
  readonly locale?: string
  /** Drop the fraction when it is zero: "$12" rather than "$12.00" (CART-018). */
  readonly trimZeroFraction?: boolean
  /**
   * Where the symbol goes. "currency" (the default) puts it where the currency wants it
   * (MONEY-005, MONEY-006), whatever the locale. "locale" keeps the locale's own CLDR pattern
   * ("2.500,00 €" in de-DE): the template engine's CLDR money format (`useCLDRMoneyFormat`, TPL-008)
   * follows the reader's conventions entirely.
   */
  readonly placement?: "currency" | "locale"
}

type SymbolDisplay = "symbol" | "narrowSymbol"
const formats = new Map<string, Intl.NumberFormat>()

const formatter = (locale: string, currency: CurrencyCode, display: SymbolDisplay, min = 0, max = 0) => {
  const key = `${locale}|${currency}|${display}|${min}|${max}`
  let format = formats.get(key)
  if (format === undefined) {
    // A bounded memo: building an Intl.NumberFormat costs far more than using one.
    if (formats.size >= 256) formats.clear()
    format = new Intl.NumberFormat(locale, {
      style: "currency",
      currency,
      currencyDisplay: display,
      minimumFractionDigits: min,
      maximumFractionDigits: max,
    })
    formats.set(key, format)
  }
  return format
}

/**
 * The currency sign CLDR gives for a currency in a locale, in the given width.
 *
 * @example
 * currencySymbol("THB", "en-US", "narrowSymbol") // "฿"
 */
export const currencySymbol = (currency: CurrencyCode, locale: string, display: SymbolDisplay): string =>
  formatter(displayLocale(locale), currency, display)
    .formatToParts(0)
    .find((part) => part.type === "currency")?.value ?? currency

/**
 * Which CLDR symbol a currency shows in a locale (MONEY-007): the "symbol" form, which tells
 * dollars apart ("$", "A$", "CA$"); where CLDR has no symbol for the currency in that locale and
 * would print the bare ISO code, the local sign ("฿", "R", "RM", "Rp") unless that sign is a bare
 * "$", which would read as US dollars (SGD, ARS, COP keep their code). Currencies written after the
 * amount (MONEY-006) always take their local sign ("kr", "Kč", "zł", "₽").
 */
const symbolDisplay = (currency: CurrencyCode, locale: string): SymbolDisplay => {
  const key = `${currency}|${locale}`
  let display = displays.get(key)
  if (display === undefined) {
    if (displays.size >= 256) displays.clear()
    if (symbolFollowsAmount(currency)) display = "narrowSymbol"
    else if (currencySymbol(currency, locale, "symbol") !== currency) display = "symbol"
    else display = currencySymbol(currency, locale, "narrowSymbol") === "$" ? "symbol" : "narrowSymbol"
    displays.set(key, display)
  }
  return display
}

// Which symbol each currency shows in each locale, worked out once (it formats twice to find out).
const displays = new Map<string, SymbolDisplay>()

/**
 * An exact decimal amount ("-1234.5") formatted as money in a currency. `formatMoney` is this over
 * a Money; exported for the template engine, which holds decimals.
 *
 * @example
 * formatDecimal("1234.5", "EUR") // "€1,234.50"
 */
export const formatDecimal = (decimal: string, currency: CurrencyCode, options: FormatMoneyOptions = {}) => {
  const locale = displayLocale(options.locale)
  const { min, max } = fractionRange(decimal, currency, options)
  const format = formatter(locale, currency, symbolDisplay(currency, locale), min, max)
  const parts = withIntegerDigits(format, decimal, clampDigits(options.minimumIntegerDigits, 1))
  if (options.placement === "locale") return parts.map((part) => part.value).join("")
  return placeSymbol(parts, symbolFollowsAmount(currency))
}

const amountFormats = new Map<string, Intl.NumberFormat>()

/**
 * An exact decimal amount with the currency's fraction digits (or the digit options) and the
 * locale's separators, without any currency symbol: for markup where the page adds the currency
 * itself, such as the template engine's `sqs-money-native` spans.
 *
 * @example
 * formatAmount("2500", "USD") // "2,500.00"
 * formatAmount("2500", "EUR", { locale: "de-DE" }) // "2.500,00"
 */
export const formatAmount = (decimal: string, currency: CurrencyCode, options: FormatMoneyOptions = {}) => {
  const locale = displayLocale(options.locale)
  const { min, max } = fractionRange(decimal, currency, options)
  const key = `${locale}|${min}|${max}`
  let format = amountFormats.get(key)
  if (format === undefined) {
    if (amountFormats.size >= 256) amountFormats.clear()
    format = new Intl.NumberFormat(locale, { minimumFractionDigits: min, maximumFractionDigits: max })
    amountFormats.set(key, format)
  }
  const minimum = clampDigits(options.minimumIntegerDigits, 1)
  // One integer digit is what Intl prints anyway: the joined parts are its plain `format`.
  if (minimum === 1) return format.format(decimal as unknown as number)
  return withIntegerDigits(format, decimal, minimum)
    .map((part) => part.value)
    .join("")
}

const NO_BREAK_SPACE = "\u00a0"

/** Moves the currency symbol to the side its currency wants, when the locale put it on the other. */
const placeSymbol = (parts: readonly Intl.NumberFormatPart[], after: boolean): string => {
  const symbolAt = parts.findIndex((part) => part.type === "currency")
  const numberAt = parts.findIndex((part) => part.type === "integer" || part.type === "decimal")
  const symbolFirst = symbolAt < numberAt
  const symbol = parts[symbolAt]?.value
  if (symbol === undefined || symbolFirst !== after) return parts.map((part) => part.value).join("")
  // The only literals in a currency format are the spaces (and bidi marks) around the symbol.
  const rest = parts.filter((part, index) => index !== symbolAt && part.type !== "literal")
  const sign = rest.filter((part) => part.type === "minusSign" || part.type === "plusSign")
  const amount = rest.filter((part) => part.type !== "minusSign" && part.type !== "plusSign")
  const text = (list: readonly Intl.NumberFormatPart[]) => list.map((part) => part.value).join("")
  if (after) return `${text(sign)}${text(amount)}${NO_BREAK_SPACE}${symbol}`
  const gap = /\p{L}$/u.test(symbol) ? NO_BREAK_SPACE : ""
  return `${text(sign)}${symbol}${gap}${text(amount)}`
}

/**
 * Money formatted for display in a locale (default en-US: comma thousands, point decimals, MONEY-008).
 * Formats the exact decimal string, so amounts of any size keep every digit (MONEY-009). The locale
 * gives the separators; the currency decides where its symbol goes (MONEY-005, MONEY-006). Symbols
 * (MONEY-007, which the spec leaves open) are CLDR's, for the display locale: the "symbol" form that
 * tells dollars apart ("$", "A$", "CA$"); where CLDR has only the ISO code, the local sign ("฿",
 * "RM", "Rp") unless that is a bare "$" (SGD, ARS, COP keep their code); for the six currencies
 * written after the amount, their local sign ("kr", "Kč", "zł", "₽"). Digit options are clamped to
 * 0–50 (TPL-019). Never throws, whatever the options.
 *
 * @example
 * formatMoney(moneyFromMinor(123456, "USD")) // "$1,234.56"
 * formatMoney(moneyFromMinor(123456, "SEK")) // "1,234.56 kr"
 * formatMoney(moneyFromMinor(1200, "USD"), { trimZeroFraction: true }) // "$12"
 * formatMoney(moneyFromMinor(123456, "EUR"), { locale: currencyLocale("EUR") }) // "€1.234,56"
 */
export const formatMoney = (money: Money, options: FormatMoneyOptions = {}): string =>
  formatDecimal(toDecimalString(money), money.currency, options)

/**
 * The amount of money without its symbol, in the locale's separators: see `formatAmount`.
 *
 * @example
 * formatMoneyAmount(moneyFromMinor(250000, "USD")) // "2,500.00"
 */
export const formatMoneyAmount = (money: Money, options: FormatMoneyOptions = {}): string =>
  formatAmount(toDecimalString(money), money.currency, options)
