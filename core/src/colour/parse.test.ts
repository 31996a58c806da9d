import { describe, expect, it } from "@effect/vitest"
import colourNames from "color-name"
import { Schema } from "effect"
import fc from "fast-check"
import { hslToRgba, pickerValues, rgbaToHsla, toHex } from "./convert.ts"
import { RgbaSchema } from "./model.ts"
import { isHexColour, parseColour } from "./parse.ts"

const isClamped = (colour: { r: number; g: number; b: number; a: number }) =>
  [colour.r, colour.g, colour.b].every((c) => Number.isInteger(c) && c >= 0 && c <= 255) &&
  colour.a >= 0 &&
  colour.a <= 1

// Numbers as CSS writes them, including far out of range, fractions, exponents and signs.
const cssNumber = fc.oneof(
  fc.integer({ min: -100_000, max: 100_000 }).map(String),
  fc.double({ min: -1e6, max: 1e6, noNaN: true, noDefaultInfinity: true }).map((n) => String(n)),
  fc.constantFrom("0", ".5", "-.5", "1e3", "1e999", "-1e999", "+12", "00255"),
)
const percent = cssNumber.map((n) => `${n}%`)

describe("COLOUR-001 hex", () => {
  it.each([
    ["#fff", { r: 255, g: 255, b: 255, a: 1 }],
    ["#F80", { r: 255, g: 136, b: 0, a: 1 }],
    ["#0a0B0c", { r: 10, g: 11, b: 12, a: 1 }],
    ["  #000000 ", { r: 0, g: 0, b: 0, a: 1 }],
  ])("COLOUR-001 %j parses", (input, colour) => expect(parseColour(input)).toEqual(colour))

  it.each(["#ffff", "#ffffffff", "#ff", "#fffff", "#ggg", "fff", "#", "# fff"])(
    "COLOUR-001 %j is not a colour (3 or 6 digits only, with #)",
    (input) => expect(parseColour(input)).toBeUndefined(),
  )

  it("COLOUR-001 isHexColour accepts 3 or 6 digits with or without #", () => {
    expect(isHexColour("a1b2c3")).toBe(true)
    expect(isHexColour("#ABC")).toBe(true)
    for (const bad of ["#abcd", "abcde", "#12345g", "", "#"]) expect(isHexColour(bad)).toBe(false)
  })

  it("COLOUR-001 every 6-digit hex round-trips through toHex", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffff }), (n) => {
        const hex = `#${n.toString(16).padStart(6, "0")}`
        const colour = parseColour(hex)
        expect(colour && toHex(colour)).toBe(hex)
      }),
    )
  })
})

describe("COLOUR-002 the other forms", () => {
  it.each([
    ["rgb(255, 0, 0)", { r: 255, g: 0, b: 0, a: 1 }],
    ["rgb(255 0 0)", { r: 255, g: 0, b: 0, a: 1 }],
    ["RGB(100%, 50%, 0%)", { r: 255, g: 128, b: 0, a: 1 }],
    ["rgba(0, 0, 255, 0.5)", { r: 0, g: 0, b: 255, a: 0.5 }],
    ["rgb(0 0 255 / 50%)", { r: 0, g: 0, b: 255, a: 0.5 }],
    ["rgba(0 0 255)", { r: 0, g: 0, b: 255, a: 1 }],
    ["hsl(120, 100%, 50%)", { r: 0, g: 255, b: 0, a: 1 }],
    ["hsl(120deg 100% 25%)", { r: 0, g: 128, b: 0, a: 1 }],
    ["hsla(240, 100%, 50%, .25)", { r: 0, g: 0, b: 255, a: 0.25 }],
    ["hsl(-120, 100%, 50%)", { r: 0, g: 0, b: 255, a: 1 }],
    ["hsl(480 100% 50%)", { r: 0, g: 255, b: 0, a: 1 }],
    ["hwb(0 0% 0%)", { r: 255, g: 0, b: 0, a: 1 }],
    ["hwb(120 20% 20% / 0.3)", { r: 51, g: 204, b: 51, a: 0.3 }],
    ["hwb(0 60% 60%)", { r: 128, g: 128, b: 128, a: 1 }],
    ["rebeccapurple", { r: 102, g: 51, b: 153, a: 1 }],
    [" NAVY ", { r: 0, g: 0, b: 128, a: 1 }],
    ["transparent", { r: 0, g: 0, b: 0, a: 0 }],
  ])("COLOUR-002 %j parses", (input, colour) => expect(parseColour(input)).toEqual(colour))

  it.each([
    "",
    "red blue",
    "rgb(1, 2)",
    "rgb(1, 2, 3, 4, 5)",
    "rgb(1 2 3 4)",
    "rgb(1, 2, 3 / 4)",
    "rgb(1 2 3 / 4 / 5)",
    "rgb(a, b, c)",
    "rgb(1deg, 2, 3)",
    "rgb(1, 2, 3",
    "hsl(10%, 50%, 50%)",
    "hsl(1e999, 50%, 50%)",
    "hwb(0 0% 0% / 1deg)",
    "cmyk(0, 0, 0, 0)",
    "toString",
    "__proto__",
    "constructor",
  ])("COLOUR-002 %j is not a colour", (input) => expect(parseColour(input)).toBeUndefined())

  it("COLOUR-002 every CSS named colour of the package parses to its value", () => {
    const names = Object.entries(colourNames)
    expect(names.length).toBeGreaterThanOrEqual(148)
    for (const [name, [r, g, b]] of names) expect(parseColour(name.toUpperCase())).toEqual({ r, g, b, a: 1 })
  })

  it("a non-string is not a colour", () => {
    for (const input of [null, undefined, 0xffffff, {}, ["#fff"]]) expect(parseColour(input)).toBeUndefined()
  })
})

