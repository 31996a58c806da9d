import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { compare, stepRate } from "./compare.ts"

describe("a figure against the previous period", () => {
  it.each([
    [5, 4, "up", "+25%"],
    [3, 4, "down", "−25%"],
    [4, 4, "same", "0%"],
    [3, 0, "new", "new"],
    [0, 0, "same", "0%"],
    [0, 7, "down", "−100%"],
    [1000, 999, "same", "0%"],
  ])("%d against %d is %s %s", (current, previous, direction, text) => {
    expect(compare(current, previous)).toEqual({ direction, text })
  })

  it("the direction follows the sign of the rounded change, and the text its size", () => {
    fc.assert(
      fc.property(fc.nat(1e9), fc.integer({ min: 1, max: 1e9 }), (current, previous) => {
        const { direction, text } = compare(current, previous)
        const percent = Math.round(((current - previous) / previous) * 100)
        expect(direction).toBe(percent > 0 ? "up" : percent < 0 ? "down" : "same")
        expect(text.replace(/[+−%,]/g, "")).toBe(String(Math.abs(percent)))
      }),
    )
  })

  it("a funnel step with nothing before it has no rate", () => {
    expect(stepRate(0, 0)).toBe("—")
    expect(stepRate(8, 6)).toBe("75%")
  })
})
