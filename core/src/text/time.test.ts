import { describe, expect, it } from "@effect/vitest"
import fc from "fast-check"
import { formatDuration, INVALID_DATE, relativeTime } from "./time.ts"

const now = Date.UTC(2025, 5, 15, 12, 0, 0)
const SECOND = 1000
const MINUTE = 60 * SECOND
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

describe("TPL-033 / TPL-034 relative time", () => {
  it.each([
    [0, "less than a minute ago"],
    [59 * SECOND, "less than a minute ago"],
    [-5 * DAY, "less than a minute ago"],
    [MINUTE, "about a minute ago"],
    [90 * SECOND, "about a minute ago"],
    [2 * MINUTE, "about 2 minutes ago"],
    [59 * MINUTE + 59 * SECOND, "about 59 minutes ago"],
    [HOUR, "about an hour ago"],
    [23 * HOUR, "about 23 hours ago"],
    [DAY, "about a day ago"],
    [6 * DAY, "about 6 days ago"],
    [7 * DAY, "about a week ago"],
    [29 * DAY, "about 4 weeks ago"],
    [30 * DAY, "about a month ago"],
    [364 * DAY, "about 12 months ago"],
    [365 * DAY, "about a year ago"],
    [577 * DAY, "about a year ago"],
    [3 * 365 * DAY + 100 * DAY, "about 3 years ago"],
    [25_866 * DAY, "about 70 years ago"],
  ])("TPL-033 %s ms ago reads %j", (ago, text) => {
    expect(relativeTime(now - ago, now)).toBe(text)
    expect(relativeTime(new Date(now - ago), new Date(now))).toBe(text)
  })

  it("TPL-034 property: anything under a minute old reads 'less than a minute ago'", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MINUTE - 1 }), (ago) => {
        expect(relativeTime(now - ago, now)).toBe("less than a minute ago")
      }),
    )
  })

  it("TPL-033 property: anything older reads 'about a unit ago' or 'about N units ago' with N at least 2", () => {
    fc.assert(
      fc.property(fc.integer({ min: MINUTE, max: 200 * 365 * DAY }), (ago) => {
        const text = relativeTime(now - ago, now)
        const one = /^about an? (minute|hour|day|week|month|year) ago$/.exec(text)
        const many = /^about (\d+) (minute|hour|day|week|month|year)s ago$/.exec(text)
        expect(one !== null || (many !== null && Number(many[1]) >= 2)).toBe(true)
        expect(one?.[1] === "hour" ? text.startsWith("about an ") : true).toBe(true)
      }),
    )
  })
})

describe("TPL-032 relative time of a value that is not finite", () => {
  it.each([
    [null, ""],
    [undefined, ""],
    [Number.NaN, INVALID_DATE],
    [Number.POSITIVE_INFINITY, INVALID_DATE],
    [new Date("not a date"), INVALID_DATE],
  ])("TPL-032 relativeTime(%s) is %j", (then, text) => {
    expect(relativeTime(then, now)).toBe(text)
    expect(INVALID_DATE).toBe("Invalid date.")
  })

  it("TPL-032 a clock that is not finite gives 'Invalid date.' too", () => {
    expect(relativeTime(now, Number.NaN)).toBe("Invalid date.")
  })
})

describe("TPL-035 duration as minutes:seconds", () => {
  it.each([
    [0, "0:00"],
    [7, "0:07"],
    [59.9, "0:59"],
    [60, "1:00"],
    [65, "1:05"],
    [599, "9:59"],
    [3661, "61:01"],
    [-5, "0:00"],
    [Number.NaN, ""],
    [Number.POSITIVE_INFINITY, ""],
  ])("TPL-035 %s seconds read %j", (seconds, text) => {
    expect(formatDuration(seconds)).toBe(text)
  })

  it("TPL-035 property: minutes:seconds reads back as the whole seconds", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (seconds) => {
        const [minutes, rest] = formatDuration(seconds).split(":")
        expect(rest).toMatch(/^[0-5]\d$/)
        expect(Number(minutes) * 60 + Number(rest)).toBe(seconds)
      }),
    )
  })
})
