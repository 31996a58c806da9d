import { describe, expect, it } from "@effect/vitest"
import { Schema } from "effect"
import fc from "fast-check"
import { GalleryDesign } from "../enums/names.ts"
import { GALLERY_OPTIONS_READ, optionApplies } from "./applies.ts"
import { GalleryOptionsSchema, GalleryOptionsType } from "./model.ts"
import {
  ASPECT_RATIOS,
  DEFAULT_GALLERY_OPTIONS,
  GALLERY_OPTIONS,
  type GalleryOptionName,
  type GalleryOptions,
} from "./options.ts"
import { readGalleryOptions } from "./read.ts"

const read = (input: Record<string, unknown>) => readGalleryOptions(input)
const withDesign = (
  design: GalleryOptions["design"],
  extra: Partial<GalleryOptions> = {},
): GalleryOptions => ({
  ...DEFAULT_GALLERY_OPTIONS,
  design,
  ...extra,
})

describe("GALLERY defaults", () => {
  it("GALLERY-001 every option read by a gallery block is in the table", () => {
    expect(GALLERY_OPTIONS_READ).toEqual([
      "design",
      "meta-position",
      "active-alignment",
      "autoplay",
      "auto-crop",
      "controls",
      "lightbox",
      "square-thumbs",
      "show-meta",
      "show-meta-on-hover",
      "thumbnails",
      "indicators",
    ])
    for (const name of GALLERY_OPTIONS_READ) expect(GALLERY_OPTIONS[name]).toBeDefined()
  })

  it.each([
    ["GALLERY-004", "design", "grid"],
    ["GALLERY-005", "autoplay", false],
    ["GALLERY-006", "autoplay-duration", 5],
    ["GALLERY-007", "controls", false],
    ["GALLERY-008", "auto-crop", true],
    ["GALLERY-009", "aspect-ratio", "square"],
    ["GALLERY-010", "square-thumbs", true],
    ["GALLERY-011", "thumbnails", false],
    ["GALLERY-012", "thumbnail-strip-height", 80],
    ["GALLERY-013", "thumbnail-strip-margin", 20],
    ["GALLERY-014", "show-meta-basic", true],
    ["GALLERY-015", "show-meta", true],
    ["GALLERY-016", "show-meta-only-title", false],
    ["GALLERY-017", "meta-position", "bottom"],
    ["GALLERY-018", "show-meta-on-hover", false],
    ["GALLERY-019", "active-alignment", "center"],
    ["GALLERY-020", "thumbnails-per-row", 4],
    ["GALLERY-021", "padding", 20],
    ["GALLERY-022", "lightbox", false],
    ["GALLERY-023", "lightboxTheme", "dark"],
    ["GALLERY-024", "max-width", 300],
    ["GALLERY-025", "newWindow", false],
    ["GALLERY-026", "transparentBackground", false],
    ["GALLERY-002", "indicators", false],
  ] as const)("%s %s defaults to %j, from an empty or missing input", (_, name, value) => {
    expect(DEFAULT_GALLERY_OPTIONS[name]).toBe(value)
    expect(GALLERY_OPTIONS[name].default).toBe(value)
    expect(read({}).options[name]).toBe(value)
    expect(read({ [name]: null }).options[name]).toBe(value)
    expect(readGalleryOptions(undefined).options[name]).toBe(value)
  })

  it("GALLERY-002 indicators is a boolean (no bounds), applying to the slideshow and slider", () => {
    expect(GALLERY_OPTIONS.indicators.kind).toBe("boolean")
    expect(read({ indicators: true }).options.indicators).toBe(true)
    expect(read({ indicators: 3 }).errors).toEqual([
      { option: "indicators", message: "indicators must be true or false, got 3" },
    ])
    expect(optionApplies("indicators", withDesign("slideshow"))).toBe(true)
    expect(optionApplies("indicators", withDesign("grid"))).toBe(false)
  })

  it("defaults decode through the Schema, and the table has exactly 24 options", () => {
    expect(Object.keys(GALLERY_OPTIONS)).toHaveLength(24)
    expect(Schema.decodeUnknownSync(GalleryOptionsSchema)({})).toEqual(DEFAULT_GALLERY_OPTIONS)
    expect(Schema.is(GalleryOptionsType)(DEFAULT_GALLERY_OPTIONS)).toBe(true)
  })
})

