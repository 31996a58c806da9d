import { describe, expect, it } from "@effect/vitest"
import fc from "fast-check"
import { commentCountParts, commentCountText, commentsEnabled } from "./comments.ts"

describe("TPL-014 / TPL-015 comment state", () => {
  it.each([
    [{ commentState: 1 }, true],
    [{ commentState: 1, publicCommentCount: 0 }, true],
    [{ commentState: 0, publicCommentCount: 2 }, true],
    [{ publicCommentCount: 1 }, true],
    [{ commentState: 0, publicCommentCount: 0 }, false],
    [{ commentState: 2 }, false],
    [{ commentState: 0, publicCommentCount: -1 }, false],
    [{ commentState: null, publicCommentCount: null }, false],
    [{}, false],
  ])("TPL-014 without site settings, %j is enabled = %s", (item, enabled) => {
    expect(commentsEnabled(item)).toBe(enabled)
    expect(commentsEnabled(item, null)).toBe(enabled)
    expect(commentsEnabled(item, { commentsEnabled: true })).toBe(enabled)
  })

  it("TPL-015 site settings with comments off turn every item's comments off", () => {
    fc.assert(
      fc.property(
        fc.record({ commentState: fc.option(fc.integer()), publicCommentCount: fc.option(fc.integer()) }),
        (item) => {
          expect(commentsEnabled(item, { commentsEnabled: false })).toBe(false)
        },
      ),
    )
  })
})

describe("TPL-016 comment count text", () => {
  it.each<[number | null | undefined, string]>([
    [0, "No Comments"],
    [1, "1 Comment"],
    [2, "2 Comments"],
    [1000, "1000 Comments"],
    [1.7, "1 Comment"],
    [-4, "No Comments"],
    [Number.NaN, "No Comments"],
    [Number.POSITIVE_INFINITY, "No Comments"],
    [undefined, "No Comments"],
    [null, "No Comments"],
  ])("TPL-016 %s reads %j", (count, text) => {
    expect(commentCountText(count)).toBe(text)
  })
})

describe("TPL-016 comment count parts", () => {
  it("TPL-016 the number and the noun join into the count text", () => {
    expect(commentCountParts(0)).toEqual({ count: "No", noun: "Comments" })
    expect(commentCountParts(1)).toEqual({ count: "1", noun: "Comment" })
    expect(commentCountParts(7)).toEqual({ count: "7", noun: "Comments" })
    fc.assert(
      fc.property(fc.oneof(fc.double(), fc.constant(null), fc.constant(undefined)), (count) => {
        const parts = commentCountParts(count)
        expect(`${parts.count} ${parts.noun}`).toBe(commentCountText(count))
      }),
    )
  })
})
