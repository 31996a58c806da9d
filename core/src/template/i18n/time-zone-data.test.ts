import { describe, expect, it } from "vitest"
import { zonedTime } from "./zoned-time.ts"

/**
 * TPL-010 describes the time-zone data as zones (offset, rules, format, until) and rules (from, to,
 * in, on, at, save, letter). We do not keep that table ourselves: the engine reads CLDR's compiled
 * zone data (@phensley/timezone). These cases check that each part of a zone and its rules is
 * honoured: the standard offset, the rule's month/day/time of change, the saving, the letter in
 * the abbreviation format, and a zone's "until" (a change of standard offset in history).
 */
describe("TPL-010 time-zone data", () => {
  const at = (iso: string, zone: string) => zonedTime(Date.parse(iso), zone)

  it("TPL-010 a zone's standard offset and format: New York is UTC-5, 'EST', in winter", () => {
    expect(at("2024-01-15T12:00:00Z", "America/New_York")).toMatchObject({
      offset: -5 * 3_600_000,
      abbreviation: "EST",
    })
  })

  it("TPL-010 a rule's in/on/at/save/letter: daylight time starts the second Sunday of March at 2:00", () => {
    // 2024-03-10 is the second Sunday of March; 07:00Z is 2:00 EST.
    expect(at("2024-03-10T06:59:59Z", "America/New_York")).toMatchObject({ hour: 1, abbreviation: "EST" })
    expect(at("2024-03-10T07:00:00Z", "America/New_York")).toMatchObject({
      hour: 3,
      offset: -4 * 3_600_000,
      abbreviation: "EDT",
    })
  })

  it("TPL-010 a rule's end: daylight time ends the first Sunday of November at 2:00 daylight time", () => {
    expect(at("2024-11-03T05:59:59Z", "America/New_York")).toMatchObject({ hour: 1, abbreviation: "EDT" })
    expect(at("2024-11-03T06:00:00Z", "America/New_York")).toMatchObject({ hour: 1, abbreviation: "EST" })
  })

  it("TPL-010 the southern hemisphere's rules run the other way: Sydney saves in January", () => {
    expect(at("2024-01-15T00:00:00Z", "Australia/Sydney")?.offset).toBe(11 * 3_600_000)
    expect(at("2024-07-15T00:00:00Z", "Australia/Sydney")?.offset).toBe(10 * 3_600_000)
  })

  it("TPL-010 a zone line's 'until': Samoa moved across the date line at the end of 2011", () => {
    expect(at("2011-12-29T12:00:00Z", "Pacific/Apia")?.offset).toBe(-10 * 3_600_000)
    expect(at("2012-01-15T12:00:00Z", "Pacific/Apia")?.offset).toBe(14 * 3_600_000)
  })

  it("TPL-010 a zone without rules keeps one offset all year", () => {
    expect(at("2024-01-15T00:00:00Z", "Asia/Kolkata")?.offset).toBe(5.5 * 3_600_000)
    expect(at("2024-07-15T00:00:00Z", "Asia/Kolkata")?.offset).toBe(5.5 * 3_600_000)
  })
})
