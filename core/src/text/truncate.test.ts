import { describe, expect, it } from "@effect/vitest"
import fc from "fast-check"
import { DEFAULT_TRUNCATE_LENGTH, TRUNCATE_ELLIPSIS, truncate } from "./truncate.ts"

describe("TPL-036 truncate", () => {
  it("TPL-036 the default length is 100, with '...'", () => {
    expect(DEFAULT_TRUNCATE_LENGTH).toBe(100)
    expect(TRUNCATE_ELLIPSIS).toBe("...")
    expect(truncate("a".repeat(100))).toBe("a".repeat(100))
    expect(truncate("a".repeat(101))).toBe(`${"a".repeat(100)}...`)
    expect(truncate(`${"word ".repeat(30)}`)).toBe(`${"word ".repeat(20).trimEnd()}...`)
  })

  it.each([
    ["The quick brown fox", 12, "The quick..."],
    ["The quick brown fox", 9, "The quick..."],
    ["The quick brown fox", 10, "The quick..."],
    ["The quick brown fox", 19, "The quick brown fox"],
    ["The quick brown fox", 3, "The..."],
    ["The quick brown fox", 2, "Th..."],
    ["Supercalifragilistic", 5, "Super..."],
    ["Short", 100, "Short"],
    ["", 0, ""],
    ["abc", 0, "..."],
    ["abc", -5, "..."],
    ["a".repeat(150), Number.NaN, `${"a".repeat(100)}...`],
    ["a".repeat(150), 2.9, "aa..."],
    ["👍🏽👍🏽👍🏽", 2, "👍🏽👍🏽..."],
    ["é".normalize("NFD").repeat(3), 1, `${"é".normalize("NFD")}...`],
  ])("TPL-036 truncate(%j, %s) is %j", (text, length, result) => {
    expect(truncate(text, length)).toBe(result)
  })

  it("a custom ellipsis", () => {
    expect(truncate("The quick brown fox", 9, "…")).toBe("The quick…")
  })

  it("TPL-036 property: fits unchanged, or a prefix of the text plus the ellipsis, never longer than the limit", () => {
    fc.assert(
      fc.property(
        fc.string({ unit: "grapheme", maxLength: 200 }),
        fc.integer({ min: 0, max: 150 }),
        (text, length) => {
          const result = truncate(text, length)
          const segmenter = new Intl.Segmenter(undefined, { granularity: "grapheme" })
          const count = (value: string) => [...segmenter.segment(value)].length
          if (count(text) <= length) {
            expect(result).toBe(text)
            return
          }
          expect(result.endsWith("...")).toBe(true)
          const kept = result.slice(0, -3)
          expect(text.startsWith(kept)).toBe(true)
          expect(count(kept)).toBeLessThanOrEqual(length)
        },
      ),
    )
  })
})
