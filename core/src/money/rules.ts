import { type CurrencyCode, DEFAULT_CURRENCY, fractionDigits, symbolFollowsAmount } from "./currencies.ts"
import type { MoneySchema } from "./model.ts"

/**
 * Money is an integer count of the currency's minor units, kept as a decimal string so no amount ever
 * passes through a float (MONEY-001). "Minor units" follow the currency: cents for USD, yen for JPY.
 * Spec 000 §3 says "divide by 100" (MONEY-002); that is wrong for JPY, so the divisor is always
 * 10^fractionDigits(currency) — 1 for JPY.
 */
export type Money = typeof MoneySchema.Type

/**
 * Money from an integer number of minor units.
 *
 * @example
 * moneyFromMinor(1250, "USD") // { value: "1250", currency: "USD" }
 */
export const moneyFromMinor = (minor: number | bigint, currency: CurrencyCode = DEFAULT_CURRENCY): Money => {
  if (typeof minor === "number" && !Number.isSafeInteger(minor)) {
    throw new RangeError(`Minor units must be a safe integer, got ${minor}`)
  }
  return { value: BigInt(minor).toString(), currency }
}

/**
 * The amount in minor units, exact.
 *
 * @example
 * minorUnits({ value: "1250", currency: "USD" }) // 1250n
 */
export const minorUnits = (money: Money): bigint => BigInt(money.value)

/**
 * The amount as a decimal string with the currency's fraction digits.
 *
 * @example
 * toDecimalString({ value: "-5", currency: "USD" }) // "-0.05"
 */
export const toDecimalString = (money: Money): string => {
  const digits = fractionDigits(money.currency)
  const minor = minorUnits(money)
  const sign = minor < 0n ? "-" : ""
  const abs = (minor < 0n ? -minor : minor).toString().padStart(digits + 1, "0")
  if (digits === 0) return sign + abs
  return `${sign}${abs.slice(0, -digits)}.${abs.slice(-digits)}`
}

/**
 * Money from a decimal string, or undefined when the string is not a plain decimal or has more
 * fraction digits than the currency allows.
 *
 * @example
 * moneyFromDecimal("12.5", "USD") // { value: "1250", currency: "USD" }
 */
export const moneyFromDecimal = (
  decimal: string,
  currency: CurrencyCode = DEFAULT_CURRENCY,
): Money | undefined => {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(decimal.trim())
  if (!match) return undefined
  const [, sign = "", whole = "0", fraction = ""] = match
  const digits = fractionDigits(currency)
  if (fraction.length > digits) return undefined
  const minor = BigInt(whole + fraction.padEnd(digits, "0"))
  return { value: (sign === "-" ? -minor : minor).toString(), currency }
}

/**
 * The sum of amounts in one currency.
 *
 * @example
 * addMoney(moneyFromMinor(10), moneyFromMinor(5)).value // "15"
 */
export const addMoney = (a: Money, b: Money): Money => {
  if (a.currency !== b.currency) throw new RangeError(`Cannot add ${a.currency} to ${b.currency}`)
  return { value: (minorUnits(a) + minorUnits(b)).toString(), currency: a.currency }
}

/**
 * The amount times a whole quantity.
 *
 * @example
 * multiplyMoney(moneyFromMinor(199), 3).value // "597"
 */
export const multiplyMoney = (money: Money, quantity: number): Money => {
  if (!Number.isSafeInteger(quantity))
    throw new RangeError(`Quantity must be a whole number, got ${quantity}`)
  return { value: (minorUnits(money) * BigInt(quantity)).toString(), currency: money.currency }
}

/** Options for {@link formatMoney}. */
export interface FormatMoneyOptions {
  /** BCP 47 locale; the symbol, its placement and the separators come from CLDR through `Intl`. */
  readonly locale?: string
  /** Drop the fraction when it is zero: "$12" rather than "$12.00" (CART-018). */
  readonly trimZeroFraction?: boolean
}

/**
 * Money formatted for display in a locale (default en-US: comma thousands, point decimals, MONEY-008).
 * Formats the exact decimal string, so amounts of any size keep every digit. The locale gives the
 * separators; the currency decides where its symbol goes (MONEY-005, MONEY-006). Symbols
 * (MONEY-007, which the spec leaves open) are CLDR's: the "symbol" form that tells dollars apart
 * ("$", "A$", "CA$"), and for the currencies written after the amount their local sign ("kr", "Kč",
 * "zł", "₽"), set off by a no-break space.
 *
 * @example
 * formatMoney(moneyFromMinor(123456, "USD")) // "$1,234.56"
 * formatMoney(moneyFromMinor(123456, "SEK")) // "1,234.56 kr"
 * formatMoney(moneyFromMinor(1200, "USD"), { trimZeroFraction: true }) // "$12"
 */
export const formatMoney = (money: Money, options: FormatMoneyOptions = {}): string => {
  const digits = fractionDigits(money.currency)
  const trim = options.trimZeroFraction === true && minorUnits(money) % 10n ** BigInt(digits) === 0n
  const after = symbolFollowsAmount(money.currency)
  const format = new Intl.NumberFormat(options.locale ?? "en-US", {
    style: "currency",
    currency: money.currency,
    currencyDisplay: after ? "narrowSymbol" : "symbol",
    minimumFractionDigits: trim ? 0 : digits,
    maximumFractionDigits: trim ? 0 : digits,
  })
  // Intl accepts exact decimal strings (ES2023); the cast covers older lib typings.
  const parts = format.formatToParts(toDecimalString(money) as unknown as number)
  return placeSymbol(parts, after)
}

const NO_BREAK_SPACE = "\u00a0"

/** Moves the currency symbol to the side its currency wants, when the locale put it on the other. */
const placeSymbol = (parts: readonly Intl.NumberFormatPart[], after: boolean): string => {
  const symbolAt = parts.findIndex((part) => part.type === "currency")
  const symbolFirst = symbolAt < parts.findIndex((part) => part.type === "integer")
  const symbol = parts[symbolAt]?.value
  if (symbol === undefined || symbolFirst !== after) return parts.map((part) => part.value).join("")
  // The only literals in a currency format are the spaces around the symbol.
  const rest = parts.filter((part, index) => index !== symbolAt && part.type !== "literal")
  const sign = rest.filter((part) => part.type === "minusSign" || part.type === "plusSign")
  const amount = rest.filter((part) => part.type !== "minusSign" && part.type !== "plusSign")
  const text = (list: readonly Intl.NumberFormatPart[]) => list.map((part) => part.value).join("")
  if (after) return `${text(sign)}${text(amount)}${NO_BREAK_SPACE}${symbol}`
  const gap = /\p{L}$/u.test(symbol) ? NO_BREAK_SPACE : ""
  return `${text(sign)}${symbol}${gap}${text(amount)}`
}
