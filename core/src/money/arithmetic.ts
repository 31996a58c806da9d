import type { CurrencyCode } from "./currencies.ts"
import { type Money, minorUnits } from "./rules.ts"

// Comparison, sums and splits, all in exact bigint minor units: no amount passes through a float.

const sameCurrency = (a: Money, b: Money): void => {
  if (a.currency !== b.currency) throw new RangeError(`Cannot combine ${a.currency} with ${b.currency}`)
}

/**
 * -1, 0 or 1 as `a` is less than, equal to or more than `b`. Amounts in two currencies cannot be
 * compared: that is a programming error and throws a RangeError.
 *
 * @example
 * compareMoney(moneyFromMinor(500), moneyFromMinor(1000)) // -1
 */
export const compareMoney = (a: Money, b: Money): -1 | 0 | 1 => {
  sameCurrency(a, b)
  const difference = minorUnits(a) - minorUnits(b)
  return difference < 0n ? -1 : difference > 0n ? 1 : 0
}

/**
 * `a` minus `b`, exactly.
 *
 * @example
 * subtractMoney(moneyFromMinor(1000), moneyFromMinor(1)).value // "999"
 */
export const subtractMoney = (a: Money, b: Money): Money => {
  sameCurrency(a, b)
  return { value: (minorUnits(a) - minorUnits(b)).toString(), currency: a.currency }
}

/**
 * The exact sum of any number of amounts in one currency; zero for none.
 *
 * @example
 * sumMoney([moneyFromMinor(10), moneyFromMinor(20)], "USD").value // "30"
 */
export const sumMoney = (amounts: readonly Money[], currency: CurrencyCode): Money => {
  let total = 0n
  for (const amount of amounts) {
    if (amount.currency !== currency) throw new RangeError(`Cannot add ${amount.currency} to ${currency}`)
    total += minorUnits(amount)
  }
  return { value: total.toString(), currency }
}

/**
 * An amount split into `parts` instalments of whole minor units whose sum is exactly the amount.
 * Every instalment is the amount divided by `parts`, rounded toward zero; the first instalment also
 * carries what is left over (at most `parts - 1` minor units), so a shopper pays any odd cents up
 * front, as pay-later providers do. A negative amount splits the same way with the sign kept.
 * `parts` must be a whole number of at least 1.
 *
 * @example
 * splitMoney(moneyFromMinor(1003), 4).map((m) => m.value) // ["253", "250", "250", "250"]
 */
export const splitMoney = (money: Money, parts: number): readonly Money[] => {
  if (!Number.isSafeInteger(parts) || parts < 1) throw new RangeError(`Cannot split into ${parts} parts`)
  const total = minorUnits(money)
  const count = BigInt(parts)
  const each = total / count // bigint division rounds toward zero
  const first = total - each * BigInt(parts - 1)
  return Array.from({ length: parts }, (_, index) => ({
    value: (index === 0 ? first : each).toString(),
    currency: money.currency,
  }))
}
