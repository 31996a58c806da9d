/**
 * The `date` formatter's patterns: UNIX `strftime` / YUI conversions (`%Y-%m-%d %H:%M`) over a
 * {@link ZonedTime}. Names are English and the composite forms (`%c`, `%x`, `%X`, `%r`) US-style, as
 * JSON-Template defines them; the i18n `datetime` formatter is the localised one.
 */
import { isLeapYear, type ZonedTime } from "./zoned-time.ts"

const SHORT_DAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"] as const
const LONG_DAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const
const LONG_MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const

const pad = (value: number, width: number, fill = "0") => String(value).padStart(width, fill)
const mod7 = (n: number) => ((n % 7) + 7) % 7
const yearLength = (year: number) => (isLeapYear(year) ? 366 : 365)
const hour12 = (t: ZonedTime) => (t.hour % 12 === 0 ? 12 : t.hour % 12)
const shortMonth = (t: ZonedTime) => LONG_MONTHS[t.month - 1]?.slice(0, 3) ?? ""

/**
 * Week of the year with weeks starting on `firstDay` (0 Sunday, 1 Monday), counted the CLDR way
 * with one minimal day: the week holding January 1 is week 1, so the last days of December that
 * share a week with the next January 1 are week 1 too.
 */
const weekOfYear = (t: ZonedTime, firstDay: number): number => {
  const jan1 = mod7(t.weekday - (t.dayOfYear - 1))
  const inWeek = mod7(t.weekday - firstDay)
  const daysToNextYear = yearLength(t.year) - t.dayOfYear + 1
  if (inWeek + daysToNextYear <= 6) return 1
  return Math.floor((t.dayOfYear - 1 + mod7(jan1 - firstDay)) / 7) + 1
}

/** ISO 8601 week (weeks start on Monday; week 1 holds the year's first Thursday) and its year. */
const isoWeek = (t: ZonedTime): { week: number; year: number } => {
  const isoDay = t.weekday === 0 ? 7 : t.weekday
  const week = Math.floor((t.dayOfYear - isoDay + 10) / 7)
  const jan1 = mod7(t.weekday - (t.dayOfYear - 1))
  const weeksIn = (year: number, firstWeekday: number) =>
    firstWeekday === 4 || (firstWeekday === 3 && isLeapYear(year)) ? 53 : 52
  if (week < 1) {
    const previous = t.year - 1
    return { week: weeksIn(previous, mod7(jan1 - yearLength(previous))), year: previous }
  }
  if (week > weeksIn(t.year, jan1)) return { week: 1, year: t.year + 1 }
  return { week, year: t.year }
}

const offsetText = (offset: number) => {
  const minutes = Math.round(Math.abs(offset) / 60_000)
  return `${offset < 0 ? "-" : "+"}${pad(Math.floor(minutes / 60), 2)}:${pad(minutes % 60, 2)}`
}

type Conversion = (t: ZonedTime) => string

/** A conversion that is a pattern of others (`%F` is `%Y-%m-%d`), read on first use. */
const composite = (pattern: string): Conversion => {
  let compiled: Conversion | undefined
  return (t) => {
    compiled ??= compileDatePattern(pattern)
    return compiled(t)
  }
}

