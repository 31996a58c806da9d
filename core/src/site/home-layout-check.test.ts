import { describe, expect, it } from "@effect/vitest"
import { Result, Schema } from "effect"
import fc from "fast-check"
import { HOME_LAYOUT_LIMITS, HOME_LAYOUT_MESSAGE, HomeLayoutSchema } from "./home-layout.ts"
import { homeLayoutErrors } from "./home-layout-check.ts"

const one = (block: unknown, padding: unknown = 6) => ({ sections: [{ padding, blocks: [block] }] })

describe("homeLayoutErrors, the editor's check before saving", () => {
  it.each([
    [
      "an empty marquee",
      one({ kind: "marquee", text: "", intensity: 0 }),
      "sections.0.blocks.0.text",
      HOME_LAYOUT_MESSAGE.marqueeText,
    ],
    [
      "a long heading",
      one({ kind: "text", heading: "h".repeat(HOME_LAYOUT_LIMITS.heading + 1), paragraph: "" }),
      "sections.0.blocks.0.heading",
      HOME_LAYOUT_MESSAGE.heading,
    ],
    [
      "a page that is no video",
      one({ kind: "video", url: "https://example.com/" }),
      "sections.0.blocks.0.url",
      HOME_LAYOUT_MESSAGE.videoUrl,
    ],
    [
      "a padding off the presets",
      one({ kind: "code", html: "" }, 7),
      "sections.0.padding",
      HOME_LAYOUT_MESSAGE.padding,
    ],
    [
      "61 blocks",
      { sections: [{ padding: 6, blocks: Array.from({ length: 61 }, () => ({ kind: "code", html: "" })) }] },
      "sections",
      HOME_LAYOUT_MESSAGE.blocks,
    ],
  ])("%s: its field, with core's message", (_, layout, field, message) => {
    expect(homeLayoutErrors(layout)).toEqual({ [field]: message })
  })

  it("every field's issue at once, keyed by its place; none for a layout that fits", () => {
    const layout = {
      sections: [
        { padding: 6, blocks: [{ kind: "text", heading: "Hello", paragraph: "" }] },
        {
          padding: 3,
          blocks: [
            { kind: "video", url: "not a video" },
            { kind: "marquee", text: "", intensity: 60 },
          ],
        },
      ],
    }
    expect(homeLayoutErrors(layout)).toEqual({
      "sections.1.blocks.0.url": HOME_LAYOUT_MESSAGE.videoUrl,
      "sections.1.blocks.1.text": HOME_LAYOUT_MESSAGE.marqueeText,
    })
    expect(homeLayoutErrors({ sections: [layout.sections[0]] })).toEqual({})
  })

  it("agrees with the server's Schema: no errors exactly when the layout decodes", () => {
    const block = fc.oneof(
      fc.record({
        kind: fc.constant("text"),
        heading: fc.string({ maxLength: 130 }),
        paragraph: fc.string({ maxLength: 5 }),
      }),
      fc.record({
        kind: fc.constant("marquee"),
        text: fc.string({ maxLength: 3 }),
        intensity: fc.constantFrom(0, 60, 30),
      }),
      fc.record({
        kind: fc.constant("video"),
        url: fc.constantFrom("https://vimeo.com/76979871", "https://youtu.be/dQw4w9WgXcQ", "x"),
      }),
    )
    const layout = fc.record({
      sections: fc.array(
        fc.record({ padding: fc.constantFrom(3, 6, 12, 5), blocks: fc.array(block, { maxLength: 4 }) }),
        {
          maxLength: 3,
        },
      ),
    })
    fc.assert(
      fc.property(layout, (drawn) => {
        const decoded = Result.isSuccess(Schema.decodeUnknownResult(HomeLayoutSchema)(drawn))
        expect(Object.keys(homeLayoutErrors(drawn)).length === 0).toBe(decoded)
      }),
    )
  })
})
