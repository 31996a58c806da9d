import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { perArguments } from "./argument-memo.ts"

const counting = <T>(read: (args: readonly string[]) => T) => {
  const seen: (readonly string[])[] = []
  const memo = perArguments((args) => {
    seen.push(args)
    return read(args)
  })
  return { memo, seen }
}

describe("TPL plugin arguments read once per call site and per text", () => {
  it("TPL the same list is read once, and so is another list with the same text", () => {
    const { memo, seen } = counting((args) => args.join("+"))
    const site = ["a", "b"]
    const again = ["a", "b"]
    const other = ["a", "c"]
    expect([memo(site), memo(again), memo(other), memo(site), memo(other)]).toEqual([
      "a+b",
      "a+b",
      "a+c",
      "a+b",
      "a+c",
    ])
    expect(seen).toEqual([site, other])
  })

  it("TPL lists whose joined text is alike but whose arguments differ are read apart", () => {
    const { memo, seen } = counting((args) => args.length)
    expect([memo([]), memo([""]), memo(["", ""]), memo(["a\u0000b"]), memo(["a", "b"])]).toEqual([
      0, 1, 2, 1, 2,
    ])
    expect(memo(["a\u0000", "b"])).toBe(2)
    expect(memo(["a", "\u0000b"])).toBe(2)
    expect(seen).toHaveLength(7)
  })

  it("TPL an undefined reading is remembered too", () => {
    const { memo, seen } = counting(() => undefined)
    const args: string[] = []
    memo(args)
    memo([])
    memo(args)
    expect(seen).toHaveLength(1)
  })

  it("TPL property: a reading always equals reading the list afresh, past the table's limit too", () => {
    const read = (args: readonly string[]) => args.map((arg) => arg.length).join(",")
    const memo = perArguments(read)
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.string({ maxLength: 3 }), { maxLength: 3 }), { maxLength: 700 }),
        (lists) => {
          for (const list of lists) expect(memo(list)).toBe(read(list))
        },
      ),
      { numRuns: 30 },
    )
    // More texts than a table keeps: it starts over, and readings stay right.
    for (let round = 0; round < 2; round++)
      for (let i = 0; i < 1200; i++) expect(memo([String(i), "x"])).toBe(read([String(i), "x"]))
  })
})
