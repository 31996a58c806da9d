import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { splitPath } from "./values.ts"

/** The definition the one-scan split must agree with: split on dots, all-digit segments become indexes. */
const bySplitting = (path: string): (string | number)[] =>
  path.split(".").map((part) => {
    if (!/^[0-9]+$/.test(part)) return part
    const index = Number.parseInt(part, 10)
    return index <= 0x7fffffff ? index : part
  })

describe("TPL paths split into segments", () => {
  it.each<[string, (string | number)[]]>([
    ["a", ["a"]],
    ["items.0.title", ["items", 0, "title"]],
    ["007", [7]],
    ["2147483647.2147483648", [2147483647, "2147483648"]],
    ["", [""]],
    ["a..b.", ["a", "", "b", ""]],
    ["@index", ["@index"]],
  ])("TPL %j splits into %j", (path, segments) => {
    expect(splitPath(path)).toEqual(segments)
  })

  it("TPL property: the one-scan split agrees with splitting on dots", () => {
    const path = fc
      .array(fc.oneof(fc.stringMatching(/^[0-9]{0,12}$/), fc.string({ maxLength: 4 })), { maxLength: 5 })
      .map((parts) => parts.join("."))
    fc.assert(
      fc.property(path, (text) => {
        expect(splitPath(text)).toEqual(bySplitting(text))
      }),
    )
  })
})
