import { describe, expect, it } from "@effect/vitest"
import fc from "fast-check"
import { COLOUR_FIELD_MESSAGE, type ColourField, colourFieldTexts, colourFromField } from "./picker.ts"
import { type WebsiteColour, websiteColourToRgba } from "./website.ts"

const teal: WebsiteColour = { hue: 155, saturation: 0.43, lightness: 0.21, alpha: 0.8 }
const websiteColour = fc.record({
  hue: fc.integer({ min: 0, max: 359 }),
  saturation: fc.double({ min: 0, max: 1, noNaN: true }),
  lightness: fc.double({ min: 0, max: 1, noNaN: true }),
  alpha: fc.double({ min: 0, max: 1, noNaN: true }),
})

describe("the colour picker's fields", () => {
  it("COLOUR-010 shows hex, RGB, HSL and alpha for a colour", () => {
    expect(colourFieldTexts(teal)).toEqual({
      hex: "#1f4d39",
      red: "31",
      green: "77",
      blue: "57",
      hue: "155",
      saturation: "43",
      lightness: "21",
      alpha: "0.8",
    })
  })

  it.each<[string, ColourField, string, string]>([
    ["COLOUR-001 a hex of 4 digits", "hex", "#abcd", COLOUR_FIELD_MESSAGE.hex],
    ["COLOUR-001 a hex that is not hex", "hex", "#ggg", COLOUR_FIELD_MESSAGE.hex],
    ["a channel above 255", "red", "256", COLOUR_FIELD_MESSAGE.channel],
    ["a channel with a fraction", "green", "1.5", COLOUR_FIELD_MESSAGE.channel],
    ["an empty channel", "blue", "", COLOUR_FIELD_MESSAGE.channel],
    ["COLOUR-005 a hue above 360", "hue", "361", "Hue out of bounds"],
    ["COLOUR-006 a saturation above 100%", "saturation", "101", "Saturation out of bounds"],
    ["COLOUR-007 a negative lightness", "lightness", "-1", "Lightness out of bounds"],
    ["COLOUR-008 an alpha above 1", "alpha", "1.2", "Alpha out of bounds"],
    ["COLOUR-009 an empty hue", "hue", " ", "Missing an H/S/L value"],
    ["COLOUR-009 an empty lightness", "lightness", "", "Missing an H/S/L value"],
  ])("%s gives its message and no colour", (_, field, text, message) => {
    expect(colourFromField(teal, field, text)).toEqual({ ok: false, message })
  })

  it.each<[ColourField, string, Partial<WebsiteColour>]>([
    ["hue", "360", { hue: 360 }],
    ["saturation", "0", { saturation: 0 }],
    ["lightness", "100", { lightness: 1 }],
    ["alpha", "0.25", { alpha: 0.25 }],
  ])("COLOUR-010 %s %s sets that figure alone", (field, text, changed) => {
    expect(colourFromField(teal, field, text)).toEqual({ ok: true, colour: { ...teal, ...changed } })
  })

  it("COLOUR-001 a hex of 3 or 6 digits, with or without #, sets the colour and keeps alpha", () => {
    for (const text of ["#fff", "FFF", " #ffffff "]) {
      const result = colourFromField(teal, "hex", text)
      expect(result.ok && websiteColourToRgba(result.colour)).toEqual({ r: 255, g: 255, b: 255, a: 0.8 })
    }
  })

  it("COLOUR-010 a colour's own hex and RGB texts, typed back, give the same RGB (round trip)", () => {
    fc.assert(
      fc.property(
        websiteColour,
        fc.constantFrom<ColourField>("hex", "red", "green", "blue"),
        (colour, field) => {
          const result = colourFromField(colour, field, colourFieldTexts(colour)[field])
          expect(result.ok).toBe(true)
          if (result.ok) expect(websiteColourToRgba(result.colour)).toEqual(websiteColourToRgba(colour))
        },
      ),
    )
  })

  it("COLOUR-010 a channel typed in changes that channel alone", () => {
    fc.assert(
      fc.property(websiteColour, fc.integer({ min: 0, max: 255 }), (colour, red) => {
        const result = colourFromField(colour, "red", String(red))
        const before = websiteColourToRgba(colour)
        expect(result.ok && websiteColourToRgba(result.colour)).toEqual({ ...before, r: red })
      }),
    )
  })
})
