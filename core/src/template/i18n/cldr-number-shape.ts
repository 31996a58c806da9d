/**
 * The shape of a locale's numbers, read off `@phensley/cldr`'s own output: what comes before and
 * after the digits (sign, currency symbol and its spacing), the decimal and group symbols, group
 * sizes and the locale's digits. With it `./cldr-numbers.ts` prints a number by joining strings,
 * where CLDR resolves patterns, symbols and a `Decimal` on every call.
 *
 * A shape is read from a few sample numbers formatted to parts, then checked against CLDR on a
 * battery of numbers and options; a locale or currency it does not reproduce exactly gets no shape,
 * and its numbers keep going through CLDR.
 */
import type { NumberFormatOptions, Part } from "@phensley/cldr"
import type { PlainDecimal } from "./cldr-number-digits.ts"

/**
 * How a locale prints one kind of number (decimals, or amounts in one currency).
 *
 * @example
 * const shape: NumberShape = { positive: ["", ""], negative: ["-", ""], decimal: ".", group: ",", primary: 3, secondary: 3, minGrouping: 1, minInteger: 1, minFraction: 0, maxFraction: 3, digits: undefined }
 */
export interface NumberShape {
  /** Text before and after the digits of a positive number (and of zero). */
  readonly positive: readonly [before: string, after: string]
  readonly negative: readonly [before: string, after: string]
  readonly decimal: string
  readonly group: string
  /** Digits in the last group, and in each group before it; 0 when the locale never groups. */
  readonly primary: number
  readonly secondary: number
  /** Grouping starts at `primary + minGrouping` integer digits (2 in Spanish: "1234", "12.345"). */
  readonly minGrouping: number
  /** "0.5" (1) or ".5" (0). */
  readonly minInteger: number
  /** Fraction digits without options (0–3 for decimals, the currency's digits for money). */
  readonly minFraction: number
  readonly maxFraction: number
  /** The locale's digits 0–9, when they are not the ASCII ones. */
  readonly digits: readonly string[] | undefined
}

/**
 * Formats a number (as text) to parts, with the options of the shape plus `options`.
 *
 * @example
 * const partsOf: PartsOf = (text, options) => cldr.Numbers.formatDecimalToParts(text, options)
 */
export type PartsOf = (text: string, options: NumberFormatOptions) => Part[]

const NUMBER_PARTS = new Set(["integer", "group", "decimal", "fraction"])

const join = (parts: readonly Part[]): string => parts.map((part) => part.value).join("")

interface Split {
  readonly before: string
  readonly after: string
  readonly middle: readonly Part[]
}

/** The parts before the first digit, the number's own parts, and the parts after the last digit. */
const split = (parts: readonly Part[]): Split | undefined => {
  const first = parts.findIndex((part) => part.type === "integer")
  let last = parts.length - 1
  while (last >= 0 && (parts[last] as Part).type !== "integer" && (parts[last] as Part).type !== "fraction")
    last--
  if (first === -1 || last < first) return undefined
  const middle = parts.slice(first, last + 1)
  if (!middle.every((part) => NUMBER_PARTS.has(part.type))) return undefined
  return { before: join(parts.slice(0, first)), after: join(parts.slice(last + 1)), middle }
}

const partValue = (parts: readonly Part[], type: string): string | undefined =>
  parts.find((part) => part.type === type)?.value

const SAMPLE = "1234567890123"

/**
 * Reads a shape from numbers formatted to parts; undefined when the output does not fit the model
 * (letters among the digits, a sign inside the number, groups of uneven sizes…).
 *
 * @example
 * readShape((text, options) => cldr.Numbers.formatDecimalToParts(text, options))
 */
export const readShape = (partsOf: PartsOf): NumberShape | undefined => {
  const forced = { minimumFractionDigits: 2, maximumFractionDigits: 2 }
  const positive = split(partsOf(`${SAMPLE}.25`, forced))
  const negative = split(partsOf(`-${SAMPLE}.25`, forced))
  if (positive === undefined || negative === undefined) return undefined
  if (join(positive.middle) !== join(negative.middle)) return undefined
  const integers = positive.middle.filter((part) => part.type === "integer").map((part) => part.value)
  const written = Array.from(integers.join(""))
  if (written.length !== SAMPLE.length) return undefined
  const digits: string[] = []
  for (let i = 0; i < SAMPLE.length; i++) {
    const digit = Number(SAMPLE[i])
    const seen = digits[digit]
    if (seen !== undefined && seen !== written[i]) return undefined
    digits[digit] = written[i] as string
  }
  const sizes = integers.map((group) => Array.from(group).length)
  const primary = sizes.length > 1 ? (sizes[sizes.length - 1] as number) : 0
  const secondary = sizes.length > 2 ? (sizes[sizes.length - 2] as number) : primary
  if (sizes.slice(1, -1).some((size) => size !== secondary)) return undefined
  const fractionOf = (text: string) => Array.from(partValue(partsOf(text, {}), "fraction") ?? "").length
  let minGrouping = 0
  if (primary > 0) {
    for (let size = primary + 1; size <= primary + 4 && minGrouping === 0; size++)
      if (partValue(partsOf(`1${"0".repeat(size - 1)}`, {}), "group") !== undefined)
        minGrouping = size - primary
    if (minGrouping === 0) return undefined
  }
  const ascii = digits.every((digit, i) => digit === String(i))
  return {
    positive: [positive.before, positive.after],
    negative: [negative.before, negative.after],
    decimal: partValue(positive.middle, "decimal") ?? "",
    group: partValue(positive.middle, "group") ?? "",
    primary,
    secondary,
    minGrouping,
    minInteger: partValue(partsOf("0.5", {}), "integer") === undefined ? 0 : 1,
    minFraction: fractionOf("1"),
    maxFraction: fractionOf("1.23456789"),
    digits: ascii ? undefined : digits,
  }
}

const groupDigits = (integer: string, shape: NumberShape): string => {
  const { primary, secondary, group } = shape
  let end = integer.length - primary
  let out = integer.slice(end)
  while (end > 0) {
    const start = Math.max(0, end - secondary)
    out = `${integer.slice(start, end)}${group}${out}`
    end = start
  }
  return out
}

const localDigits = (text: string, digits: readonly string[] | undefined): string => {
  if (digits === undefined) return text
  let out = ""
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    out += c >= 48 && c <= 57 ? digits[c - 48] : text[i]
  }
  return out
}

/**
 * A number, already rounded (`adjustDigits`), written in a shape: sign and symbols around, groups
 * unless `grouping` is false, the locale's digits.
 *
 * @example
 * writeNumber(shape, { negative: true, integer: "1234", fraction: "5" }, true) // "-1,234.5"
 */
export const writeNumber = (shape: NumberShape, value: PlainDecimal, grouping: boolean): string => {
  let integer = value.integer
  if (integer.length < shape.minInteger) integer = "0"
  if (grouping && shape.primary > 0 && integer.length >= shape.primary + shape.minGrouping)
    integer = groupDigits(integer, shape)
  const digits = value.fraction === "" ? integer : `${integer}${shape.decimal}${value.fraction}`
  const [before, after] = value.negative ? shape.negative : shape.positive
  return `${before}${localDigits(digits, shape.digits)}${after}`
}