const CONVERSIONS: Readonly<Record<string, Conversion>> = {
  a: (t) => SHORT_DAYS[t.weekday] ?? "",
  A: (t) => LONG_DAYS[t.weekday] ?? "",
  b: shortMonth,
  B: (t) => LONG_MONTHS[t.month - 1] ?? "",
  c: (t) =>
    `${SHORT_DAYS[t.weekday] ?? ""}, ${shortMonth(t)} ${t.day}, ${t.year} ${hour12(t)}:${pad(t.minute, 2)}:${pad(t.second, 2)} ${t.hour < 12 ? "AM" : "PM"} ${t.abbreviation}`,
  C: (t) => pad(Math.trunc(t.year / 100), 2),
  d: (t) => pad(t.day, 2),
  D: composite("%m/%d/%y"),
  e: (t) => pad(t.day, 2, " "),
  F: composite("%Y-%m-%d"),
  g: (t) => pad(isoWeek(t).year % 100, 2),
  G: (t) => pad(isoWeek(t).year, 4),
  h: shortMonth,
  H: (t) => pad(t.hour, 2),
  i: (t) => String(hour12(t)),
  I: (t) => pad(hour12(t), 2),
  j: (t) => pad(t.dayOfYear, 3),
  k: (t) => pad(t.hour, 2, " "),
  l: (t) => pad(hour12(t), 2, " "),
  m: (t) => pad(t.month, 2),
  M: (t) => pad(t.minute, 2),
  n: () => "\n",
  N: (t) => pad(t.millisecond * 1_000_000, 9),
  p: (t) => (t.hour < 12 ? "AM" : "PM"),
  P: (t) => (t.hour < 12 ? "am" : "pm"),
  q: (t) => String(Math.floor((t.month - 1) / 3) + 1),
  r: (t) => `${hour12(t)}:${pad(t.minute, 2)}:${pad(t.second, 2)} ${t.hour < 12 ? "AM" : "PM"}`,
  R: composite("%H:%M"),
  s: (t) => String(Math.floor(t.epoch / 1000)),
  S: (t) => pad(t.second, 2),
  t: () => "\t",
  T: composite("%H:%M:%S"),
  u: (t) => String(t.weekday === 0 ? 7 : t.weekday),
  U: (t) => pad(weekOfYear(t, 0), 2),
  v: composite("%e-%b-%Y"),
  V: (t) => pad(isoWeek(t).week, 2),
  w: (t) => String(t.weekday),
  W: (t) => pad(weekOfYear(t, 1), 2),
  x: composite("%m/%d/%Y"),
  X: composite("%I:%M:%S %p"),
  y: (t) => pad(((t.year % 100) + 100) % 100, 2),
  Y: (t) => String(t.year),
  z: (t) => offsetText(t.offset),
  Z: (t) => t.abbreviation,
}

/**
 * Formats a zoned time with a `strftime`-style pattern. `%%` is a percent sign and a lone `%` at
 * the end stays as it is; an unknown conversion (`%Q`) prints nothing. Conversions as in GNU `date`,
 * with these readings: `%U` and `%W` number weeks from the one holding January 1 (week 1, Sunday- or
 * Monday-first), `%z` is `-05:00`, `%N` nanoseconds from the milliseconds, `%i` the 12-hour hour
 * unpadded, `%v` is `%e-%b-%Y`, and `%c` is `Wed, Feb 17, 2021 4:26:05 PM EST`.
 *
 * @example
 * formatDatePattern(zonedTime(1613597165345, "America/New_York")!, "%Y-%m-%d %H:%M %Z") // "2021-02-17 16:26 EST"
 */
export const formatDatePattern = (time: ZonedTime, pattern: string): string =>
  compileDatePattern(pattern)(time)

/**
 * {@link formatDatePattern} with the pattern read once: the pattern split into text and
 * conversions, for a formatter that prints many dates with one pattern.
 *
 * @example
 * const isoDay = compileDatePattern("%Y-%m-%d")
 * isoDay(zonedTime(0, "UTC")!) // "1970-01-01"
 */
export const compileDatePattern = (pattern: string): ((time: ZonedTime) => string) => {
  const pieces: (string | Conversion)[] = []
  let from = 0
  for (let at = pattern.indexOf("%"); at !== -1; at = pattern.indexOf("%", from)) {
    pieces.push(pattern.slice(from, at))
    const code = pattern[at + 1]
    if (code === undefined) {
      pieces.push("%")
      from = at + 1
      break
    }
    pieces.push(code === "%" ? "%" : (CONVERSIONS[code] ?? ""))
    from = at + 2
  }
  pieces.push(pattern.slice(from))
  return (time) => {
    let out = ""
    for (const piece of pieces) out += typeof piece === "string" ? piece : piece(time)
    return out
  }
}
