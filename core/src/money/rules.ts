import { type CurrencyCode, DEFAULT_CURRENCY, fractionDigits } from "./currencies.ts"
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
