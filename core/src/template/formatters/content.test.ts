import { describe, expect, it } from "vitest"
import { render } from "../index.ts"

const out = (template: string, data: unknown) => render(template, data).output
const image = { id: "i1", assetUrl: "/a.jpg", originalSize: "800x600", title: "Shoe" }

describe("TPL content formatters: images", () => {
  it("TPL-006 a missing image prints nothing from the image formatters", () => {
    for (const name of ["image", "image-meta", "image-srcset", "cover-image-meta", "child-image-meta 4"]) {
      expect(out(`{missing|${name}}`, {}), name).toBe("")
      expect(out(`{n|${name}}`, { n: 42 }), name).toBe("")
    }
  })

  it("TPL-006 escapes every attribute value, not only the alt text", () => {
    const html = out('{@|image x"y}', { ...image, assetUrl: '/a.jpg"onerror="x', id: "<b>" })
    expect(html).toContain('src="/a.jpg&quot;onerror=&quot;x"')
    expect(html).toContain('class="x&quot;y"')
    expect(html).toContain('data-image-id="&lt;b&gt;"')
  })

  it("TPL-006 a focal point outside 0-1 or not a number is the centre", () => {
    const meta = out("{@|image-meta}", { ...image, mediaFocalPoint: { x: "0.2", y: 3 } })
    expect(meta).toContain('data-image-focal-point="0.5,0.5"')
  })

  it("TPL-031 alt text: title, else the body cut to 250 characters, else the file name", () => {
    const alt = (data: object) => /alt="([^"]*)"/.exec(out("{@|image-meta}", data))?.[1]
    expect(alt({ title: "T", body: "B" })).toBe("T")
    expect(alt({ body: `<p>${"x".repeat(300)}</p>` })).toBe(` ${"x".repeat(249)}`)
    expect(alt({ body: "<p>&nbsp;</p>", filename: "shoe.jpg" })).toBe("shoe.jpg")
    expect(alt({ body: "Fish &amp; chips" })).toBe("Fish &amp; chips")
    expect(alt({})).toBe("")
  })

  it("TPL-031 an image block uses its own alt text, even an empty one", () => {
    const data = { blockType: 5, img: { ...image, altText: "  own  " } }
    expect(out("{img|image-meta}", data)).toContain('alt="own"')
    expect(out("{img|image-meta}", { ...data, blockType: 6 })).toContain('alt="Shoe"')
  })

  it("TPL-006 cover-image-meta describes the item's cover image", () => {
    expect(out("{@|cover-image-meta}", { coverImage: image })).toBe(
      'data-src="/a.jpg" data-image="/a.jpg" data-image-dimensions="800x600" data-image-focal-point="0.5,0.5" alt="Shoe" ',
    )
  })

  it("TPL-006 child-image-meta with an index that is not a whole number prints nothing", () => {
    expect(out("{@|child-image-meta x}", { items: [image] })).toBe("")
    expect(out("{@|child-image-meta -1}", { items: [image] })).toBe("")
  })

  it("TPL-029 image-srcset ignores entries that are not widths and has nothing above 2500w to offer", () => {
    expect(out("{@|image-srcset}", { assetUrl: "/a.jpg", systemDataVariants: "800x600,foo,2500w" })).toBe(
      ' srcset="/a.jpg?format=2500w 2500w"',
    )
    expect(out("{@|image-srcset}", { assetUrl: "/a.jpg", systemDataVariants: "800x600" })).toBe("")
  })

  it("TPL-018 a size that is not WxH gives the spec's message in the resize formatters", () => {
    for (const size of ["800", "0x10", "axb", "800 x 600"]) {
      for (const name of [
        "resizedHeightForWidth",
        "resizedWidthForHeight",
        "squarespaceThumbnailForHeight",
      ]) {
        expect(out(`{s|${name} 50}`, { s: size })).toBe("Invalid source parameter. Pass in 'originalSize'.")
      }
    }
    expect(out("{s|width}{s|height}", { s: "800" })).toBe("")
  })

  it("TPL-018 a missing or bad pixel argument prints nothing and reports an error", () => {
    const result = render("{s|resizedHeightForWidth}|{s|squarespaceThumbnailForWidth -5}", { s: "800x600" })
    expect(result.output).toBe("|")
    expect(result.errors.map((error) => error.message)).toEqual([
      'resizedHeightForWidth needs a size in whole pixels, got ""',
      'squarespaceThumbnailForWidth needs a size in whole pixels, got "-5"',
    ])
  })

  it("TPL-030 thumbnail widths follow the thresholds 100, 300, 500, 750, 1000, then 1500", () => {
    const widths = [1, 100, 101, 300, 301, 500, 750, 751, 1000, 1001, 5000].map((w) =>
      out(`{@|squarespaceThumbnailForWidth ${w}}`, {}),
    )
    expect(widths).toEqual([
      "100w",
      "100w",
      "300w",
      "300w",
      "500w",
      "500w",
      "750w",
      "1000w",
      "1000w",
      "1500w",
      "1500w",
    ])
  })
})

