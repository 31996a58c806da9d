/**
 * Decimals and money as `@phensley/cldr` prints them (`cldr.Numbers.formatDecimal`,
 * `formatCurrency`), byte for byte, at a fraction of the cost for the common case: a plain number
 * with the usual options is rounded on its digits (`./cldr-number-digits.ts`) and written in the
 * locale's shape (`./cldr-number-shape.ts`), read once per CLDR object and currency. Anything else
 * (exponents, significant digits, compact or percent styles, a locale whose shape did not check
 * out) goes to CLDR itself.
 */
import type {
  CLDR,
  CurrencyFormatOptions,
  CurrencyType,
  DecimalFormatOptions,
  NumberFormatOptions,
} from "@phensley/cldr"
import { adjustDigits, fractionRange, plainDecimal } from "./cldr-number-digits.ts"
import { type NumberShape, type PartsOf, readShape, writeNumber } from "./cldr-number-shape.ts"
import { decimalOf } from "./i18n-values.ts"

/** Option keys the shapes handle; any other key sends the number to CLDR. */
const SHAPED_KEYS: ReadonlySet<string> = new Set([
  "group",
  "round",
  "minimumFractionDigits",
  "maximumFractionDigits",
  "style",
  "symbolWidth",
])

const shapedOptions = new WeakMap<object, boolean>()

/** Whether a shape can print with these options (cached per options object). */
const isShaped = (options: NumberFormatOptions & { readonly style?: string }): boolean => {
  let shaped = shapedOptions.get(options)
  if (shaped === undefined) {
    shaped =
      Object.keys(options).every((key) => SHAPED_KEYS.has(key)) &&
      (options.style === undefined || options.style === "decimal" || options.style === "symbol")
    shapedOptions.set(options, shaped)
  }
  return shaped
}

// Numbers and options the shape must reproduce exactly before it is used.
const CHECK_NUMBERS =
  "0 -0 1 -1 0.5 -0.5 2.5 -2.5 12 999 1000 -1000 1234 12345 99999.9995 123456.789 -1234567.891 0.0004 -0.0004 1.005 100000000000.125".split(
    " ",
  )
const CHECK_OPTIONS: readonly NumberFormatOptions[] = [
  {},
  { group: false },
  { maximumFractionDigits: 1 },
  { minimumFractionDigits: 3 },
  { minimumFractionDigits: 1, maximumFractionDigits: 4, round: "half-up" },
  { maximumFractionDigits: 0, round: "floor" },
  { maximumFractionDigits: 2, round: "ceiling" },
]

const print = (shape: NumberShape, text: string, options: NumberFormatOptions): string | undefined => {
  const value = plainDecimal(text)
  if (value === undefined) return undefined
  const [min, max] = fractionRange(options, shape.minFraction, shape.maxFraction)
  return writeNumber(
    shape,
    adjustDigits(value, min, max, options.round ?? "half-even"),
    options.group !== false,
  )
}

/** Reads and checks a shape; undefined when it misses on any check. */
const checkedShape = (partsOf: PartsOf, format: (text: string, options: NumberFormatOptions) => string) => {
  const shape = readShape(partsOf)
  if (shape === undefined) return undefined
  for (const options of CHECK_OPTIONS)
    for (const text of CHECK_NUMBERS)
      if (print(shape, text, options) !== format(text, options)) return undefined
  return shape
}

/** Shapes per CLDR object and kind ("" for decimals, else currency and symbol width); null: none. */
const shapes = new WeakMap<CLDR, Map<string, NumberShape | null>>()
const MAX_SHAPES = 200

const shapeOf = (cldr: CLDR, kind: string, read: () => NumberShape | undefined): NumberShape | undefined => {
  let known = shapes.get(cldr)
  if (known === undefined) {
    known = new Map()
    shapes.set(cldr, known)
  }
  let shape = known.get(kind)
  if (shape === undefined) {
    if (known.size >= MAX_SHAPES) known.clear()
    shape = read() ?? null
    known.set(kind, shape)
  }
  return shape ?? undefined
}

const decimalShape = (cldr: CLDR): NumberShape | undefined =>
  shapeOf(cldr, "", () =>
    checkedShape(
      (text, options) => cldr.Numbers.formatDecimalToParts(text, options),
      (text, options) => cldr.Numbers.formatDecimal(text, options),
    ),
  )

const currencyShape = (cldr: CLDR, code: CurrencyType, width: "narrow" | undefined) =>
  shapeOf(cldr, `${code}|${width ?? ""}`, () => {
    const base = width === undefined ? {} : { symbolWidth: width }
    return checkedShape(
      (text, options) => cldr.Numbers.formatCurrencyToParts(text, code, { ...base, ...options }),
      (text, options) => cldr.Numbers.formatCurrency(text, code, { ...base, ...options }),
    )
  })

/**
 * `cldr.Numbers.formatDecimal` of a value read as `decimalOf` reads it; undefined for a value that
 * is no number.
 *
 * @example
 * formatDecimal(cldr, 1234.5, {}) // "1,234.5" in en
 */
export const formatDecimal = (
  cldr: CLDR,
  value: unknown,
  options: DecimalFormatOptions,
): string | undefined => {
  const plain = isShaped(options) ? plainDecimal(value) : undefined
  const shape = plain === undefined ? undefined : decimalShape(cldr)
  if (plain === undefined || shape === undefined) {
    const decimal = decimalOf(value)
    return decimal === undefined ? undefined : cldr.Numbers.formatDecimal(decimal, options)
  }
  const [min, max] = fractionRange(options, shape.minFraction, shape.maxFraction)
  return writeNumber(
    shape,
    adjustDigits(plain, min, max, options.round ?? "half-even"),
    options.group !== false,
  )
}

/**
 * `cldr.Numbers.formatCurrency` of an amount read as `decimalOf` reads it, in a currency CLDR
 * knows (the caller checks); undefined for an amount that is no number.
 *
 * @example
 * formatCurrency(cldr, "1234.5", "USD", {}) // "$1,234.50" in en
 */
export const formatCurrency = (
  cldr: CLDR,
  amount: unknown,
  code: CurrencyType,
  options: CurrencyFormatOptions,
): string | undefined => {
  const plain = isShaped(options) ? plainDecimal(amount) : undefined
  const width = options.symbolWidth === "narrow" ? "narrow" : undefined
  const shape = plain === undefined ? undefined : currencyShape(cldr, code, width)
  if (plain === undefined || shape === undefined) {
    const decimal = decimalOf(amount)
    return decimal === undefined ? undefined : cldr.Numbers.formatCurrency(decimal, code, options)
  }
  const [min, max] = fractionRange(options, shape.minFraction, shape.maxFraction)
  return writeNumber(
    shape,
    adjustDigits(plain, min, max, options.round ?? "half-even"),
    options.group !== false,
  )
}
