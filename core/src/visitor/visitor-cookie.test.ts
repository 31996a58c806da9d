import fc from "fast-check"
import { describe, expect, it } from "vitest"
import {
  formatVisitorCookie,
  parseVisitorCookie,
  parseVisitTime,
  type VisitorCookie,
} from "./visitor-cookie.ts"

const positive = fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER })
const visitorId = fc.stringMatching(/^[A-Za-z0-9._~-]{1,128}$/)
const cookie: fc.Arbitrary<VisitorCookie> = fc.record({
  visitorId,
  firstVisit: positive,
  previousVisit: positive,
  currentVisit: positive,
  visitCount: positive,
})

describe("the visitor cookie ss_cvr", () => {
  it("COOKIE-002 is an id and four positive integers joined by pipes", () => {
    expect(parseVisitorCookie("v1|1700000000000|1700000000001|1700000000002|3")).toEqual({
      visitorId: "v1",
      firstVisit: 1700000000000,
      previousVisit: 1700000000001,
      currentVisit: 1700000000002,
      visitCount: 3,
    })
    expect(
      formatVisitorCookie({
        visitorId: "v1",
        firstVisit: 1,
        previousVisit: 2,
        currentVisit: 3,
        visitCount: 4,
      }),
    ).toBe("v1|1|2|3|4")
  })

  it("COOKIE-002 formatting then parsing gives back every cookie", () => {
    fc.assert(
      fc.property(cookie, (value) => {
        expect(parseVisitorCookie(formatVisitorCookie(value))).toEqual(value)
      }),
    )
  })

  it.each([
    ["missing", undefined],
    ["empty", ""],
    ["four fields", "v1|1|1|1"],
    ["six fields", "v1|1|1|1|1|1"],
    ["an empty id", "|1|1|1|1"],
    ["a zero count", "v1|1|1|1|0"],
    ["a negative time", "v1|-1|1|1|1"],
    ["a decimal", "v1|1.5|1|1|1"],
    ["a leading zero", "v1|01|1|1|1"],
    ["an exponent", "v1|1e3|1|1|1"],
    ["spaces", "v1| 1|1|1|1"],
    ["a count beyond safe integers", "v1|1|1|1|9999999999999999"],
    ["an id with a space", "v 1|1|1|1|1"],
  ])("COOKIE-003 a cookie with %s reads as missing", (_, value) => {
    expect(parseVisitorCookie(value)).toBeUndefined()
  })

  it("COOKIE-003 any text that is not an id and four positive integers reads as missing", () => {
    const wellFormed =
      /^[A-Za-z0-9._~-]{1,128}\|[1-9][0-9]{0,15}\|[1-9][0-9]{0,15}\|[1-9][0-9]{0,15}\|[1-9][0-9]{0,15}$/
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.string({ unit: fc.constantFrom("|", "1", "0", "a", "-", " ", ".") })),
        (text) => {
          const parsed = parseVisitorCookie(text)
          if (!wellFormed.test(text)) expect(parsed).toBeUndefined()
          else if (parsed !== undefined) expect(formatVisitorCookie(parsed)).toBe(text)
        },
      ),
    )
  })
})

describe("the visit-time cookie ss_cvt", () => {
  it.each([
    ["1700000000000", 1700000000000],
    ["1", 1],
    ["0", undefined],
    ["-1", undefined],
    ["1.5", undefined],
    ["", undefined],
    ["abc", undefined],
    [undefined, undefined],
  ])("COOKIE-004 %j reads as %j", (value, expected) => {
    expect(parseVisitTime(value)).toBe(expected)
  })

  it("COOKIE-004 reads exactly the positive safe integers written in decimal", () => {
    fc.assert(
      fc.property(positive, (value) => {
        expect(parseVisitTime(String(value))).toBe(value)
      }),
    )
    fc.assert(
      fc.property(fc.integer({ max: 0 }), (value) => {
        expect(parseVisitTime(String(value))).toBeUndefined()
      }),
    )
  })
})
