import { describe, expect, it } from "@effect/vitest"
import fc from "fast-check"
import {
  WEBSITE_COLOUR_MESSAGE as M,
  validateWebsiteColour,
  websiteColourCss,
  websiteColourProblems,
} from "./website.ts"

describe("COLOUR-005 to COLOUR-009 every problem of a website colour", () => {
  it("COLOUR-005 COLOUR-006 COLOUR-007 COLOUR-008 lists each bound broken, in order", () => {
    expect(websiteColourProblems({ hue: 400, saturation: -0.3, lightness: 5, alpha: 3 })).toEqual([
      M.hue,
      M.saturation,
      M.lightness,
      M.alpha,
    ])
    expect(websiteColourProblems({ hue: 10, saturation: 2, lightness: 0.5 })).toEqual([M.saturation])
    expect(websiteColourProblems({ hue: 10, saturation: 0.2, lightness: 0.5, alpha: null })).toEqual([
      M.alpha,
    ])
  })

  it("COLOUR-009 a missing H, S or L is reported alone", () => {
    expect(websiteColourProblems({ saturation: 9, lightness: 9, alpha: 9 })).toEqual([M.missing])
    expect(websiteColourProblems(undefined)).toEqual([M.missing])
    expect(websiteColourProblems("hsl(1, 2%, 3%)")).toEqual([M.missing])
  })

  it("COLOUR-005 the first problem is what validateWebsiteColour reports; none means valid", () => {
    const anything = fc.record({
      hue: fc.oneof(fc.double(), fc.constant(undefined), fc.string()),
      saturation: fc.oneof(fc.double({ min: -1, max: 2 }), fc.constant(undefined)),
      lightness: fc.double({ min: -1, max: 2 }),
      alpha: fc.oneof(fc.double({ min: -1, max: 2 }), fc.constant(undefined)),
    })
    fc.assert(
      fc.property(anything, (input) => {
        const [first] = websiteColourProblems(input)
        const result = validateWebsiteColour(input)
        expect(result.ok ? undefined : result.message).toBe(first)
      }),
    )
  })
})

describe("a website colour as CSS", () => {
  it("writes hsl, or hsla when asked or when not opaque, with at most two decimals", () => {
    const colour = { hue: 200, saturation: 0.3, lightness: 0.5, alpha: 1 }
    expect(websiteColourCss(colour)).toBe("hsl(200, 30%, 50%)")
    expect(websiteColourCss(colour, true)).toBe("hsla(200, 30%, 50%, 1)")
    expect(websiteColourCss({ ...colour, alpha: 0.9 })).toBe("hsla(200, 30%, 50%, 0.9)")
    expect(websiteColourCss({ hue: 10.123, saturation: 0.33333, lightness: 0.07, alpha: 0.255 })).toBe(
      "hsla(10.12, 33.33%, 7%, 0.26)",
    )
  })
})
