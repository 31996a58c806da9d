/**
 * The date arguments of the i18n formatters (`{t|datetime date:long}`, `{s, e|datetime-interval
 * yMMM}`, `{t|relative-time allowWeeks:true}`, and the options of `{0 datetime …}` message
 * arguments) read into `@phensley/cldr` option objects, in the way of `./cldr-number-options.ts`:
 * `key:value` or bare words, anything unknown ignored.
 */
import type {
  CalendarType,
  ContextType,
  DateFormatOptions,
  DateIntervalFormatOptions,
  RelativeTimeFormatOptions,
} from "@phensley/cldr"
import { type Mutable, numberOption, oneOf, readArguments } from "./cldr-number-options.ts"

const WIDTHS = ["short", "medium", "long", "full"] as const
const CONTEXTS = ["middle-of-text", "begin-sentence", "standalone", "ui-list-or-menu"] as const
const CALENDARS: Readonly<Record<string, CalendarType>> = {
  gregorian: "gregory",
  gregory: "gregory",
  buddhist: "buddhist",
  iso8601: "iso8601",
  japanese: "japanese",
  persian: "persian",
}
/**
 * `datetime` options: `date`, `time`, `datetime` and `wrap` take a width (short, medium, long,
 * full; bare `date` / `time` are short, a bare width is `datetime`); anything else bare, or a
 * non-width value of date/time/datetime, adds to the CLDR skeleton (`yMMMd`); `skeleton:` sets it;
 * `calendar` (gregorian, buddhist, iso8601, japanese, persian; default gregorian); `context`.
 *
 * @example
 * datetimeOptions(["date:full", "calendar:japanese"]) // { date: "full", ca: "japanese" }
 */
export const datetimeOptions = (args: readonly string[]): DateFormatOptions => {
  const options: Mutable<DateFormatOptions> = { ca: "gregory" }
  const addSkeleton = (fields: string) => {
    options.skeleton = (options.skeleton ?? "") + fields
  }
  readArguments(args, (key, value) => {
    const width = oneOf(WIDTHS, value)
    const keyWidth = oneOf(WIDTHS, key)
    if (value === "") {
      if (key === "date" || key === "time") options[key] = "short"
      else if (keyWidth !== undefined) options.datetime = keyWidth
      else addSkeleton(key)
    } else if (key === "date" || key === "time" || key === "datetime") {
      if (width === undefined) addSkeleton(value)
      else options[key] = width
    } else if (key === "wrap" || key === "wrapper" || key === "wrapped") {
      if (width !== undefined) options.wrap = width
    } else if (key === "skeleton") options.skeleton = value
    else if (key === "calendar") {
      const calendar = Object.hasOwn(CALENDARS, value) ? CALENDARS[value] : undefined
      if (calendar !== undefined) options.ca = calendar
    } else if (key === "context") contextOption(options, value)
  })
  return options
}

const contextOption = (options: { context?: ContextType }, value: string) => {
  const context = oneOf(CONTEXTS, value)
  if (context !== undefined) options.context = context
}

/**
 * `datetime-interval` options: a bare word is the CLDR skeleton (`yMMM`), as is `skeleton:`;
 * `date:` and `time:` give the date or time skeleton; `context`. The calendar is gregorian.
 *
 * @example
 * intervalOptions(["yMMM"]) // { ca: "gregory", skeleton: "yMMM" }
 */
export const intervalOptions = (args: readonly string[]): DateIntervalFormatOptions => {
  const options: Mutable<DateIntervalFormatOptions> = { ca: "gregory" }
  readArguments(args, (key, value) => {
    if (value === "") {
      if (!["context", "skeleton", "date", "time"].includes(key) && key !== "") options.skeleton = key
    } else if (key === "skeleton") options.skeleton = value
    else if (key === "date" || key === "time") options[key] = value
    else if (key === "context") contextOption(options, value)
  })
  return options
}

const FIELDS = ["year", "month", "week", "day", "hour", "minute", "second", "millis"] as const

/**
 * `relative-time` options: `context`, `field` (year, month, week, day, hour, minute, second,
 * millis), `width` (short, narrow, wide), the flags `dayOfWeek`, `numericOnly`, `allowWeeks`,
 * `alwaysNow` (`:true`), and the number options of {@link decimalOptions}.
 *
 * @example
 * relativeTimeOptions(["allowWeeks:true"]) // { ca: "gregory", allowWeeks: true }
 */
export const relativeTimeOptions = (args: readonly string[]): RelativeTimeFormatOptions => {
  const options: Mutable<RelativeTimeFormatOptions> = { ca: "gregory" }
  readArguments(args, (key, value) => {
    if (key === "dayOfWeek" || key === "numericOnly" || key === "allowWeeks" || key === "alwaysNow") {
      options[key] = value === "true"
    } else if (key === "field") {
      const field = oneOf(FIELDS, value)
      if (field !== undefined) options.field = field
    } else if (key === "width") {
      if (value === "short" || value === "narrow" || value === "wide") options.width = value
    } else if (key === "context") contextOption(options, value)
    else numberOption(options, key, value)
  })
  return options
}
