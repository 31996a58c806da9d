/**
 * The text for a time that is present but not a real time (TPL-032).
 *
 * @example
 * relativeTime(Number.NaN, now) === INVALID_DATE // true
 */
export const INVALID_DATE = "Invalid date."

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

const about = (count: number, unit: string) => `about ${count} ${unit}${count === 1 ? "" : "s"} ago`

const toMillis = (time: number | Date): number => (typeof time === "number" ? time : time.getTime())

/**
 * How long ago something happened (TPL-033, TPL-034): "less than a minute ago" under a minute, then
 * "about N minutes/hours/days/months/years ago", each rounded down, singular for one ("about 1 hour
 * ago"); a month is 30 days and a year 365. `now` is an argument so the caller owns the clock.
 * Decisions where the spec is silent (TPL-032): a missing time (null, undefined) gives "" — there is
 * nothing to say; a time that is present but not finite (NaN, Infinity, an invalid Date) gives
 * "Invalid date.", so a broken value is visible rather than silently blank. A time after `now`
 * (clock skew between server and browser) reads as "less than a minute ago".
 *
 * @example
 * relativeTime(now - 90 * 60_000, now) // "about 1 hour ago"
 * relativeTime(Number.NaN, now) // "Invalid date."
 */
export const relativeTime = (then: number | Date | null | undefined, now: number | Date): string => {
  if (then == null) return ""
  const elapsed = toMillis(now) - toMillis(then)
  if (!Number.isFinite(elapsed)) return INVALID_DATE
  if (elapsed < MINUTE) return "less than a minute ago"
  if (elapsed < HOUR) return about(Math.floor(elapsed / MINUTE), "minute")
  if (elapsed < DAY) return about(Math.floor(elapsed / HOUR), "hour")
  const days = Math.floor(elapsed / DAY)
  if (days < 30) return about(days, "day")
  if (days < 365) return about(Math.floor(days / 30), "month")
  return about(Math.floor(days / 365), "year")
}

/**
 * A duration in seconds as minutes:seconds (TPL-035): "1:05", "0:07", "61:01" (minutes do not roll
 * over into hours). Fractions of a second are dropped; a negative duration shows as "0:00"; one that
 * is not finite gives "" (nothing known to show).
 *
 * @example
 * formatDuration(65) // "1:05"
 */
export const formatDuration = (seconds: number): string => {
  if (!Number.isFinite(seconds)) return ""
  const whole = Math.max(0, Math.floor(seconds))
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}`
}
