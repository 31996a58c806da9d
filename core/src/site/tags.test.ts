import { describe, expect, it } from "@effect/vitest"
import fc from "fast-check"
import { startTagEdit, TAG_MAX_LENGTH, TAG_MESSAGE, validateTagName } from "./tags.ts"

describe("EDITOR-012 / EDITOR-013 limits", () => {
  it("EDITOR-012 a tag is at most 50 characters", () => {
    expect(TAG_MAX_LENGTH.tag).toBe(50)
    expect(validateTagName("tag", "a".repeat(50), [])).toEqual({ ok: true, name: "a".repeat(50) })
    expect(validateTagName("tag", "a".repeat(51), [])).toEqual({
      ok: false,
      message: "A tag can be at most 50 characters long.",
    })
  })

  it("EDITOR-013 a category is at most 25 characters", () => {
    expect(TAG_MAX_LENGTH.category).toBe(25)
    expect(validateTagName("category", "c".repeat(25), []).ok).toBe(true)
    expect(validateTagName("category", "c".repeat(26), [])).toEqual({
      ok: false,
      message: "A category can be at most 25 characters long.",
    })
  })

  it("EDITOR-012 length counts characters, not UTF-16 units, after trimming", () => {
    expect(validateTagName("category", "😀".repeat(25), []).ok).toBe(true)
    expect(validateTagName("category", `  ${"c".repeat(25)}  `, []).ok).toBe(true)
  })

  it("EDITOR-012 any name within the limit passes when nothing else exists", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("tag" as const, "category" as const),
        fc.string({ minLength: 1 }),
        (tagType, name) => {
          const result = validateTagName(tagType, name, [])
          const length = [...name.trim()].length
          expect(result.ok).toBe(length >= 1 && length <= TAG_MAX_LENGTH[tagType])
        },
      ),
    )
  })

  it("an empty name is refused", () => {
    expect(validateTagName("tag", "   ", [])).toEqual({ ok: false, message: "Enter a tag name." })
  })
})

describe("EDITOR-026 already exists", () => {
  it("EDITOR-026 'This {tagType} already exists', ignoring case and spaces", () => {
    expect(TAG_MESSAGE.alreadyExists("tag")).toBe("This tag already exists")
    expect(validateTagName("tag", "Sale", [" sale "])).toEqual({
      ok: false,
      message: "This tag already exists",
    })
    expect(validateTagName("category", "SHOES", ["Shoes"])).toEqual({
      ok: false,
      message: "This category already exists",
    })
  })

  it("EDITOR-004 renaming keeps its own name, or changes its case", () => {
    expect(validateTagName("tag", "SALE", ["sale", "summer"], "sale")).toEqual({ ok: true, name: "SALE" })
    expect(validateTagName("tag", "summer", ["sale", "summer"], "sale").ok).toBe(false)
  })
})

describe("EDITOR-025 one at a time", () => {
  it("EDITOR-025 'You may only edit one {tagType} at a time'", () => {
    expect(startTagEdit("tag", null, "sale")).toEqual({ ok: true })
    expect(startTagEdit("tag", "sale", "sale")).toEqual({ ok: true })
    expect(startTagEdit("tag", "sale", "summer")).toEqual({
      ok: false,
      message: "You may only edit one tag at a time",
    })
    expect(startTagEdit("category", "a", "b")).toEqual({
      ok: false,
      message: "You may only edit one category at a time",
    })
  })
})
