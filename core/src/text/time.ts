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

type Unit = "minute" | "hour" | "day" | "week" | "month" | "year"

const about = (count: number, unit: Unit) =>
  count === 1 ? `about ${unit === "hour" ? "an" : "a"} ${unit} ago` : `about ${count} ${unit}s ago`

const toMillis = (time: number | Date): number => (typeof time === "number" ? time : time.getTime())

/**
 * How long ago something happened (TPL-033, TPL-034): "less than a minute ago" under a minute, then
 * "about N minutes/hours/days/weeks/months/years ago" in the largest unit that fits, rounded down;
 * one of a unit reads "about a minute ago", "about an hour ago" (the wording of the platform's
 * `timesince`). A week is 7 days, a month 30, a year 365. `now` is an argument so the caller owns
 * the clock. Decisions where the spec is silent (TPL-032): a missing time (null, undefined) gives
 * "" — there is nothing to say; a time that is present but not finite (NaN, Infinity, an invalid
 * Date) gives "Invalid date.", so a broken value is visible rather than silently blank. A time
 * after `now` (clock skew between server and browser) reads as "less than a minute ago".
 *
 * @example
 * relativeTime(now - 90 * 60_000, now) // "about an hour ago"
 * relativeTime(now - 3 * 86_400_000, now) // "about 3 days ago"
 * relativeTime(Number.NaN, now) // "Invalid date."
 */
export const relativeTime = (then: number | Date | null | undefined, now: number | Date): string => {
  if (then == null) return ""
  const elapsed = toMillis(now) - toMillis(then)
  if (!Number.isFinite(elapsed)) return INVALID_DATE
  if (elapsed < MINUTE) return "less than a minute ago"
  const days = Math.floor(elapsed / DAY)
  if (days >= 365) return about(Math.floor(days / 365), "year")
  if (days >= 30) return about(Math.floor(days / 30), "month")
  if (days >= 7) return about(Math.floor(days / 7), "week")
  if (days >= 1) return about(days, "day")
  if (elapsed >= HOUR) return about(Math.floor(elapsed / HOUR), "hour")
  return about(Math.floor(elapsed / MINUTE), "minute")
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
