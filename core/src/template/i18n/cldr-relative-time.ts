/**
 * `relative-time` as `@phensley/cldr` 1.14 prints it (`Calendars.formatRelativeTime` of two UTC
 * dates), without building two calendar dates per call: the difference is counted on UTC calendar
 * days (`./calendar-difference.ts`), and only the wording goes to CLDR (`formatRelativeTimeField`),
 * kept per rounded amount. Instants outside the years 1600–9999 (near the Julian calendar, or
 * beyond four-digit years) go to CLDR whole. `cldr-relative-time.test.ts` checks the two agree.
 */
import type { CLDR, RelativeTimeFieldType, RelativeTimeFormatOptions } from "@phensley/cldr"
import { calendarDifference, type PeriodField } from "./calendar-difference.ts"
import { adjustDigits, fractionRange, plainDecimal } from "./cldr-number-digits.ts"

// 1600-01-01 and 10000-01-01, UTC.
const EARLIEST = -11_676_096_000_000
const LATEST = 253_402_300_800_000
const FIELDS: readonly PeriodField[] = ["year", "month", "week", "day", "hour", "minute", "second", "millis"]
const WEEKDAYS = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"] as const

const inRange = (epoch: number): boolean => epoch >= EARLIEST && epoch < LATEST

/**
 * `cldr.Calendars.formatRelativeTime` from `start` to `end` (epoch milliseconds, both read as UTC
 * dates), with the same options.
 *
 * @example
 * formatRelativeTime(cldr, now, now - 3 * 86_400_000, { ca: "gregory" }) // "3 days ago"
 */
export const formatRelativeTime = (
  cldr: CLDR,
  start: number,
  end: number,
  options: RelativeTimeFormatOptions,
): string => {
  if (!inRange(start) || !inRange(end)) {
    const from = cldr.Calendars.toGregorianDate({ date: start, zoneId: "UTC" })
    const to = cldr.Calendars.toGregorianDate({ date: end, zoneId: "UTC" })
    return cldr.Calendars.formatRelativeTime(from, to, options)
  }
  const weeks = options.allowWeeks === true
  let field: PeriodField | undefined = options.field
  if (field === undefined) {
    const whole = calendarDifference(start, end, undefined, false, weeks)
    field = FIELDS.find((name) => whole[name] !== 0) ?? "millis"
  }
  let amount = calendarDifference(start, end, field, true, weeks)[field]
  let wording: RelativeTimeFieldType = field as RelativeTimeFieldType
  if (field === "millis") {
    amount /= 1000
    wording = "second"
  }
  if (options.dayOfWeek === true && field === "week") {
    const weekday = new Date(end).getUTCDay()
    if (new Date(start).getUTCDay() === weekday) wording = WEEKDAYS[weekday] as RelativeTimeFieldType
  }
  return wordingOf(cldr, amount, wording, options)
}

/** Wordings per CLDR object and options object, by field and rounded amount. */
const wordings = new WeakMap<CLDR, WeakMap<RelativeTimeFormatOptions, Map<string, string>>>()
const MAX_WORDINGS = 2000

/**
 * `cldr.Calendars.formatRelativeTimeField(amount, field, options)`. Its text depends only on the
 * amount as rounded for printing (to whole units unless the options ask for fraction digits), so it
 * is kept per rounded amount and sign: "3 days ago" is worked out once, not once per date.
 */
const wordingOf = (
  cldr: CLDR,
  amount: number,
  field: RelativeTimeFieldType,
  options: RelativeTimeFormatOptions,
): string => {
  const plain = plainDecimal(amount)
  const significant =
    options.minimumSignificantDigits !== undefined || options.maximumSignificantDigits !== undefined
  if (plain === undefined || significant)
    return cldr.Calendars.formatRelativeTimeField(amount, field, options)
  const [min, max] = fractionRange(options, 0, 0)
  const rounded = adjustDigits(plain, min, max, options.round ?? "half-even")
  // The sign as given: CLDR tells "-0" ("0 days ago") from "0" when it prints numbers only.
  const key = `${field}${plain.negative ? "-" : "+"}${rounded.integer}.${rounded.fraction}`
  let known = wordings.get(cldr)?.get(options)
  if (known === undefined) {
    known = new Map()
    const byOptions = wordings.get(cldr) ?? new WeakMap()
    byOptions.set(options, known)
    wordings.set(cldr, byOptions)
  }
  let text = known.get(key)
  if (text === undefined) {
    if (known.size >= MAX_WORDINGS) known.clear()
    text = cldr.Calendars.formatRelativeTimeField(amount, field, options)
    known.set(key, text)
  }
  return text
}
