import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { isTimeZone } from "./intl.ts"
import { MAX_TIMESTAMP, timestampOf, zonedTime } from "./zoned-time.ts"

describe("TPL-012 zoned time", () => {
  it("TPL-012 reads an instant as the wall clock of the zone, daylight saving included", () => {
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

  it("TPL-013 an unknown zone or an instant that is no date gives nothing", () => {
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

describe("TPL-013 time-zone names", () => {
  it.each([
    ["America/New_York", true],
    ["Etc/UTC", true],
    ["UTC", true],
    ["europe/paris", true],
    ["Mars/Olympus_Mons", false],
    ["", false],
    ["__proto__", false],
  ])("TPL-013 %j is a zone: %s", (zone, known) => {
    expect(isTimeZone(zone)).toBe(known)
  })
})
