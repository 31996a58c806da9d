/**
 * Date formatters: `date`, `datetimefield` and friends, in the site's time zone.
 *
 * Written against the plugin interface in `../plugins.ts`; registered in `../registry.ts`.
 */
import { type FormatterTable, Kind, kindOf } from "../plugins.ts"

const FIELDS: Readonly<Record<string, Intl.DateTimeFormatOptions>> = {
  year: { year: "numeric" },
  month: { month: "numeric" },
  day: { day: "numeric" },
  hour: { hour: "numeric", hourCycle: "h23" },
  minute: { minute: "numeric" },
  second: { second: "numeric" },
  weekday: { weekday: "long" },
}

/**
 * The date formatters.
 *
 * @example
 * dateFormatters["date"]
 */
export const dateFormatters: FormatterTable = {
  /**
   * `datetimefield` (a no-op in the reference engine): one field of a timestamp (epoch
   * milliseconds) in the site's time zone — `{t|datetimefield year}`; fields are year, month, day,
   * hour (0–23), minute, second and weekday (its name in the render's locale). Anything else, or a
   * value that is not a number, prints nothing.
   */
  datetimefield: (value, args, ctx) => {
    const field = FIELDS[args[0] ?? ""]
    if (kindOf(value) !== Kind.Number || field === undefined || !Number.isFinite(value)) return undefined
    const parts = new Intl.DateTimeFormat(ctx.locale, { ...field, timeZone: ctx.timeZone }).formatToParts(
      value as number,
    )
    const found = parts.find((part) => part.type === args[0])?.value
    // Numeric fields print as plain numbers (Intl pads some hours to two digits).
    return found === undefined || args[0] === "weekday" ? found : String(Number(found))
  },
}
