/**
 * The number arguments of the i18n formatters (`{n|decimal style:short round:down}`, `{p|money
 * style:name}`, and the options of a `{0 money …}` message argument) read into `@phensley/cldr`
 * option objects. Each argument is `key:value` or a bare word; unknown keys and values are ignored,
 * so a typo changes nothing rather than breaking the output. Digit counts are clamped to 0–50
 * (TPL-019). The date arguments are read by `./cldr-date-options.ts`.
 */
import type { CurrencyFormatOptions, DecimalFormatOptions, NumberFormatOptions } from "@phensley/cldr"
import { clampDigits } from "../../money/digits.ts"

/**
 * An option object being filled in (the CLDR option types are read-only).
 *
 * @example
 * const options: Mutable<DecimalFormatOptions> = {}
 */
export type Mutable<T> = { -readonly [K in keyof T]: T[K] }

/**
 * The value when it is one of the allowed words, else undefined.
 *
 * @example
 * oneOf(["short", "long"], "short") // "short"
 */
export const oneOf = <T extends string>(allowed: readonly T[], value: string): T | undefined =>
  (allowed as readonly string[]).includes(value) ? (value as T) : undefined

const ROUNDING = ["up", "down", "ceiling", "floor", "half-up", "half-down", "half-even"] as const
const DECIMAL_STYLES = [
  "decimal",
  "short",
  "long",
  "scientific",
  "percent",
  "percent-scaled",
  "permille",
  "permille-scaled",
] as const
const CURRENCY_STYLES = ["symbol", "accounting", "code", "name", "short"] as const
const DIGITS: Readonly<Record<string, keyof NumberFormatOptions>> = {
  minint: "minimumIntegerDigits",
  minInt: "minimumIntegerDigits",
  minimumIntegerDigits: "minimumIntegerDigits",
  maxfrac: "maximumFractionDigits",
  maxFrac: "maximumFractionDigits",
  maximumFractionDigits: "maximumFractionDigits",
  minfrac: "minimumFractionDigits",
  minFrac: "minimumFractionDigits",
  minimumFractionDigits: "minimumFractionDigits",
  maxsig: "maximumSignificantDigits",
  maxSig: "maximumSignificantDigits",
  maximumSignificantDigits: "maximumSignificantDigits",
  minsig: "minimumSignificantDigits",
  minSig: "minimumSignificantDigits",
  minimumSignificantDigits: "minimumSignificantDigits",
}

/**
 * Calls `read` with each argument split at its first ":" (a bare word has the value "").
 *
 * @example
 * readArguments(["style:short", "group"], (key, value) => …) // ("style", "short"), ("group", "")
 */
export const readArguments = (args: readonly string[], read: (key: string, value: string) => void) => {
  for (const arg of args) {
    const colon = arg.indexOf(":")
    read(colon === -1 ? arg : arg.slice(0, colon), colon === -1 ? "" : arg.slice(colon + 1))
  }
}

/**
 * Reads one of the options every number takes into `options`: `group`/`grouping` (bare or
 * `:true`), `no-group`, `round` (up, down, ceiling, floor, half-up, half-down, half-even; `ceil`,
 * `truncate`), and whole digit counts clamped to 0–50 (TPL-019: `minint`, `maxfrac`, `minfrac`,
 * `maxsig`, `minsig`, or `minInt`… or the long names). Anything else is ignored.
 *
 * @example
 * numberOption(options, "maxfrac", "99") // options.maximumFractionDigits === 50
 */
export const numberOption = (options: Mutable<NumberFormatOptions>, key: string, value: string) => {
  if (key === "group" || key === "grouping") options.group = value === "" || value === "true"
  else if (key === "no-group" || key === "no-grouping") options.group = false
  else if (key === "round" || key === "rounding") {
    const mode = value === "ceil" ? "ceiling" : value === "truncate" ? "down" : oneOf(ROUNDING, value)
    if (mode !== undefined) options.round = mode
  } else if (Object.hasOwn(DIGITS, key) && /^-?\d+$/.test(value)) {
    ;(options as Record<string, number>)[DIGITS[key] as string] = clampDigits(Number(value), 0)
  }
}

/**
 * `decimal` options: `style` (decimal, short, long, scientific, percent, percent-scaled, permille,
 * permille-scaled; `standard` is decimal), `group`/`no-group`, `round` (up, down, ceiling, floor,
 * half-up, half-down, half-even; `ceil`, `truncate`), and digit counts (`minint`, `maxfrac`,
 * `minfrac`, `maxsig`, `minsig` or their long names).
 *
 * @example
 * decimalOptions(["style:short", "maxfrac:1"]) // { style: "short", maximumFractionDigits: 1 }
 */
export const decimalOptions = (args: readonly string[]): DecimalFormatOptions => {
  const options: Mutable<DecimalFormatOptions> = {}
  readArguments(args, (key, value) => {
    if (key !== "style") return numberOption(options, key, value)
    const style = value === "standard" ? "decimal" : oneOf(DECIMAL_STYLES, value)
    if (style !== undefined) options.style = style
  })
  return options
}

/**
 * `money` options: `style` (symbol, accounting, code, name, short; `standard` is symbol),
 * `symbol:narrow` / `symbol:default`, and the number options of {@link decimalOptions}.
 *
 * @example
 * currencyOptions(["style:name"]) // { style: "name" }
 */
export const currencyOptions = (args: readonly string[]): CurrencyFormatOptions => {
  const options: Mutable<CurrencyFormatOptions> = {}
  readArguments(args, (key, value) => {
    if (key === "style") {
      const style = value === "standard" ? "symbol" : oneOf(CURRENCY_STYLES, value)
      if (style !== undefined) options.style = style
    } else if (key === "symbol") {
      if (value === "default" || value === "narrow") options.symbolWidth = value
    } else numberOption(options, key, value)
  })
  return options
}
