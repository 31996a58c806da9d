import { describe, expect, it } from "@effect/vitest"
import fc from "fast-check"
import { hslToRgba, pickerValues, type Rgba, rgbaToHsla, toHex } from "./convert.ts"
import { parseColour } from "./parse.ts"

const rgba = fc.record({
  r: fc.integer({ min: 0, max: 255 }),
  g: fc.integer({ min: 0, max: 255 }),
  b: fc.integer({ min: 0, max: 255 }),
  a: fc.double({ min: 0, max: 1, noNaN: true }),
})

describe("colour picker conversions", () => {
  it("COLOUR-010 RGB → HSL → RGB gives the same colour back", () => {
    fc.assert(
      fc.property(rgba, (colour) => {
        expect(hslToRgba(rgbaToHsla(colour))).toEqual(colour)
      }),
    )
  })

  it("COLOUR-010 hex → RGB → hex gives the same hex back", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffff }), (n) => {
        const hex = `#${n.toString(16).padStart(6, "0")}`
        const parsed = parseColour(hex) as Rgba
        expect(toHex(parsed)).toBe(hex)
      }),
    )
  })

  it("COLOUR-010 the picker's rounded HSL comes back within one unit of each RGB channel", () => {
    fc.assert(
      fc.property(rgba, (colour) => {
        const { hsl } = pickerValues(colour)
        const back = hslToRgba({ h: hsl.h, s: hsl.s / 100, l: hsl.l / 100, a: colour.a })
        // Whole degrees and whole percents: at most 2.55 per channel per percent of lightness.
        for (const channel of ["r", "g", "b"] as const) {
          expect(Math.abs(back[channel] - colour[channel])).toBeLessThanOrEqual(4)
        }
      }),
    )
  })

  it("COLOUR-010 hex → HSL → hex through the picker's own figures", () => {
    expect(pickerValues({ r: 0x1f, g: 0x4d, b: 0x3a, a: 1 })).toEqual({
      hex: "#1f4d3a",
      rgb: { r: 31, g: 77, b: 58 },
      hsl: { h: 155, s: 43, l: 21 },
      alpha: 1,
    })
  })
})
