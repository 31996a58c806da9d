import { describe, expect, it } from "@effect/vitest"
import fc from "fast-check"
import {
  ALT_TEXT_MAX_LENGTH,
  IMAGE_SIZE_ERROR,
  IMAGE_WIDTHS,
  imageAltText,
  imageSrcset,
  imageUrlAtWidth,
  imageWidthFor,
  parseImageSize,
  THUMBNAIL_THRESHOLDS,
  thumbnailWidthFor,
} from "./image.ts"

const bad = { ok: false, message: "Invalid source parameter. Pass in 'originalSize'." }

describe("TPL-018 image size parameter", () => {
  it("TPL-018 reads 'WxH'", () => {
    expect(IMAGE_SIZE_ERROR).toBe("Invalid source parameter. Pass in 'originalSize'.")
    expect(parseImageSize("1500x1000")).toEqual({ ok: true, width: 1500, height: 1000 })
    expect(parseImageSize(" 1x1 ")).toEqual({ ok: true, width: 1, height: 1 })
  })

  it.each([
    "1500",
    "1500X1000",
    "0x100",
    "100x0",
    "-1x5",
    "1.5x2",
    "x",
    "",
    "1500 x 1000",
    "axb",
    "99999999999999999x1",
  ])("TPL-018 refuses %j with the spec's message", (value) => expect(parseImageSize(value)).toEqual(bad))

  it("TPL-018 refuses anything that is not a string, and never throws", () => {
    for (const value of [undefined, null, 1500, { width: 1 }]) expect(parseImageSize(value)).toEqual(bad)
    fc.assert(fc.property(fc.anything(), (value) => typeof parseImageSize(value).ok === "boolean"))
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e6 }), fc.integer({ min: 1, max: 1e6 }), (width, height) => {
        expect(parseImageSize(`${width}x${height}`)).toEqual({ ok: true, width, height })
      }),
    )
  })
})

describe("TPL-029 / TPL-030 image widths", () => {
  it("TPL-029 TPL-030 lists the served widths and thumbnail thresholds", () => {
    expect(IMAGE_WIDTHS).toEqual([100, 300, 500, 750, 1000, 1500, 2500])
    expect(THUMBNAIL_THRESHOLDS).toEqual([100, 300, 500, 750, 1000])
  })

  it.each([
    [50, undefined, 100],
    [100, undefined, 100],
    [101, undefined, 300],
    [640, undefined, 750],
    [4000, undefined, 2500],
    [640, 600, 500],
    [640, 80, 100],
    [200, 2000, 300],
  ])("TPL-029 imageWidthFor(%i, %s) = %i", (display, original, width) => {
    expect(imageWidthFor(display, original)).toBe(width)
  })

  it("TPL-029 the chosen width is a served width, and never above the original unless nothing fits", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 5000 }),
        fc.option(fc.integer({ min: 1, max: 5000 }), { nil: undefined }),
        (display, original) => {
          const width = imageWidthFor(display, original)
          expect(IMAGE_WIDTHS).toContain(width)
          if (original !== undefined && original >= 100) expect(width).toBeLessThanOrEqual(original)
        },
      ),
    )
  })

  it.each([
    [1, 100],
    [100, 100],
    [101, 300],
    [300, 300],
    [500, 500],
    [750, 750],
    [751, 1000],
    [1000, 1000],
    [1001, 1500],
  ])("TPL-030 thumbnailWidthFor(%i) = %i", (size, width) => {
    expect(thumbnailWidthFor(size)).toBe(width)
  })

  it("TPL-029 builds width URLs and a srcset up to the original's width", () => {
    expect(imageUrlAtWidth("/i/a.jpg", 500)).toBe("/i/a.jpg?format=500w")
    expect(imageUrlAtWidth("/i/a.jpg?v=2", 500)).toBe("/i/a.jpg?v=2&format=500w")
    expect(imageSrcset("/i/a.jpg", 400)).toBe("/i/a.jpg?format=100w 100w, /i/a.jpg?format=300w 300w")
    expect(imageSrcset("/i/a.jpg", 50)).toBe("/i/a.jpg?format=100w 100w")
    expect(imageSrcset("/i/a.jpg").split(", ")).toHaveLength(7)
  })
})

describe("alt text", () => {
  it("prefers the image's own alt text", () => {
    expect(imageAltText({ altText: " Red shoe ", body: "<p>ignored</p>", title: "t" })).toBe("Red shoe")
  })

  it("TPL-031 else takes the body as plain text, at most 250 characters", () => {
    expect(ALT_TEXT_MAX_LENGTH).toBe(250)
    expect(imageAltText({ body: "<p>Red  <b>canvas</b> shoe &amp; lace</p>" })).toBe("Red canvas shoe & lace")
    const long = `<p>${"word ".repeat(100)}</p>`
    expect(imageAltText({ body: long })).toHaveLength(249)
    expect([...imageAltText({ body: "😀".repeat(300) })]).toHaveLength(250)
  })

  it("else the title, else nothing", () => {
    expect(imageAltText({ altText: "  ", body: "<br>", title: " Shoe " })).toBe("Shoe")
    expect(imageAltText({})).toBe("")
  })

  it("TPL-031 never exceeds 250 characters from the body and never keeps a tag", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 600 }), (body) => {
        const alt = imageAltText({ body })
        expect([...alt].length).toBeLessThanOrEqual(250)
        expect(alt).not.toMatch(/<[^>]*>/)
      }),
    )
  })
})
