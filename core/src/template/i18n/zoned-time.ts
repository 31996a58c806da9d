/**
 * An instant read as the wall clock of a time zone, for the date formatters. Offsets and
 * abbreviations come from the time-zone database of CLDR engine 1.14 (`@phensley/timezone`, the
 * data the i18n formatters use too, TPL-011), so `date`, `datetimefield`, `datetime` and
 * `message` agree on what time it is in the site's zone (TPL-012).
 */
import { TZ } from "@phensley/timezone"
import { asNumber, Kind, kindOf } from "../values/values.ts"

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

let lastEpoch = Number.NaN
let lastZone = ""
let lastTime: ZonedTime | undefined

/**
 * The wall-clock fields of an instant in a time zone; undefined when the zone is unknown or the
 * instant is not a date (see {@link timestampOf}).
 *
 * @example
 * zonedTime(1613597165345, "America/New_York")?.abbreviation // "EST"
 * zonedTime(0, "UTC")?.year // 1970
 */
export const zonedTime = (epoch: number, zone: string): ZonedTime | undefined => {
  // Pages print one instant several times over (a post's date in an attribute, then in words):
  // the last answer is kept. It is a pure function of its arguments, so it is never stale.
  if (epoch === lastEpoch && zone === lastZone) return lastTime
  lastTime = readZonedTime(epoch, zone)
  lastEpoch = epoch
  lastZone = zone
  return lastTime
}

const DAY = 86_400_000

const readZonedTime = (epoch: number, zone: string): ZonedTime | undefined => {
  if (!Number.isFinite(epoch) || Math.abs(epoch) > MAX_TIMESTAMP) return undefined
  const info = TZ.fromUTC(zone, epoch)
  if (info === undefined) return undefined
  // The UTC fields of the shifted instant are the wall clock of the zone (whole milliseconds, as
  // a Date keeps them), computed by calendar arithmetic rather than through a Date.
  const wall = Math.trunc(epoch + info.offset)
  if (Math.abs(wall) > MAX_TIMESTAMP) return undefined
  const days = Math.floor(wall / DAY)
  const inDay = wall - days * DAY
  const { year, month, day } = civilDate(days)
  const leapDay = month > 2 && isLeapYear(year) ? 1 : 0
  return {
    epoch,
    year,
    month,
    day,
    hour: Math.floor(inDay / 3_600_000),
    minute: Math.floor(inDay / 60_000) % 60,
    second: Math.floor(inDay / 1000) % 60,
    millisecond: inDay % 1000,
    weekday: (((days + 4) % 7) + 7) % 7,
    dayOfYear: (DAYS_BEFORE_MONTH[month - 1] ?? 0) + leapDay + day,
    offset: info.offset,
    abbreviation: info.abbr,
  }
}

/**
 * The (proleptic Gregorian) calendar date of a day number, days since 1970-01-01; month and day
 * count from 1. Plain arithmetic (H. Hinnant's civil-from-days), no Date.
 *
 * @example
 * civilDate(18_675) // { year: 2021, month: 2, day: 17 }
 */
export const civilDate = (dayNumber: number): { year: number; month: number; day: number } => {
  const z = dayNumber + 719_468
  const era = Math.floor(z / 146_097)
  const dayOfEra = z - era * 146_097
  const yearOfEra = Math.floor(
    (dayOfEra -
      Math.floor(dayOfEra / 1460) +
      Math.floor(dayOfEra / 36_524) -
      Math.floor(dayOfEra / 146_096)) /
      365,
  )
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100))
  const shifted = Math.floor((5 * dayOfYear + 2) / 153)
  const month = shifted < 10 ? shifted + 3 : shifted - 9
  return {
    year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0),
    month,
    day: dayOfYear - Math.floor((153 * shifted + 2) / 5) + 1,
  }
}

/**
 * The day number (days since 1970-01-01) of a valid calendar date, the inverse of {@link civilDate}.
 *
 * @example
 * dayNumberOf(2021, 2, 17) // 18_675
 */
export const dayNumberOf = (year: number, month: number, day: number): number => {
  const y = month <= 2 ? year - 1 : year
  const era = Math.floor(y / 400)
  const yearOfEra = y - era * 400
  const dayOfYear = Math.floor((153 * (month > 2 ? month - 3 : month + 9) + 2) / 5) + day - 1
  return (
    era * 146_097 +
    yearOfEra * 365 +
    Math.floor(yearOfEra / 4) -
    Math.floor(yearOfEra / 100) +
    dayOfYear -
    719_468
  )
}
