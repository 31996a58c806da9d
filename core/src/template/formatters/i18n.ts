/**
 * Internationalised formatters following CLDR: decimal, money, datetime, message, plural, relative
 * time, and `timesince`. The CLDR ones format with the `@phensley/cldr` object of the render
 * (`options.cldr`); without one they print nothing and report it. Dates are shown in the site's time
 * zone (TPL-012).
 *
 * Written against the plugin interface in `../plugins.ts`; registered in `../registry.ts`.
 */
import type { CLDR } from "@phensley/cldr"
import { isCurrencyCode } from "../../money/currencies.ts"
import { formatMoney } from "../../money/format.ts"
import { moneyFromDecimal } from "../../money/rules.ts"
import { INVALID_DATE, relativeTime } from "../../text/time.ts"
import { perArguments } from "../argument-memo.ts"
import { datetimeOptions, intervalOptions, relativeTimeOptions } from "../i18n/cldr-date-options.ts"
import { formatDate } from "../i18n/cldr-dates.ts"
import { currencyOptions, decimalOptions } from "../i18n/cldr-number-options.ts"
import { formatCurrency, formatDecimal } from "../i18n/cldr-numbers.ts"
import { formatRelativeTime } from "../i18n/cldr-relative-time.ts"
import { cldrCurrencyOf, moneyOf } from "../i18n/i18n-values.ts"
import { formatMessage, MAX_MESSAGE_NESTING } from "../i18n/messages.ts"
import { timestampOf } from "../i18n/zoned-time.ts"
import {
  asNumber,
  asString,
  type Formatter,
  type FormatterTable,
  Kind,
  kindOf,
  type PluginContext,
} from "../plugins.ts"

// Arguments are constant per tag: read once (see `../argument-memo.ts`).
const decimalArguments = perArguments(decimalOptions)
const currencyArguments = perArguments(currencyOptions)
const datetimeArguments = perArguments(datetimeOptions)
const relativeTimeArguments = perArguments(relativeTimeOptions)

/** A `message` argument: a path, or `key=path` / `key:path` naming one. */
const messageArguments = perArguments((args) =>
  args.map((arg) => {
    const at = arg.search(/[:=]/)
    return at === -1 ? { name: undefined, path: arg } : { name: arg.slice(0, at), path: arg.slice(at + 1) }
  }),
)

const UNITS: ReadonlySet<string> = new Set(Intl.supportedValuesOf("unit"))

/** The render's CLDR, or undefined after reporting that formatter `name` needs one. */
const cldrFor = (name: string, ctx: PluginContext): CLDR | undefined => {
  if (ctx.cldr === undefined) ctx.error(`Formatter '${name}' needs CLDR data (the cldr render option)`)
  return ctx.cldr
}

/**
 * `message` and `plural`: the value is an ICU message; the arguments are paths resolved around the
 * tag (`{msg|message person.name count}`), `key=path` or `key:path` naming one (it also takes the
 * next position).
 */
const message: Formatter = (value, args, ctx) => {
  const cldr = cldrFor("message", ctx)
  if (cldr === undefined) return ""
  const positional: unknown[] = []
  const named: Record<string, unknown> = {}
  for (const { name, path } of messageArguments(args)) {
    const resolved = ctx.resolveOuter(path)
    if (name !== undefined) named[name] = resolved
    positional.push(resolved)
  }
  const text = formatMessage(cldr, ctx.timeZone, asString(value), positional, named)
  if (text === undefined) ctx.error(`Message nests deeper than ${MAX_MESSAGE_NESTING} levels`)
  return text ?? ""
}

/**
 * The i18n formatters.
 *
 * @example
 * i18nFormatters["decimal"]
 */