describe("COLOUR-003 / COLOUR-004 clamping", () => {
  it("COLOUR-003 rgb channels are clamped to 0-255 and rounded, whatever the input", () => {
    fc.assert(
      fc.property(
        fc.tuple(fc.oneof(cssNumber, percent), fc.oneof(cssNumber, percent), fc.oneof(cssNumber, percent)),
        (parts) => {
          const colour = parseColour(`rgb(${parts.join(", ")})`)
          expect(colour).toBeDefined()
          expect(colour && isClamped(colour)).toBe(true)
        },
      ),
    )
  })

  it("COLOUR-003 an in-range channel is kept exactly", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 255 }),
        fc.integer({ min: 0, max: 255 }),
        fc.integer({ min: 0, max: 255 }),
        (r, g, b) => {
          expect(parseColour(`rgb(${r} ${g} ${b})`)).toEqual({ r, g, b, a: 1 })
        },
      ),
    )
  })

  it.each([
    ["rgb(300, -20, 256)", { r: 255, g: 0, b: 255, a: 1 }],
    ["rgb(200%, -5%, 1e999)", { r: 255, g: 0, b: 255, a: 1 }],
  ])("COLOUR-003 %j clamps", (input, colour) => expect(parseColour(input)).toEqual(colour))

  it("COLOUR-004 alpha is clamped to 0-1, for every form", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(
          "rgba(1, 2, 3, A)",
          "rgb(1 2 3 / A)",
          "hsla(10, 20%, 30%, A)",
          "hsl(10 20% 30% / A)",
          "hwb(10 20% 30% / A)",
        ),
        fc.oneof(cssNumber, percent),
        (template, alpha) => {
          const colour = parseColour(template.replace("A", alpha))
          expect(colour).toBeDefined()
          expect(colour && isClamped(colour)).toBe(true)
        },
      ),
    )
    expect(parseColour("rgba(0, 0, 0, 7)")?.a).toBe(1)
    expect(parseColour("rgba(0, 0, 0, -7)")?.a).toBe(0)
    expect(parseColour("rgb(0 0 0 / 150%)")?.a).toBe(1)
  })

  it("COLOUR-003 hsl and hwb results are clamped too", () => {
    fc.assert(
      fc.property(cssNumber, fc.oneof(cssNumber, percent), fc.oneof(cssNumber, percent), (h, x, y) => {
        for (const name of ["hsl", "hwb"]) {
          const colour = parseColour(`${name}(${h} ${x} ${y})`)
          if (colour !== undefined) expect(isClamped(colour)).toBe(true)
        }
      }),
    )
  })

  it("COLOUR-003 COLOUR-004 the parser never throws, and anything it returns is clamped", () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.string({ unit: "grapheme" }), fc.string({ unit: "binary" })),
        (input) => {
          const colour = parseColour(input)
          if (colour !== undefined) expect(Schema.is(RgbaSchema)(colour)).toBe(true)
        },
      ),
      { numRuns: 2000 },
    )
    const alphabet = fc.constantFrom(..."rgbahslw(),/%#0123456789.-e deg")
    fc.assert(
      fc.property(
        fc.array(alphabet, { maxLength: 40 }).map((chars) => chars.join("")),
        (input) => {
          const colour = parseColour(input)
          if (colour !== undefined) expect(isClamped(colour)).toBe(true)
        },
      ),
      { numRuns: 2000 },
    )
  })
})

describe("COLOUR-010 picker values", () => {
  it("COLOUR-010 the picker shows hex, RGB, HSL and alpha", () => {
    expect(pickerValues({ r: 255, g: 0, b: 0, a: 0.5 })).toEqual({
      hex: "#ff0000",
      rgb: { r: 255, g: 0, b: 0 },
      hsl: { h: 0, s: 100, l: 50 },
      alpha: 0.5,
    })
  })

  it("COLOUR-010 RGB → HSL → RGB round-trips every colour", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 255 }),
        fc.integer({ min: 0, max: 255 }),
        fc.integer({ min: 0, max: 255 }),
        (r, g, b) => {
          const colour = { r, g, b, a: 1 }
          const hsl = rgbaToHsla(colour)
          expect(hsl.h).toBeGreaterThanOrEqual(0)
          expect(hsl.h).toBeLessThan(360)
          expect(hslToRgba(hsl)).toEqual(colour)
        },
      ),
    )
  })
})
