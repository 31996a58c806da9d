import { describe, expect, it } from "@effect/vitest"
import fc from "fast-check"
import { contentItemAltText, imageAltText } from "./image.ts"

describe("alt text of a content item's image", () => {
  it("the title first", () => {
    expect(contentItemAltText({ title: "Shoe", body: "<p>Caption</p>", filename: "s.jpg" })).toBe("Shoe")
  })

  it("else the body as text, a tag becoming one space, spacing kept", () => {
    expect(contentItemAltText({ body: "<b>bold</b><div><i>italics</i></div>" })).toBe(" bold   italics  ")
    expect(contentItemAltText({ body: "Fish &amp; chips<!-- note -->" })).toBe("Fish & chips ")
  })

  it("TPL-031 at most 250 characters from the body, never splitting one", () => {
    expect(contentItemAltText({ body: "x".repeat(300) })).toHaveLength(250)
    expect([...contentItemAltText({ body: "😀".repeat(300) })]).toHaveLength(250)
  })

  it("else the file name, else nothing; a body with no visible text is skipped", () => {
    expect(contentItemAltText({ body: "<p>&nbsp;\u200b</p>", filename: "s.jpg" })).toBe("s.jpg")
    expect(contentItemAltText({ title: "", body: undefined })).toBe("")
  })

  it("TPL-031 never keeps a tag and never exceeds 250 characters", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 600 }), (body) => {
        const alt = contentItemAltText({ body })
        expect([...alt].length).toBeLessThanOrEqual(250)
        expect(alt).not.toMatch(/<[^>]*>/)
      }),
    )
  })

  it("the site's own image rule is unchanged: own alt text first, spaces collapsed", () => {
    expect(imageAltText({ altText: "Own", title: "Title" })).toBe("Own")
    expect(imageAltText({ body: "<b>bold</b><div><i>italics</i></div>" })).toBe("bold italics")
  })
})
