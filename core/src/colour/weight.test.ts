import { describe, expect, it } from "@effect/vitest"
import fc from "fast-check"
import { colourWeight, isDarkColour } from "./dark.ts"
import { parseColour } from "./parse.ts"

const weight = (text: string) => {
  const colour = parseColour(text)
  return colour === undefined ? undefined : colourWeight(colour)
}

describe("colour weight of the template engine, which departs from COLOUR-011", () => {
  it("light when the colour as 0xRRGGBB is above half of 0xFFFFFF", () => {
    expect(["#fff", "#aaa", "#888", "#800000", "#7fffff"].map(weight)).toEqual([
      "light",
      "light",
      "light",
      "light",
      "dark",
    ])
    expect(["#444", "#222", "#000", "#7f0000"].map(weight)).toEqual(["dark", "dark", "dark", "dark"])
  })

  it("departs from COLOUR-011 on purpose: #888 is light, yet dark by its luminance", () => {
    const grey = parseColour("#888")
    expect(grey && colourWeight(grey)).toBe("light")
    expect(grey && isDarkColour(grey)).toBe(true)
  })

  it("ignores alpha and depends on red first", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 255 }),
        fc.integer({ min: 0, max: 255 }),
        fc.integer({ min: 0, max: 255 }),
        (r, g, b) => {
          const expected = r >= 128 ? "light" : "dark"
          expect(colourWeight({ r, g, b, a: 0 })).toBe(expected)
        },
      ),
    )
  })
})