export const i18nFormatters: FormatterTable = {
  /** `datetime`: a timestamp as a CLDR date — `{t|datetime date:long}`, `{t|datetime yMMMd}`. */
  datetime: (value, args, ctx) => {
    const date = timestampOf(value)
    const cldr = cldrFor("datetime", ctx)
    if (cldr === undefined || date === undefined) return ""
    return formatDate(cldr, date, ctx.timeZone, datetimeArguments(args))
  },
  /** `datetime-interval`: the range between two timestamps — `{start, end|datetime-interval yMMM}`. */
  "datetime-interval": (_value, args, ctx) => {
    const start = timestampOf(ctx.variables[0])
    const end = timestampOf(ctx.variables[1])
    const cldr = cldrFor("datetime-interval", ctx)
    if (cldr === undefined || start === undefined || end === undefined) return ""
    const zoneId = ctx.timeZone
    return cldr.Calendars.formatDateInterval(
      { date: start, zoneId },
      { date: end, zoneId },
      intervalOptions(args),
    )
  },
  /** `decimal`: a number or numeric text — `{n|decimal style:percent}`, `{n|decimal maxfrac:1}`. */
  decimal: (value, args, ctx) => {
    const cldr = cldrFor("decimal", ctx)
    return cldr === undefined ? "" : (formatDecimal(cldr, value, decimalArguments(args)) ?? "")
  },
  /**
   * `i18n-money-format` (a no-op in the reference engine): a money object — `{decimalValue,
   * currencyCode}` or `{value, currency}` — formatted in the render's locale by the storefront's
   * own money rule (`formatMoney`), CLDR object or not. Anything else prints nothing.
   */
  "i18n-money-format": (value, _args, ctx) => {
    const money = moneyOf(value)
    const amount =
      money && isCurrencyCode(money.currency)
        ? moneyFromDecimal(money.amount.toString(), money.currency)
        : undefined
    return amount === undefined ? undefined : formatMoney(amount, { locale: ctx.locale })
  },
  message,
  /** `money`: a money object in CLDR style — `{price|money}`, `{price|money style:name}`. */
  money: (value, args, ctx) => {
    const cldr = cldrFor("money", ctx)
    const money = cldr && cldrCurrencyOf(cldr, value)
    if (cldr === undefined || money === undefined) return ""
    return formatCurrency(cldr, money.amount, money.currency, currencyArguments(args)) ?? ""
  },
  plural: message,
  /**
   * `relative-time`: from now (or from the first of two variables) to the value, in words — "in 2
   * hours", "3 days ago". Counted on UTC calendar days, as the platform does. A value that is no
   * date prints nothing (TPL-032).
   */
  "relative-time": (value, args, ctx) => {
    const two = ctx.variables.length > 1
    const start = two ? timestampOf(value) : ctx.now
    const end = timestampOf(two ? ctx.variables[1] : value)
    const cldr = cldrFor("relative-time", ctx)
    if (cldr === undefined || start === undefined || end === undefined) return ""
    return formatRelativeTime(cldr, start, end, relativeTimeArguments(args))
  },
  /**
   * `timesince`: how long ago a timestamp was, in the storefront's words (`relativeTime`: "about a
   * year ago"), in a `<span class="timesince">` carrying the timestamp for scripts to refresh.
   * Decision for TPL-032: a missing value prints nothing; one that is present but no date (text,
   * NaN, Infinity) prints "Invalid date." without the span.
   */
  timesince: (value, _args, ctx) => {
    const kind = kindOf(value)
    if (kind === Kind.Missing || kind === Kind.Null) return ""
    const then = timestampOf(value)
    if (then === undefined) return INVALID_DATE
    return `<span class="timesince" data-date="${then}">${relativeTime(then, ctx.now)}</span>`
  },
  /**
   * `unit` (a no-op in the reference engine): a number with a unit of measure, written out for the
   * render's locale — `{weight|unit kilogram}` → "2 kilograms"; `{d|unit meter short}` → "5 m".
   * The unit is an ECMA-402 simple unit name (`kilogram`, `meter`, `liter`, `fahrenheit`…); the
   * width `long` (default), `short` or `narrow`. A value that is not a number, or an unknown unit,
   * prints nothing.
   */
  unit: (value, args, ctx) => {
    const unit = args[0] ?? ""
    if (kindOf(value) !== Kind.Number || !UNITS.has(unit)) return undefined
    const unitDisplay = args[1] === "short" || args[1] === "narrow" ? args[1] : "long"
    return new Intl.NumberFormat(ctx.locale, { style: "unit", unit, unitDisplay }).format(asNumber(value))
  },
}
