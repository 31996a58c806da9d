/**
 * An instant read as the wall clock of a time zone, for the date formatters. Offsets and
 * abbreviations come from the time-zone database of CLDR engine 1.14 (`@phensley/timezone`, the
 * data the i18n formatters use too, TPL-011), so `date`, `datetimefield`, `datetime` and
 * `message` agree on what time it is in the site's zone (TPL-012).
 */
import { TZ } from "@phensley/timezone"
import { asNumber, Kind, kindOf } from "./values.ts"

/**
 * The largest distance from the epoch a date may have, in milliseconds (ECMAScript's Date range,
 * ±100 000 000 days). Timestamps beyond it are not dates.
 *
 * @example
 * timestampOf(MAX_TIMESTAMP + 1) // undefined
 */
export const MAX_TIMESTAMP = 8.64e15

/**
 * The fields of an instant in a time zone. `weekday` is 0 for Sunday to 6 for Saturday;
 * `dayOfYear` counts from 1; `offset` is the zone's distance from UTC in milliseconds at that
 * instant, daylight saving included.
 *
 * @example
 * zonedTime(1613597165345, "America/New_York")?.hour // 16
 */
export interface ZonedTime {
  readonly epoch: number
  readonly year: number
  readonly month: number
  readonly day: number
  readonly hour: number
  readonly minute: number
  readonly second: number
  readonly millisecond: number
  readonly weekday: number
  readonly dayOfYear: number
  readonly offset: number
  /** The zone's abbreviation at that instant ("EST", "EDT", "CET"). */
  readonly abbreviation: string
}

/** Days before the first of each month in a common year. */
const DAYS_BEFORE_MONTH = [0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334] as const

/**
 * Whether a (proleptic Gregorian) year has 366 days.
 *
 * @example
 * isLeapYear(2020) // true
 */
export const isLeapYear = (year: number): boolean => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0

/**
 * The timestamp (epoch milliseconds) a template value stands for: a number, or a string of one
 * (`"1613597165345"`). Anything else — missing, null, objects, text, NaN, Infinity, or beyond
 * {@link MAX_TIMESTAMP} — is no date (undefined).
 *
 * @example
 * timestampOf("1613597165345") // 1613597165345
 * timestampOf(null) // undefined
 */
export const timestampOf = (value: unknown): number | undefined => {
  const kind = kindOf(value)
  if (kind !== Kind.Number && kind !== Kind.String) return undefined
  const epoch = asNumber(value)
  return Number.isFinite(epoch) && Math.abs(epoch) <= MAX_TIMESTAMP ? epoch : undefined
}

/**
 * The wall-clock fields of an instant in a time zone; undefined when the zone is unknown or the
 * instant is not a date (see {@link timestampOf}).
 *
 * @example
 * zonedTime(1613597165345, "America/New_York")?.abbreviation // "EST"
 * zonedTime(0, "UTC")?.year // 1970
 */
export const zonedTime = (epoch: number, zone: string): ZonedTime | undefined => {
  if (!Number.isFinite(epoch) || Math.abs(epoch) > MAX_TIMESTAMP) return undefined
  const info = TZ.fromUTC(zone, epoch)
  if (info === undefined) return undefined
  // The UTC fields of the shifted instant are the wall clock of the zone.
  const wall = new Date(epoch + info.offset)
  if (Number.isNaN(wall.getTime())) return undefined
  const year = wall.getUTCFullYear()
  const month = wall.getUTCMonth() + 1
  const day = wall.getUTCDate()
  const leapDay = month > 2 && isLeapYear(year) ? 1 : 0
  return {
    epoch,
    year,
    month,
    day,
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    second: wall.getUTCSeconds(),
    millisecond: wall.getUTCMilliseconds(),
    weekday: wall.getUTCDay(),
    dayOfYear: (DAYS_BEFORE_MONTH[month - 1] ?? 0) + leapDay + day,
    offset: info.offset,
    abbreviation: info.abbr,
  }
}
