import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { isTimeZone } from "./intl.ts"
import { civilDate, dayNumberOf, MAX_TIMESTAMP, timestampOf, zonedTime } from "./zoned-time.ts"

describe("TPL zoned time", () => {
  it("TPL zoned time: reads an instant as the wall clock of the zone, daylight saving included", () => {
    expect(zonedTime(Date.UTC(2021, 1, 17, 21, 26, 5, 345), "America/New_York")).toEqual({
      epoch: Date.UTC(2021, 1, 17, 21, 26, 5, 345),
      year: 2021,
      month: 2,
      day: 17,
      hour: 16,
      minute: 26,
      second: 5,
      millisecond: 345,
      weekday: 3,
      dayOfYear: 48,
      offset: -5 * 3_600_000,
      abbreviation: "EST",
    })
    const summer = zonedTime(Date.UTC(2021, 6, 4, 16), "America/New_York")
    expect([summer?.hour, summer?.abbreviation, summer?.dayOfYear]).toEqual([12, "EDT", 185])
  })

  it("TPL-011 knows aliases and any letter case, as the database does", () => {
    expect(zonedTime(0, "US/Eastern")?.hour).toBe(19)
    expect(zonedTime(0, "asia/kolkata")?.offset).toBe(19_800_000)
  })

  it("TPL zoned time: an unknown zone or an instant that is no date gives nothing", () => {
    expect(zonedTime(0, "Mars/Olympus_Mons")).toBeUndefined()
    expect(zonedTime(Number.NaN, "UTC")).toBeUndefined()
    expect(zonedTime(MAX_TIMESTAMP + 1, "UTC")).toBeUndefined()
    expect(zonedTime(MAX_TIMESTAMP, "UTC")?.year).toBe(275760)
    expect(zonedTime(-MAX_TIMESTAMP, "UTC")?.year).toBe(-271821)
  })

  it("TPL-011 property: the fields agree with the platform's own time-zone data", () => {
    const zones = ["America/New_York", "Europe/Paris", "Asia/Tokyo", "Australia/Sydney", "UTC"]
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: Date.UTC(2037, 0) }),
        fc.constantFrom(...zones),
        (epoch, zone) => {
          const parts = new Intl.DateTimeFormat("en-US", {
            timeZone: zone,
            year: "numeric",
            month: "numeric",
            day: "numeric",
            hour: "numeric",
            minute: "numeric",
            second: "numeric",
            hourCycle: "h23",
          }).formatToParts(epoch)
          const field = (type: string) => Number(parts.find((part) => part.type === type)?.value)
          const time = zonedTime(epoch, zone)
          expect([time?.year, time?.month, time?.day, time?.hour, time?.minute, time?.second]).toEqual(
            ["year", "month", "day", "hour", "minute", "second"].map(field),
          )
        },
      ),
    )
  })
})

describe("TPL-032 timestamps of template values", () => {
  it.each<[unknown, number | undefined]>([
    [1613597165345, 1613597165345],
    ["1613597165345", 1613597165345],
    [-1000, -1000],
    [undefined, undefined],
    [null, undefined],
    [true, undefined],
    ["soon", undefined],
    [{}, undefined],
    [Number.NaN, undefined],
    [Number.POSITIVE_INFINITY, undefined],
    [1e300, undefined],
  ])("TPL-032 %j is the timestamp %s", (value, epoch) => {
    expect(timestampOf(value)).toBe(epoch)
  })
})

describe("TPL time-zone names", () => {
  it.each([
    ["America/New_York", true],
    ["Etc/UTC", true],
    ["UTC", true],
    ["europe/paris", true],
    ["Mars/Olympus_Mons", false],
    ["", false],
    ["__proto__", false],
  ])("TPL time-zone names: %j is a zone: %s", (zone, known) => {
    expect(isTimeZone(zone)).toBe(known)
  })
})

describe("TPL zoned time: calendar arithmetic of the zoned time", () => {
  it("TPL zoned time property: day numbers and dates agree with Date across its whole range", () => {
    fc.assert(
      fc.property(fc.integer({ min: -100_000_000, max: 100_000_000 }), (day) => {
        const date = new Date(day * 86_400_000)
        const civil = civilDate(day)
        expect(civil).toEqual({
          year: date.getUTCFullYear(),
          month: date.getUTCMonth() + 1,
          day: date.getUTCDate(),
        })
        expect(dayNumberOf(civil.year, civil.month, civil.day)).toBe(day)
      }),
      { numRuns: 5000 },
    )
  })

  it("TPL zoned time property: the wall clock matches Date's fields of the shifted instant", () => {
    fc.assert(
      fc.property(
        fc.double({ min: -MAX_TIMESTAMP + 86_400_000, max: MAX_TIMESTAMP - 86_400_000, noNaN: true }),
        fc.constantFrom("UTC", "America/New_York", "Asia/Kathmandu", "Pacific/Chatham"),
        (epoch, zone) => {
          const time = zonedTime(epoch, zone)
          if (time === undefined) return
          const wall = new Date(epoch + time.offset)
          expect([
            time.year,
            time.month,
            time.day,
            time.hour,
            time.minute,
            time.second,
            time.millisecond,
          ]).toEqual([
            wall.getUTCFullYear(),
            wall.getUTCMonth() + 1,
            wall.getUTCDate(),
            wall.getUTCHours(),
            wall.getUTCMinutes(),
            wall.getUTCSeconds(),
            wall.getUTCMilliseconds(),
          ])
          expect(time.weekday).toBe(wall.getUTCDay())
        },
      ),
      { numRuns: 5000 },
    )
  })
})
