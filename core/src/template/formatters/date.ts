/**
 * Date formatters: `date` (strftime patterns) and `datetimefield` (one field), in the site's time
 * zone (`website.timeZone`, else America/New_York, TPL-012), over `../i18n/zoned-time.ts`.
 *
 * Written against the plugin interface in `../plugins.ts`; registered in `../registry.ts`.
 */

import { perArguments } from "../argument-memo.ts"
import { compileDatePattern } from "../i18n/date-pattern.ts"
import { timestampOf, type ZonedTime, zonedTime } from "../i18n/zoned-time.ts"
import type { FormatterTable } from "../plugins.ts"

const FIELDS: Readonly<Record<string, (time: ZonedTime) => number>> = {
  year: (t) => t.year,
  month: (t) => t.month,
  day: (t) => t.day,
  hour: (t) => t.hour,
  minute: (t) => t.minute,
  second: (t) => t.second,
}

// The pattern is the tag's arguments (`{t|date %B %e, %Y}`): read once per tag.
const datePattern = perArguments((args) => compileDatePattern(args.join(" ")))

const weekdayNames = new Map<string, Intl.DateTimeFormat>()

/** The weekday's name in a locale; the zone's wall clock is already in `time`, so it is read as UTC. */
const weekdayName = (time: ZonedTime, locale: string): string => {
  let format = weekdayNames.get(locale)
  if (format === undefined) {
    if (weekdayNames.size >= 64) weekdayNames.clear()
    format = new Intl.DateTimeFormat(locale, { weekday: "long", timeZone: "UTC" })
    weekdayNames.set(locale, format)
  }
  return format.format(Date.UTC(2000, 0, 2 + time.weekday))
}

/**
 * The date formatters.
 *
 * @example
 * dateFormatters["date"]
 */
export const dateFormatters: FormatterTable = {
  /**
   * `date`: a timestamp (epoch milliseconds) formatted with a strftime pattern in the site's time
   * zone — `{publishOn|date %B %e, %Y}` → "February 17, 2021" (conversions in `../i18n/date-pattern.ts`).
   * No pattern, or a value that is no date (missing, text, NaN, Infinity), prints nothing.
   */
  date: (value, args, ctx) => {
    const epoch = timestampOf(value)
    if (args.length === 0 || epoch === undefined) return ""
    const time = zonedTime(epoch, ctx.timeZone)
    return time === undefined ? "" : datePattern(args)(time)
  },
  /**
   * `datetimefield` (a no-op in the reference engine): one field of a timestamp (epoch
   * milliseconds) in the site's time zone — `{t|datetimefield year}`; fields are year, month, day,
   * hour (0–23), minute, second and weekday (its name in the render's locale). Anything else, or a
   * value that is no date, prints nothing.
   */
  datetimefield: (value, args, ctx) => {
    const epoch = timestampOf(value)
    const field = args[0] ?? ""
    if (epoch === undefined || (field !== "weekday" && !Object.hasOwn(FIELDS, field))) return undefined
    const time = zonedTime(epoch, ctx.timeZone)
    if (time === undefined) return undefined
    return field === "weekday" ? weekdayName(time, ctx.locale) : String(FIELDS[field]?.(time))
  },
}
