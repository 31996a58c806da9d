/**
 * The digit work of CLDR number formatting done on digit strings: reading a plain decimal, the
 * fraction digits the options ask for, and rounding. It follows `@phensley/cldr` 1.14 (its number
 * context and decimal rounding) step for step, so that `./cldr-numbers.ts` prints exactly what
 * `cldr.Numbers` prints without building a `Decimal` for every amount; the property tests of
 * `cldr-numbers.test.ts` hold it to that.
 */
import type { NumberFormatOptions, RoundingModeType } from "@phensley/cldr"

/**
 * A decimal as digit strings: the sign, the integer digits (no leading zeros; "" for none) and the
 * fraction digits as written ("12.50" keeps "50").
 *
 * @example
 * const half: PlainDecimal = { negative: false, integer: "", fraction: "5" }
 */
export interface PlainDecimal {
  readonly negative: boolean
  readonly integer: string
  readonly fraction: string
}

/** What `decimalOf` accepts, without an exponent: sign, digits, at most one point. */
const PLAIN_TEXT = /^([+-]?)0*(\d*)(?:\.(\d*))?$/
/** Longer text is no amount (the limit of `decimalOf`). */
const MAX_TEXT = 400

/**
 * The digits of a finite number or of plain decimal text (`"-12.50"`, `" .5 "`); undefined for
 * anything else, exponents included (`1e21`, `"2E3"`), which the callers leave to `Decimal`.
 *
 * @example
 * plainDecimal(-12.5) // { negative: true, integer: "12", fraction: "5" }
 * plainDecimal("1e3") // undefined
 */
export const plainDecimal = (value: unknown): PlainDecimal | undefined => {
  let text: string
  if (typeof value === "number") {
    if (!Number.isFinite(value)) return undefined
    // Decimal reads a number through its `toString` too.
    text = String(value)
  } else if (typeof value === "string") {
    text = value.trim()
    if (text.length > MAX_TEXT) return undefined
  } else return undefined
  const match = PLAIN_TEXT.exec(text)
  if (match === null) return undefined
  const integer = match[2] ?? ""
  const fraction = match[3] ?? ""
  // A point alone, or a sign alone, is no number; "5." and ".5" are.
  if (integer === "" && fraction === "" && !/\d/.test(text)) return undefined
  return { negative: match[1] === "-", integer, fraction }
}

/**
 * The fraction digits a format prints, from its defaults (the pattern's, or the currency's) and the
 * options, as CLDR's number context settles them: a maximum below the minimum raises the maximum,
 * a minimum alone above the default maximum raises it too.
 *
 * @example
 * fractionRange({ maximumFractionDigits: 1 }, 0, 3) // [0, 1]
 */
export const fractionRange = (
  options: NumberFormatOptions,
  defaultMin: number,
  defaultMax: number,
): readonly [min: number, max: number] => {
  let min = defaultMin
  let max = defaultMax
  const optMin = options.minimumFractionDigits
  const optMax = options.maximumFractionDigits
  if (optMax !== undefined && optMax > -1) max = optMax
  if (optMin !== undefined && optMin > -1) {
    min = optMax !== undefined && optMax > -1 && optMax < optMin ? optMax : optMin
    if (min > max) max = min
  }
  if (optMax !== undefined && optMax > -1 && (max < min || min === -1)) min = max
  return [min, max]
}

const hasNonZero = (digits: string, from: number): boolean => {
  for (let i = from; i < digits.length; i++) if (digits.charCodeAt(i) !== 48) return true
  return false
}

/** The digits of a fraction from its first non-zero one on. */
const significantDigits = (fraction: string): number => {
  let i = 0
  while (i < fraction.length && fraction.charCodeAt(i) === 48) i++
  return fraction.length - i
}

/** Adds one to the last digit of a digit string, carrying. */
const increment = (digits: string): string => {
  let i = digits.length - 1
  while (i >= 0 && digits.charCodeAt(i) === 57) i--
  if (i < 0) return `1${"0".repeat(digits.length)}`
  return `${digits.slice(0, i)}${String.fromCharCode(digits.charCodeAt(i) + 1)}${"0".repeat(digits.length - i - 1)}`
}

/** Whether dropping digits rounds the kept ones up, as `Decimal.round` decides it. */
const roundsUp = (mode: RoundingModeType, negative: boolean, lastKept: number, dropped: string): boolean => {
  let first = dropped.charCodeAt(0) - 48
  if ((first === 0 || first === 5) && hasNonZero(dropped, 1)) first++
  switch (mode) {
    case "up":
      return first !== 0
    case "down":
      return false
    case "ceiling":
      return first !== 0 && !negative
    case "floor":
      return first !== 0 && negative
    case "half-up":
      return first >= 5
    case "half-down":
      return first > 5
    default:
      return first > 5 || (first === 5 && lastKept % 2 === 1)
  }
}

/**
 * The decimal as CLDR's number context adjusts it for printing with `min`–`max` fraction digits:
 * rounded to at most `max` digits (`mode`, default half-even), trailing zeros dropped, then zeros
 * added up to `min`. Zero loses its sign.
 *
 * @example
 * adjustDigits({ negative: false, integer: "2", fraction: "675" }, 0, 2, "half-even") // 2.68
 */
export const adjustDigits = (
  value: PlainDecimal,
  min: number,
  max: number,
  mode: RoundingModeType,
): PlainDecimal => {
  let { integer, fraction } = value
  const scale = Math.max(min, Math.min(fraction.length, max))
  if (fraction.length > scale && integer === "" && significantDigits(fraction) < fraction.length - scale) {
    // `Decimal` drops every significant digit at once without rounding (0.00006 to three places
    // is 0 even rounding up); so does this.
    fraction = ""
  } else if (fraction.length > scale) {
    const kept = integer + fraction.slice(0, scale)
    const up = roundsUp(
      mode,
      value.negative,
      kept.charCodeAt(kept.length - 1) - 48 || 0,
      fraction.slice(scale),
    )
    const digits = up ? increment(kept === "" ? "0" : kept) : kept
    integer = digits.slice(0, digits.length - scale).replace(/^0+/, "")
    fraction = digits.slice(digits.length - scale)
  }
  let end = fraction.length
  while (end > 0 && fraction.charCodeAt(end - 1) === 48) end--
  fraction = fraction.slice(0, end)
  if (fraction.length < min) fraction += "0".repeat(min - fraction.length)
  const zero = integer === "" && !hasNonZero(fraction, 0)
  return { negative: value.negative && !zero, integer, fraction }
}
