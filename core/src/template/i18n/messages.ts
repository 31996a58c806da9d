/**
 * ICU MessageFormat for the `message` / `plural` formatters (`{0 plural one {# item} other {# items}}`),
 * through `@phensley/cldr`'s MessageFormatter, with the argument formatters JSON-Template adds:
 * `{0 money …}` / `{0 currency …}`, `{0 decimal …}` / `{0 number …}`, `{0 datetime …}` and
 * `{0;1 datetime-interval …}`, taking the options of `./cldr-number-options.ts` and `./cldr-date-options.ts`. Arguments are template
 * values (JSON); a money object used as a number counts as its amount.
 */
import {
  type CLDR,
  Decimal,
  DecimalConstants,
  type MessageArg,
  type MessageArgConverter,
  type MessageFormatFuncMap,
  MessageFormatter,
} from "@phensley/cldr"
import { perArguments } from "../argument-memo.ts"
import { Kind, kindOf, valueToText } from "../values/values.ts"
import { datetimeOptions, intervalOptions } from "./cldr-date-options.ts"
import { currencyOptions, decimalOptions } from "./cldr-number-options.ts"
import { formatCurrency, formatDecimal } from "./cldr-numbers.ts"
import { cldrCurrencyOf, decimalOf, moneyAmount } from "./i18n-values.ts"
import { timestampOf } from "./zoned-time.ts"

/**
 * The deepest nesting of `{…}` a message may have: the formatter parses and evaluates nested
 * messages recursively, and a few thousand levels overflow the stack.
 *
 * @example
 * formatMessage(cldr, "UTC", "{".repeat(65), [], {}) // undefined
 */
export const MAX_MESSAGE_NESTING = 64

const nesting = (message: string): number => {
  let depth = 0
  let deepest = 0
  for (let i = 0; i < message.length; i++) {
    const c = message.charCodeAt(i)
    if (c === 123) deepest = Math.max(deepest, ++depth)
    else if (c === 125 && depth > 0) depth--
  }
  return deepest
}

const NO_NAMES: Readonly<Record<string, MessageArg>> = Object.freeze(Object.create(null))

const hasNames = (named: object): boolean => {
  for (const _name in named) return true
  return false
}

/** Whether a message nests too deep, per message text (pages repeat theirs; bounded all the same). */
const depths = new Map<string, boolean>()
const tooDeep = (message: string): boolean => {
  if (message.length > 2000) return nesting(message) > MAX_MESSAGE_NESTING
  let deep = depths.get(message)
  if (deep === undefined) {
    if (depths.size >= 1000) depths.clear()
    deep = nesting(message) > MAX_MESSAGE_NESTING
    depths.set(message, deep)
  }
  return deep
}

/** Template values as message arguments: text as the engine prints it, numbers as exact decimals. */
const templateArgs: MessageArgConverter = {
  // A Decimal is the number a plural or selectordinal case prints as "#".
  asString: (arg: MessageArg | undefined) =>
    arg instanceof Decimal ? arg.toString() : valueToText(moneyAmount(arg) ?? arg),
  asDecimal: (arg: MessageArg | undefined): Decimal => {
    if (arg instanceof Decimal) return arg
    const value: unknown = moneyAmount(arg) ?? arg
    if (kindOf(value) === Kind.Boolean) return value ? DecimalConstants.ONE : DecimalConstants.ZERO
    return decimalOf(value) ?? DecimalConstants.ZERO
  },
}

interface Engine {
  readonly formatter: MessageFormatter
  /** The zone dates are shown in; set before each format (formatting is synchronous). */
  zone: string
}

const engines = new WeakMap<CLDR, Engine>()

// The options of an argument (`{0 money style:code}`) are one array per parsed message, and parsed
// messages are cached: read each once (see `./argument-memo.ts`).
const currencyArguments = perArguments(currencyOptions)
const decimalArguments = perArguments(decimalOptions)
const datetimeArguments = perArguments(datetimeOptions)
const intervalArguments = perArguments(intervalOptions)

const argumentFormatters = (cldr: CLDR, engine: { zone: string }): MessageFormatFuncMap => {
  const money = (args: MessageArg[], options: string[]) => {
    const money = cldrCurrencyOf(cldr, args[0])
    return money === undefined
      ? ""
      : (formatCurrency(cldr, money.amount, money.currency, currencyArguments(options)) ?? "")
  }
  const decimal = (args: MessageArg[], options: string[]) =>
    formatDecimal(cldr, moneyAmount(args[0]) ?? args[0], decimalArguments(options)) ?? ""
  return {
    money,
    currency: money,
    decimal,
    number: decimal,
    datetime: (args, options) => {
      const date = timestampOf(args[0])
      if (date === undefined) return ""
      return cldr.Calendars.formatDate({ date, zoneId: engine.zone }, datetimeArguments(options))
    },
    "datetime-interval": (args, options) => {
      const start = timestampOf(args[0])
      const end = timestampOf(args[1])
      if (start === undefined || end === undefined) return ""
      const zoneId = engine.zone
      return cldr.Calendars.formatDateInterval(
        { date: start, zoneId },
        { date: end, zoneId },
        intervalArguments(options),
      )
    },
  }
}

const engineFor = (cldr: CLDR): Engine => {
  let engine = engines.get(cldr)
  if (engine === undefined) {
    const bundle = cldr.General.bundle()
    const state = { zone: "America/New_York" }
    const formatter = new MessageFormatter({
      language: bundle.language(),
      region: bundle.region(),
      converter: templateArgs,
      formatters: argumentFormatters(cldr, state),
      cacheSize: 100,
    })
    engine = Object.assign(state, { formatter })
    engines.set(cldr, engine)
  }
  return engine
}

/**
 * Formats an ICU message with positional arguments (`{0}`, `{1}`) and named ones (`{name}`), dates
 * in `zone`. Undefined when the message nests deeper than {@link MAX_MESSAGE_NESTING}.
 *
 * @example
 * formatMessage(cldr, "America/New_York", "{0} has {1 plural one {# item} other {# items}}", ["Bob", 3], {})
 * // "Bob has 3 items"
 */
export const formatMessage = (
  cldr: CLDR,
  zone: string,
  message: string,
  positional: readonly unknown[],
  named: Readonly<Record<string, unknown>>,
): string | undefined => {
  if (tooDeep(message)) return undefined
  const engine = engineFor(cldr)
  engine.zone = zone
  // A bare object for the names, so `{constructor}` finds no inherited member.
  const names = hasNames(named) ? Object.assign(Object.create(null), named) : NO_NAMES
  return engine.formatter.format(message, positional as MessageArg[], names)
}
