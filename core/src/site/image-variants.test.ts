import { describe, expect, it } from "@effect/vitest"
import fc from "fast-check"
import { imageUrlWithFormat } from "./image.ts"
import { absoluteAssetUrl, heightForWidth, variantSrcset, widthForHeight } from "./image-variants.ts"

describe("asset URLs", () => {
  it("TPL-002 joins the base address and the relative path with one slash", () => {
    expect(absoluteAssetUrl("https://example.com/prefix", "index")).toBe("https://example.com/prefix/index")
    expect(absoluteAssetUrl("https://example.com/prefix//", "/")).toBe("https://example.com/prefix/")
    expect(absoluteAssetUrl("", "a/b")).toBe("/a/b")
  })

  it("keeps absolute http(s) URLs and never lets another scheme through", () => {
    expect(absoluteAssetUrl("https://x.com", "HTTPS://cdn.x/a.jpg")).toBe("HTTPS://cdn.x/a.jpg")
    expect(absoluteAssetUrl("https://x.com", "//cdn.x/a.jpg")).toBe("//cdn.x/a.jpg")
    expect(absoluteAssetUrl("https://x.com", "javascript:alert(1)")).toBe("https://x.com/javascript:alert(1)")
    expect(absoluteAssetUrl("https://x.com", "data:text/html,x")).toBe("https://x.com/data:text/html,x")
  })

  it("a format is added to the query string the URL already has", () => {
    expect(imageUrlWithFormat("/a.jpg?v=2", "original")).toBe("/a.jpg?v=2&format=original")
  })
})

describe("TPL-029 srcset from the stored widths", () => {
  it("TPL-029 lists the stored widths and the original as the next served width", () => {
    expect(variantSrcset("/a.jpg", "1500x983,100w,300w,500w,750w,1000w,1500w")).toBe(
      "/a.jpg?format=100w 100w,/a.jpg?format=300w 300w,/a.jpg?format=500w 500w,/a.jpg?format=750w 750w," +
        "/a.jpg?format=1000w 1000w,/a.jpg?format=1500w 1500w,/a.jpg?format=original 2500w",
    )
    expect(variantSrcset("/a.jpg", " 100w , 300w ")).toBe(
      "/a.jpg?format=100w 100w,/a.jpg?format=300w 300w,/a.jpg?format=original 500w",
    )
  })

  it("TPL-029 offers no original above 2500w or after a width that is not a served one", () => {
    expect(variantSrcset("/a.jpg", "100w,2500w")).toBe("/a.jpg?format=100w 100w,/a.jpg?format=2500w 2500w")
    expect(variantSrcset("/a.jpg", "1200w")).toBe("/a.jpg?format=1200w 1200w")
  })

  it("TPL-029 is empty when no width is stored", () => {
    for (const variants of ["", "1500x983", "w,xw,12", "100W"])
      expect(variantSrcset("/a.jpg", variants)).toBe("")
  })
})

describe("sizes that keep the aspect ratio", () => {
  it("scales a WxH size to a width or a height, rounding down", () => {
    const size = { width: 250, height: 175 }
    expect(heightForWidth(size, 50)).toBe(35)
    expect(widthForHeight(size, 50)).toBe(71)
    expect(heightForWidth({ width: 400, height: 100 }, 50)).toBe(12)
    expect(widthForHeight({ width: 3, height: 10 }, 10)).toBe(3)
  })

  it("scaling a size to its own width or height gives it back exactly", () => {
    const side = fc.integer({ min: 1, max: 100_000 })
    fc.assert(
      fc.property(side, side, (width, height) => {
        expect(heightForWidth({ width, height }, width)).toBe(height)
        expect(widthForHeight({ width, height }, height)).toBe(width)
      }),
    )
  })
})
