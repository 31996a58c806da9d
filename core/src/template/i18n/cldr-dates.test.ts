import type { CLDR, DateFormatOptions } from "@phensley/cldr"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { cldrFor } from "../conformance.test-support.mjs"
import { formatDate } from "./cldr-dates.ts"

// Locales with other digits (ar, fa, bn), scripts, 24-hour clocks, and eras or zone names in some
// widths (th, the full times): those formats must fall back to CLDR and still agree.
const LOCALES = [
  "en",
  "en-US",
  "de",
  "fr",
  "ja",
  "zh",
  "zh-Hant",
  "ar",
  "fa",
  "bn",
  "ru",
  "th",
  "ta",
  "he",
  "ko",
]
const cldrs = new Map(LOCALES.map((locale) => [locale, cldrFor(locale) as CLDR]))
const ZONES = [
  "America/New_York",
  "Europe/Berlin",
  "Asia/Kolkata",
  "Pacific/Chatham",
  "UTC",
  "Australia/Lord_Howe",
]
// Option objects as the formatter has them: one per tag, used for every date it prints.
const OPTIONS: readonly DateFormatOptions[] = ["short", "medium", "long", "full"].flatMap((width) =>
  ["date", "time", "datetime"].map((key) => ({ ca: "gregory", [key]: width }) as DateFormatOptions),
)
const MORE: readonly DateFormatOptions[] = [
  { ca: "gregory", date: "long", time: "short" },
  { ca: "gregory", date: "short", wrap: "full" },
  { ca: "gregory" },
  { ca: "gregory", skeleton: "yMMMd" },
  { ca: "japanese", date: "long" },
  { ca: "gregory", date: "full", context: "begin-sentence" },
]

describe("TPL datetime in the site's zone, as CLDR prints it", () => {
  it("TPL datetime: property: every standard width agrees with CLDR", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...LOCALES),
        fc.integer({ min: -2_208_988_800_000, max: 4_102_444_800_000 }),
        fc.constantFrom(...ZONES),
        fc.constantFrom(...OPTIONS, ...MORE),
        (locale, date, zoneId, options) => {
          const cldr = cldrs.get(locale) as CLDR
          expect(formatDate(cldr, date, zoneId, options)).toBe(
            cldr.Calendars.formatDate({ date, zoneId }, options),
          )
        },
      ),
      { numRuns: 3000 },
    )
  })

  it("TPL datetime: dates beyond the tables' years, and fractions of a millisecond, agree too", () => {
    const en = cldrs.get("en") as CLDR
    const options: DateFormatOptions = { ca: "gregory", date: "long" }
    for (const date of [Date.UTC(1500, 5, 1), Date.UTC(12000, 0, 1), 1613597165345.5, -1])
      expect(formatDate(en, date, "America/New_York", options)).toBe(
        en.Calendars.formatDate({ date, zoneId: "America/New_York" }, options),
      )
  })
})
