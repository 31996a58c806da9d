import type { CLDR, RelativeTimeFormatOptions } from "@phensley/cldr"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { cldrFor } from "../conformance.test-support.mjs"
import { formatRelativeTime } from "./cldr-relative-time.ts"

const LOCALES = ["en", "de", "fr", "ja", "ar", "ru"]
const cldrs = new Map(LOCALES.map((locale) => [locale, cldrFor(locale) as CLDR]))
const DAY = 86_400_000

/** What the formatter did before: two UTC calendar dates handed to CLDR. */
const byCldr = (cldr: CLDR, start: number, end: number, options: RelativeTimeFormatOptions) =>
  cldr.Calendars.formatRelativeTime(
    cldr.Calendars.toGregorianDate({ date: start, zoneId: "UTC" }),
    cldr.Calendars.toGregorianDate({ date: end, zoneId: "UTC" }),
    options,
  )

// Instants from 1900 to 2100, and month ends, where calendar differences are delicate.
const instant = fc.oneof(
  fc.integer({ min: -2_208_988_800_000, max: 4_102_444_800_000 }),
  fc
    .tuple(
      fc.integer({ min: 1995, max: 2030 }),
      fc.integer({ min: 0, max: 11 }),
      fc.integer({ min: 27, max: 31 }),
    )
    .map(([year, month, day]) => Date.UTC(year, month, day, 12)),
)
const offset = fc.oneof(
  fc.integer({ min: -90 * DAY, max: 90 * DAY }),
  fc.integer({ min: -3 * DAY, max: 3 * DAY }),
  fc.integer({ min: -5 * 366 * DAY, max: 5 * 366 * DAY }),
  fc.integer({ min: -4, max: 4 }).map((days) => days * DAY),
)
// A few option objects, each used many times (the wording is kept per options object).
const OPTIONS: readonly RelativeTimeFormatOptions[] = [
  { ca: "gregory" },
  { ca: "gregory", allowWeeks: true },
  { ca: "gregory", allowWeeks: true, dayOfWeek: true },
  { ca: "gregory", field: "month" },
  { ca: "gregory", field: "week" },
  { ca: "gregory", field: "hour" },
  { ca: "gregory", field: "millis" },
  { ca: "gregory", numericOnly: true },
  { ca: "gregory", maximumFractionDigits: 2, width: "short" },
  { ca: "gregory", round: "floor", context: "begin-sentence" },
]

describe("TPL-033 relative-time counted on UTC calendar days, worded by CLDR", () => {
  it("TPL-033 property: the same words as CLDR's own difference of two UTC dates", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...LOCALES),
        instant,
        offset,
        fc.constantFrom(...OPTIONS),
        (locale, start, shift, options) => {
          const cldr = cldrs.get(locale) as CLDR
          expect(formatRelativeTime(cldr, start, start + shift, options)).toBe(
            byCldr(cldr, start, start + shift, options),
          )
        },
      ),
      { numRuns: 4000 },
    )
  })

  it.each<[number, number, string]>([
    [Date.UTC(2021, 0, 31), Date.UTC(2021, 1, 28), "in 28 days"],
    [Date.UTC(2021, 0, 31), Date.UTC(2021, 2, 1), "next month"],
    [Date.UTC(2020, 1, 29), Date.UTC(2021, 1, 28), "in 12 months"],
    [Date.UTC(2021, 5, 1, 23), Date.UTC(2021, 5, 2, 1), "in 2 hours"],
    [Date.UTC(2021, 5, 2), Date.UTC(2021, 5, 1), "yesterday"],
    [0, 0, "now"],
  ])("TPL-033 from %d to %d reads %j", (start, end, text) => {
    const en = cldrs.get("en") as CLDR
    expect(formatRelativeTime(en, start, end, { ca: "gregory" })).toBe(
      byCldr(en, start, end, { ca: "gregory" }),
    )
    expect(formatRelativeTime(en, start, end, { ca: "gregory" })).toBe(text)
  })

  it("TPL-033 instants before 1600 go to CLDR whole", () => {
    const en = cldrs.get("en") as CLDR
    const start = Date.UTC(1500, 0, 1)
    expect(formatRelativeTime(en, start, start + 400 * DAY, { ca: "gregory" })).toBe(
      byCldr(en, start, start + 400 * DAY, { ca: "gregory" }),
    )
  })
})
