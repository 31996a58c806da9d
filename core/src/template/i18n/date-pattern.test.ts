import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { formatDatePattern } from "./date-pattern.ts"
import { type ZonedTime, zonedTime } from "./zoned-time.ts"

const at = (epoch: number, zone = "UTC"): ZonedTime => {
  const time = zonedTime(epoch, zone)
  if (time === undefined) throw new Error(`no time for ${epoch} in ${zone}`)
  return time
}
const utc = (year: number, month: number, day: number, hour = 12) => at(Date.UTC(year, month - 1, day, hour))

describe("TPL date patterns", () => {
  it("TPL date patterns: formats in the zone of the zoned time", () => {
    const epoch = Date.UTC(2021, 1, 17, 21, 26, 5, 345)
    expect(formatDatePattern(at(epoch, "America/New_York"), "%c")).toBe("Wed, Feb 17, 2021 4:26:05 PM EST")
    expect(formatDatePattern(at(epoch, "Asia/Kolkata"), "%F %T %z %Z")).toBe("2021-02-18 02:56:05 +05:30 IST")
    expect(formatDatePattern(at(epoch, "Asia/Kolkata"), "%l%P|%k|%i|%I")).toBe(" 2am| 2|2|02")
  })

  it("TPL date patterns: %% is a percent sign, a lone % at the end stays, an unknown conversion prints nothing", () => {
    const time = utc(2021, 2, 17)
    expect(formatDatePattern(time, "100%% %Y%")).toBe("100% 2021%")
    expect(formatDatePattern(time, "[%Q]")).toBe("[]")
    expect(formatDatePattern(time, "no conversions")).toBe("no conversions")
    expect(formatDatePattern(time, "")).toBe("")
  })

  it.each([
    // date, %a %U %W %V %G %g %j
    [[2021, 1, 3], "Sun 02 01 53 2020 20 003"],
    [[2021, 1, 4], "Mon 02 02 01 2021 21 004"],
    [[2021, 2, 17], "Wed 08 08 07 2021 21 048"],
    [[2021, 12, 25], "Sat 52 52 51 2021 21 359"],
    [[2021, 12, 31], "Fri 01 01 52 2021 21 365"],
    [[2020, 12, 31], "Thu 01 01 53 2020 20 366"],
    [[2024, 12, 30], "Mon 01 01 01 2025 25 365"],
  ] as const)("TPL date patterns: week numbers of %j: %s", ([year, month, day], text) => {
    expect(formatDatePattern(utc(year, month, day), "%a %U %W %V %G %g %j")).toBe(text)
  })

  it("TPL date patterns: %s counts whole seconds, rounding down before 1970", () => {
    expect(formatDatePattern(at(-1500), "%s")).toBe("-2")
    expect(formatDatePattern(at(4_102_444_800_500), "%s")).toBe("4102444800")
  })

  it("TPL date patterns: property: %Y-%m-%dT%H:%M:%S in UTC reads as the ISO 8601 date", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Date.UTC(9999, 11, 31) }), (epoch) => {
        const text = formatDatePattern(at(epoch), "%Y-%m-%dT%H:%M:%S")
        expect(text).toBe(new Date(epoch).toISOString().slice(0, 19))
      }),
    )
  })

  it("TPL date patterns: property: ISO weeks run 1–53, and day 1 of an ISO week is a Monday", () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1900, 0), max: Date.UTC(2200, 0) }), (epoch) => {
        const week = Number(formatDatePattern(at(epoch), "%V"))
        expect(week).toBeGreaterThanOrEqual(1)
        expect(week).toBeLessThanOrEqual(53)
        const monday = at(epoch - ((at(epoch).weekday + 6) % 7) * 86_400_000)
        expect(formatDatePattern(monday, "%G %V %u")).toBe(`${formatDatePattern(at(epoch), "%G %V")} 1`)
      }),
    )
  })
})