describe("TPL content formatters: colours", () => {
  it("COLOUR-001 color-weight prints nothing for a value that is not a colour", () => {
    for (const value of ["#12", "#abcd", "zzz", "", 17])
      expect(out("{c|color-weight}", { c: value })).toBe("")
    expect(out("{c|color-weight}", { c: "888888" })).toBe("light")
    expect(out("{c|color-weight}", { c: "navy" })).toBe("dark")
  })

  it("COLOUR-001 image-color skips or names stored colours that are not hex", () => {
    const data = { colorData: { topLeftAverage: "zz", topRightAverage: "#abcdef" } }
    expect(out("{@|image-color}", data)).toBe('data-color-topRight="#abcdef" ')
    expect(out("{@|image-color topLeft}", data)).toBe('"topLeft" not found.')
    expect(out("{@|image-color <b>}", data)).toBe('"&lt;b&gt;" not found.')
  })

  it("COLOUR-009 website-color of something that is not a colour object says an H/S/L value is missing", () => {
    expect(out("{c|website-color}", { c: "red" })).toBe("Missing an H/S/L value.")
    expect(out("{c|website-color}", { c: { hue: "10", saturation: 0.1, lightness: 0.1 } })).toBe(
      "Missing an H/S/L value.",
    )
  })

  it("COLOUR-008 website-color: a stored alpha gives hsla, a bad one is out of bounds", () => {
    const colour = { hue: 0, saturation: 1, lightness: 0.5 }
    expect(out("{c|website-color}", { c: { ...colour, alpha: 1 } })).toBe("hsla(0, 100%, 50%, 1)")
    expect(out("{c|website-color}", { c: { ...colour, alpha: "x" } })).toBe("Alpha out of bounds.")
  })
})

describe("TPL content formatters: video, durations, URLs, classes", () => {
  it("TPL-007 video of a missing value prints nothing; without an overlay only the wrapper", () => {
    expect(out("{v|video}", {})).toBe("")
    expect(out("{@|video}", { oembed: { html: '<iframe src="x">', providerName: "vimeo" } })).toBe(
      '<div class="sqs-video-wrapper" data-html="&lt;iframe src=&quot;x&quot;&gt;" data-provider-name="vimeo"></div>',
    )
  })

  it("TPL-035 humanizeDuration prints nothing for a value that is not a number, 0:00 below zero", () => {
    expect(out("{d|humanizeDuration}", { d: "abc" })).toBe("")
    expect(out("{d|humanizeDuration}", {})).toBe("")
    expect(out("{d|humanizeDuration}", { d: -5000 })).toBe("0:00")
    expect(out("{d|humanizeDuration}", { d: "3725000" })).toBe("62:05")
  })

  it("TPL-002 AbsUrl joins base and path with one slash and keeps absolute http(s) URLs", () => {
    const data = { "base-url": "https://x.com/", a: "/p", b: "https://cdn.x/i.jpg", c: "javascript:alert(1)" }
    expect(out("{a|AbsUrl} {b|AbsUrl} {c|AbsUrl} {missing|AbsUrl}", data)).toBe(
      "https://x.com/p https://cdn.x/i.jpg https://x.com/javascript:alert(1) ",
    )
  })

  it("TPL-003 audio-player renders the player markup with escaped values", () => {
    expect(out("{@|audio-player}", { id: 'a"b', structuredContent: { audioAssetUrl: "/a.mp3" } })).toBe(
      "<script>Y.use('squarespace-audio-player-frontend');</script>\n" +
        '<div class="squarespace-audio-player" data-audio-asset-url="/a.mp3" data-item-id="a&quot;b" id="audio-player-a&quot;b"></div>',
    )
  })

  it("TPL-003 item-classes of a bare item is hentry; non-store items get no stock classes", () => {
    expect(out("{@|item-classes}", {})).toBe("hentry")
    const sold = { structuredContent: { productType: 1, variants: [{ qtyInStock: 0 }] } }
    expect(out("{@|item-classes}", { ...sold, recordType: 1 })).toBe("hentry")
    expect(out("{@|item-classes}", { ...sold, recordType: "11", recordTypeLabel: "Store Item" })).toBe(
      "hentry post-type-store-item sold-out",
    )
  })
})