describe("GALLERY choices are refused outside their list", () => {
  it.each([
    ["GALLERY-004", "design", ["grid", "slideshow", "slider", "stacked"]],
    [
      "GALLERY-009",
      "aspect-ratio",
      [
        "square",
        "standard",
        "standard-vertical",
        "four-three",
        "three-four-vertical",
        "widescreen",
        "anamorphic-widescreen",
      ],
    ],
    [
      "GALLERY-017",
      "meta-position",
      ["top", "top-left", "top-right", "center", "bottom", "bottom-left", "bottom-right"],
    ],
    ["GALLERY-019", "active-alignment", ["left", "center", "right"]],
    ["GALLERY-023", "lightboxTheme", ["dark", "light"]],
  ] as const)("%s %s accepts exactly %j", (_, name, choices) => {
    const option = GALLERY_OPTIONS[name]
    expect(option.kind === "choice" && option.choices).toEqual(choices)
    for (const value of choices) {
      expect(read({ [name]: value })).toEqual({
        options: { ...DEFAULT_GALLERY_OPTIONS, [name]: value },
        errors: [],
      })
      expect(read({ [name]: ` ${value.toUpperCase()} ` }).options[name]).toBe(value)
    }
    for (const bad of ["", "other", 1, true, ["grid"]]) {
      const result = read({ [name]: bad })
      expect(result.options[name]).toBe(DEFAULT_GALLERY_OPTIONS[name])
      expect(result.errors).toHaveLength(1)
      expect(result.errors[0]?.option).toBe(name)
      expect(result.errors[0]?.message).toContain(`${name} must be one of ${choices.join(", ")}`)
    }
  })

  it("GALLERY-004 'carousel' is read as the slider design", () => {
    expect(read({ design: "carousel" }).options.design).toBe(GalleryDesign.SLIDER)
    expect(read({ "meta-position": "carousel" }).errors).toHaveLength(1)
  })

  it("GALLERY-009 aspect ratios are width over height", () => {
    expect(ASPECT_RATIOS).toEqual({
      square: 1,
      standard: 3 / 2,
      "standard-vertical": 2 / 3,
      "four-three": 4 / 3,
      "three-four-vertical": 3 / 4,
      widescreen: 16 / 9,
      "anamorphic-widescreen": 2.4,
    })
  })
})

describe("GALLERY numbers are clamped to their range", () => {
  it.each([
    ["GALLERY-006", "autoplay-duration", 1, 10],
    ["GALLERY-012", "thumbnail-strip-height", 0, 200],
    ["GALLERY-013", "thumbnail-strip-margin", 0, 60],
    ["GALLERY-020", "thumbnails-per-row", 1, 10],
    ["GALLERY-021", "padding", 0, 50],
    ["GALLERY-024", "max-width", 100, 300],
  ] as const)("%s %s stays within %i-%i", (_, name, min, max) => {
    const option = GALLERY_OPTIONS[name]
    expect([option.min, option.max]).toEqual([min, max])
    expect(read({ [name]: min - 1 }).options[name]).toBe(min)
    expect(read({ [name]: max + 1000 }).options[name]).toBe(max)
    expect(read({ [name]: String(max + 1) }).options[name]).toBe(max)
    expect(read({ [name]: min }).options[name]).toBe(min)
    expect(read({ [name]: max }).errors).toEqual([])
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (value) => {
        const result = read({ [name]: value })
        expect(result.errors).toEqual([])
        const got = result.options[name]
        expect(got).toBeGreaterThanOrEqual(min)
        expect(got).toBeLessThanOrEqual(max)
        if (value >= min && value <= max && name !== "thumbnails-per-row") expect(got === value).toBe(true)
      }),
    )
    for (const bad of ["wide", "", "1e3", Number.NaN, Number.POSITIVE_INFINITY, true, {}]) {
      const result = read({ [name]: bad })
      expect(result.options[name]).toBe(option.default)
      expect(result.errors[0]?.message).toMatch(
        new RegExp(`^${name} must be a number from ${min} to ${max}, got `),
      )
    }
  })

  it("GALLERY-020 thumbnails-per-row is rounded to a whole number", () => {
    expect(read({ "thumbnails-per-row": 2.6 }).options["thumbnails-per-row"]).toBe(3)
    expect(read({ "thumbnails-per-row": 0.4 }).options["thumbnails-per-row"]).toBe(1)
  })

  it("autoplay-duration keeps fractions of a second", () => {
    expect(read({ "autoplay-duration": "2.5" }).options["autoplay-duration"]).toBe(2.5)
  })
})

