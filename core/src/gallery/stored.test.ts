import { describe, expect, it } from "@effect/vitest"
import { readStoredGalleryOption } from "./read.ts"

describe("one stored gallery option, without its default", () => {
  it("GALLERY-004 reads a stored design by the gallery rules (carousel is slider, any case)", () => {
    expect(readStoredGalleryOption({ design: "Carousel" }, "design")).toBe("slider")
    expect(readStoredGalleryOption({ design: "stacked" }, "design")).toBe("stacked")
  })

  it("a refused, missing or null option is undefined, not the default", () => {
    expect(readStoredGalleryOption({ design: "unknown" }, "design")).toBeUndefined()
    expect(readStoredGalleryOption({}, "design")).toBeUndefined()
    expect(readStoredGalleryOption({ design: null }, "design")).toBeUndefined()
    expect(readStoredGalleryOption({}, "auto-crop")).toBeUndefined()
  })

  it("booleans are true, false or their text", () => {
    expect(readStoredGalleryOption({ autoplay: "true" }, "autoplay")).toBe(true)
    expect(readStoredGalleryOption({ autoplay: false }, "autoplay")).toBe(false)
    expect(readStoredGalleryOption({ autoplay: 1 }, "autoplay")).toBeUndefined()
  })

  it("GALLERY-021 numbers are clamped as readGalleryOptions clamps them", () => {
    expect(readStoredGalleryOption({ padding: "80" }, "padding")).toBe(50)
    expect(readStoredGalleryOption({ padding: "lots" }, "padding")).toBeUndefined()
  })

  it("options that are not an object, and inherited members, are never read", () => {
    for (const input of [undefined, null, "grid", 3, ["grid"]]) {
      expect(readStoredGalleryOption(input, "design")).toBeUndefined()
    }
    expect(readStoredGalleryOption(Object.create({ design: "grid" }), "design")).toBeUndefined()
  })
})
