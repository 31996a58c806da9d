/**
 * The time between two instants counted on UTC calendar days, in years, months, weeks, days and
 * smaller units, as `@phensley/cldr` 1.14 counts it for relative times (its Temporal-style date
 * difference, of which UTC needs only the calendar arithmetic: no daylight saving). Used by
 * `./cldr-relative-time.ts`; its property test holds the two to the same answers.
 */
import { civilDate, dayNumberOf } from "./zoned-time.ts"

const DAY = 86_400_000
const HOUR = 3_600_000
const MINUTE = 60_000
const SECOND = 1000
/**
 * A unit of a calendar difference.
 *
 * @example
 * const unit: PeriodField = "week"
 */
export type PeriodField = "year" | "month" | "week" | "day" | "hour" | "minute" | "second" | "millis"

interface Ymd {
  readonly year: number
  readonly month: number
  readonly day: number
}

const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const

const daysInMonth = (year: number, month: number): number =>
  month === 2 && year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0)
    ? 29
    : (MONTH_DAYS[month - 1] as number)

/** Year and month with the month brought into 1–12. */
const yearMonth = (year: number, month: number): [number, number] => {
  const zeroBased = month - 1
  return [year + Math.floor(zeroBased / 12), (((zeroBased % 12) + 12) % 12) + 1]
}

/** Whether (year, month, day) lies beyond `two` in the direction `sign`. */
const beyond = (sign: number, year: number, month: number, day: number, two: Ymd): boolean => {
  if (year !== two.year) return sign * (year - two.year) > 0
  if (month !== two.month) return sign * (month - two.month) > 0
  return day !== two.day && sign * (day - two.day) > 0
}

/**
 * A difference in each unit (those not asked for are 0).
 *
 * @example
 * const threeDays: Period = { year: 0, month: 0, week: 0, day: 3, hour: 0, minute: 0, second: 0, millis: 0 }
 */
export type Period = Record<PeriodField, number>

/**
 * The time from `start` to `end` (epoch milliseconds) in one unit, or in all but weeks when `only`
 * is undefined (then `weeks` adds weeks), as CLDR's `difference` computes it in UTC; with
 * `fractions`, the one unit carries the rest as a fraction ("2.5 months").
 *
 * @example
 * calendarDifference(0, 86_400_000 * 45, "month", true, false).month // 1.4599… (1 month, 14 days)
 */
export const calendarDifference = (
  start: number,
  end: number,
  only: PeriodField | undefined,
  fractions: boolean,
  weeks: boolean,
) => {
  const result: Period = { year: 0, month: 0, week: 0, day: 0, hour: 0, minute: 0, second: 0, millis: 0 }
  if (start === end) return result
  const has = (field: PeriodField) => (only === undefined ? field !== "week" : field === only)
  const step = start < end ? 1 : -1
  const startDay = Math.floor(start / DAY)
  const endDay = Math.floor(end / DAY)
  const startMs = start - startDay * DAY
  let millis = end - start
  if (startDay !== endDay) {
    const one = civilDate(startDay)
    // The end's time of day measured from the start's, on the end's day or the one or two before.
    let endOn = endDay
    for (
      let shift = Math.sign(end - endDay * DAY - startMs) === -step ? 1 : 0;
      shift <= (step === 1 ? 2 : 1);
      shift++
    ) {
      endOn = endDay - shift * step
      millis = end - (endOn * DAY + startMs)
      if (Math.sign(millis) !== -step) break
    }
    const two = civilDate(endOn)
    if (has("year") || has("month")) {
      let years = two.year - one.year
      if (years !== 0) years -= step
      while (!beyond(step, one.year + years, one.month, one.day, two)) {
        result.year = years
        years += step
      }
      let months = step
      let [year, month] = yearMonth(one.year + result.year, one.month + months)
      while (!beyond(step, year, month, one.day, two)) {
        result.month = months
        months += step
        ;[year, month] = yearMonth(year, month + step)
      }
      if (!has("year")) {
        result.month += result.year * 12
        result.year = 0
      } else if (!has("month") && !fractions) result.month = 0
    }
    const [year, month] = yearMonth(one.year + result.year, one.month + result.month)
    const day = Math.min(Math.max(one.day, 1), daysInMonth(year, month))
    let days = dayNumberOf(two.year, two.month, two.day) - dayNumberOf(year, month, day)
    if ((weeks && only === undefined) || only === "week") {
      result.week = Math.trunc(days / 7)
      days %= 7
    }
    result.day = days
  }
  result.millis = millis
  if (!has("day")) {
    result.millis += result.day * DAY
    result.day = 0
  }
  if (fractions) {
    const days = result.day + result.millis / DAY
    if (only === "year") result.year += result.month / 12 + (result.week * 7 + days) / 365.25
    else if (only === "month") result.month += (result.week * 7 + days) / 30.44
    else if (only === "week") result.week += days / 7
    else if (only === "day") result.day = days
    else if (only === "hour") result.hour += result.millis / HOUR
    else if (only === "minute") result.minute = result.millis / MINUTE
    else if (only === "second") result.second = result.millis / SECOND
    if (only !== "millis") result.millis = 0
    return result
  }
  result.hour = (result.millis / HOUR) | 0
  result.millis -= result.hour * HOUR
  result.minute = (result.millis / MINUTE) | 0
  result.millis -= result.minute * MINUTE
  result.second = (result.millis / SECOND) | 0
  result.millis -= result.second * SECOND
  return result
}
