import { describe, expect, it } from "@effect/vitest"
import { Schema } from "effect"
import fc from "fast-check"
import { DARK_LUMINANCE_THRESHOLD, isDarkColour, luminance } from "./dark.ts"
import { WebsiteColourSchema } from "./model.ts"
import { parseColour } from "./parse.ts"
import { validateWebsiteColour, WEBSITE_COLOUR_MESSAGE, websiteColourToRgba } from "./website.ts"

const ok = { hue: 200, saturation: 0.5, lightness: 0.4, alpha: 1 }
const message = (input: unknown) => {
  const result = validateWebsiteColour(input)
  return result.ok ? undefined : result.message
}

describe("COLOUR-005 to COLOUR-009 website colour", () => {
  it("COLOUR-005 hue must be 0-360, else 'Hue out of bounds'", () => {
    expect(WEBSITE_COLOUR_MESSAGE.hue).toBe("Hue out of bounds")
    for (const hue of [0, 360, 180.5]) expect(message({ ...ok, hue })).toBeUndefined()
    for (const hue of [-0.1, 360.01, -360, 1e9]) expect(message({ ...ok, hue })).toBe("Hue out of bounds")
  })

  it("COLOUR-006 saturation must be 0-1, else 'Saturation out of bounds'", () => {
    expect(WEBSITE_COLOUR_MESSAGE.saturation).toBe("Saturation out of bounds")
    for (const saturation of [0, 1]) expect(message({ ...ok, saturation })).toBeUndefined()
    for (const saturation of [-0.01, 1.01, 50])
      expect(message({ ...ok, saturation })).toBe("Saturation out of bounds")
  })

  it("COLOUR-007 lightness must be 0-1, else 'Lightness out of bounds'", () => {
    expect(WEBSITE_COLOUR_MESSAGE.lightness).toBe("Lightness out of bounds")
    for (const lightness of [0, 1]) expect(message({ ...ok, lightness })).toBeUndefined()
    for (const lightness of [-1, 2]) expect(message({ ...ok, lightness })).toBe("Lightness out of bounds")
  })

  it("COLOUR-008 alpha must be 0-1, else 'Alpha out of bounds'; absent alpha means opaque", () => {
    expect(WEBSITE_COLOUR_MESSAGE.alpha).toBe("Alpha out of bounds")
    for (const alpha of [0, 0.5, 1]) expect(message({ ...ok, alpha })).toBeUndefined()
    for (const alpha of [-0.5, 1.5, "1", null, Number.NaN])
      expect(message({ ...ok, alpha })).toBe("Alpha out of bounds")
    const { alpha: _, ...noAlpha } = ok
    expect(validateWebsiteColour(noAlpha)).toEqual({ ok: true, colour: { ...noAlpha, alpha: 1 } })
  })

  it("COLOUR-009 a missing H, S or L value gives 'Missing an H/S/L value', before any bound", () => {
    expect(WEBSITE_COLOUR_MESSAGE.missing).toBe("Missing an H/S/L value")
    for (const key of ["hue", "saturation", "lightness"] as const) {
      for (const value of [undefined, null, Number.NaN, Number.POSITIVE_INFINITY, "0.5"]) {
        expect(message({ ...ok, hue: 999, [key]: value })).toBe("Missing an H/S/L value")
      }
    }
    for (const input of [undefined, null, "hsl(0,0%,0%)", 42, []])
      expect(message(input)).toBe("Missing an H/S/L value")
  })

  it("COLOUR-005 the checks run in order: hue, saturation, lightness, alpha", () => {
    expect(message({ hue: -1, saturation: 2, lightness: 2, alpha: 2 })).toBe("Hue out of bounds")
    expect(message({ hue: 1, saturation: 2, lightness: 2, alpha: 2 })).toBe("Saturation out of bounds")
    expect(message({ hue: 1, saturation: 1, lightness: 2, alpha: 2 })).toBe("Lightness out of bounds")
  })

  it("COLOUR-005 every in-bounds colour is valid and converts to a clamped Rgba", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 360, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (hue, saturation, lightness, alpha) => {
          const result = validateWebsiteColour({ hue, saturation, lightness, alpha })
          expect(result.ok).toBe(true)
          const rgba = websiteColourToRgba({ hue, saturation, lightness, alpha })
          expect([rgba.r, rgba.g, rgba.b].every((c) => c >= 0 && c <= 255)).toBe(true)
        },
      ),
    )
  })

  it("COLOUR-009 the Schema fails with the same messages", () => {
    const decode = Schema.decodeUnknownResult(WebsiteColourSchema)
    expect(Schema.decodeUnknownSync(WebsiteColourSchema)({ hue: 10, saturation: 0, lightness: 1 })).toEqual({
      hue: 10,
      saturation: 0,
      lightness: 1,
      alpha: 1,
    })
    for (const [input, text] of [
      [{ saturation: 0.5, lightness: 0.5 }, "Missing an H/S/L value"],
      [{ ...ok, hue: 361 }, "Hue out of bounds"],
      [{ ...ok, saturation: 2 }, "Saturation out of bounds"],
      [{ ...ok, lightness: -1 }, "Lightness out of bounds"],
      [{ ...ok, alpha: 9 }, "Alpha out of bounds"],
    ] as const) {
      const result = decode(input)
      expect(result._tag).toBe("Failure")
      expect(String(result._tag === "Failure" ? result.failure : "")).toContain(text)
    }
  })
})

describe("COLOUR-011 dark colours", () => {
  it("COLOUR-011 the threshold is 65% of 256", () => {
    expect(DARK_LUMINANCE_THRESHOLD).toBeCloseTo(166.4, 10)
  })

  it.each([
    ["black", true],
    ["navy", true],
    ["#767676", true],
    ["red", true],
    ["white", false],
    ["yellow", false],
    ["#a7a7a7", false],
    ["#a6a6a6", true],
  ])("COLOUR-011 %s is dark: %s", (input, dark) => {
    const colour = parseColour(input)
    expect(colour && isDarkColour(colour)).toBe(dark)
  })

  it("COLOUR-011 dark exactly when luminance < 166.4; greys switch between 166 and 167", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 255 }),
        fc.integer({ min: 0, max: 255 }),
        fc.integer({ min: 0, max: 255 }),
        (r, g, b) => {
          const colour = { r, g, b, a: 1 }
          // Rec. 601 luma against 65% of 256, written out here rather than read from the module.
          expect(isDarkColour(colour)).toBe(0.299 * r + 0.587 * g + 0.114 * b < 0.65 * 256)
          expect(luminance(colour)).toBeCloseTo(0.299 * r + 0.587 * g + 0.114 * b, 10)
        },
      ),
    )
    expect(isDarkColour({ r: 166, g: 166, b: 166, a: 1 })).toBe(true)
    expect(isDarkColour({ r: 167, g: 167, b: 167, a: 1 })).toBe(false)
  })
})