describe("GALLERY booleans", () => {
  const booleans = (Object.keys(GALLERY_OPTIONS) as GalleryOptionName[]).filter(
    (name) => GALLERY_OPTIONS[name].kind === "boolean",
  )

  it.each(booleans)(
    "boolean option %s reads true/false and their strings, and refuses anything else",
    (name) => {
      expect(read({ [name]: true }).options[name]).toBe(true)
      expect(read({ [name]: "false" }).options[name]).toBe(false)
      for (const bad of ["yes", 1, 0, "", "TRUE "]) {
        const result = read({ [name]: bad })
        expect(result.options[name]).toBe(GALLERY_OPTIONS[name].default)
        expect(result.errors[0]?.message).toMatch(new RegExp(`^${name} must be true or false, got `))
      }
    },
  )
})

describe("GALLERY-003 which designs an option applies to", () => {
  it.each([
    ["autoplay", "slideshow", {}, true],
    ["autoplay", "grid", {}, false],
    ["autoplay-duration", "slider", { autoplay: false }, false],
    ["autoplay-duration", "slider", { autoplay: true }, true],
    ["thumbnail-strip-height", "slideshow", { thumbnails: true }, true],
    ["thumbnail-strip-height", "slideshow", { thumbnails: false }, false],
    ["square-thumbs", "slideshow", { thumbnails: true }, true],
    ["meta-position", "slider", { "show-meta": false }, false],
    ["meta-position", "slider", { "show-meta": true }, true],
    ["show-meta-on-hover", "grid", {}, true],
    ["show-meta-on-hover", "stacked", {}, false],
    ["active-alignment", "slider", {}, true],
    ["active-alignment", "slideshow", {}, false],
    ["thumbnails-per-row", "grid", {}, true],
    ["thumbnails-per-row", "stacked", {}, false],
    ["lightboxTheme", "grid", { lightbox: false }, false],
    ["lightboxTheme", "stacked", { lightbox: true }, true],
    ["newWindow", "stacked", {}, true],
    ["design", "slider", {}, true],
  ] as const)("GALLERY-003 %s on %s with %j applies: %s", (name, design, extra, applies) => {
    expect(optionApplies(name, withDesign(design, extra))).toBe(applies)
  })

  it("GALLERY-003 every option applies to at least one design; design and newWindow to all", () => {
    for (const [name, option] of Object.entries(GALLERY_OPTIONS)) {
      expect(option.designs.length, name).toBeGreaterThan(0)
      if ("requires" in option) expect(GALLERY_OPTIONS[option.requires].kind).toBe("boolean")
    }
    expect(GALLERY_OPTIONS.design.designs).toEqual(["grid", "slideshow", "slider", "stacked"])
    expect(GALLERY_OPTIONS.newWindow.designs).toEqual(["grid", "slideshow", "slider", "stacked"])
  })
})

describe("GALLERY reading whole inputs", () => {
  it("reading never throws, and always yields options the Schema accepts", () => {
    const value = fc.oneof(fc.anything(), fc.constantFrom("carousel", "true", "light", "7", "top-left"))
    const names = fc.constantFrom(...Object.keys(GALLERY_OPTIONS), "unknown", "__proto__")
    fc.assert(
      fc.property(fc.oneof(fc.dictionary(names, value), fc.anything()), (input) => {
        const result = readGalleryOptions(input)
        expect(Schema.is(GalleryOptionsType)(result.options)).toBe(true)
      }),
      { numRuns: 500 },
    )
  })

  it("a non-object is refused as a whole; unknown keys are ignored", () => {
    expect(readGalleryOptions("grid")).toEqual({
      options: DEFAULT_GALLERY_OPTIONS,
      errors: [{ message: 'Gallery options must be an object, got "grid"' }],
    })
    expect(readGalleryOptions([1]).errors).toHaveLength(1)
    expect(read({ colour: "red" })).toEqual({ options: DEFAULT_GALLERY_OPTIONS, errors: [] })
  })

  it("the Schema fails naming every refused option, and clamps without failing", () => {
    expect(
      Schema.decodeUnknownSync(GalleryOptionsSchema)({ padding: "80", design: "carousel" }),
    ).toMatchObject({
      padding: 50,
      design: "slider",
    })
    const result = Schema.decodeUnknownResult(GalleryOptionsSchema)({ design: "mosaic", lightbox: "yes" })
    expect(result._tag).toBe("Failure")
    const text = String(result._tag === "Failure" ? result.failure : "")
    expect(text).toContain('design must be one of grid, slideshow, slider, stacked; got "mosaic"')
    expect(text).toContain('lightbox must be true or false, got "yes"')
    expect(Schema.encodeSync(GalleryOptionsSchema)(DEFAULT_GALLERY_OPTIONS)).toEqual(DEFAULT_GALLERY_OPTIONS)
  })
})
