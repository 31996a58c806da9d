import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { codePieces, decodeSegment, splitCodeBySource } from "./code-by-source.ts"

const BASE64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"

// The encoding the source map format specifies, written out here as the reference to decode against.
const encodeValue = (value: number): string => {
  let rest = value < 0 ? -value * 2 + 1 : value * 2
  let text = ""
  do {
    const digit = rest % 32
    rest = Math.floor(rest / 32)
    text += BASE64[rest > 0 ? digit + 32 : digit]
  } while (rest > 0)
  return text
}
const encodeSegment = (values: readonly number[]) => values.map(encodeValue).join("")

describe("decodeSegment", () => {
  it("reads the base64 VLQ numbers of a segment", () => {
    expect(decodeSegment("AAAA")).toEqual([0, 0, 0, 0])
    expect(decodeSegment("kBAAC")).toEqual([18, 0, 0, 1])
    expect(decodeSegment("D")).toEqual([-1])
    expect(decodeSegment("ggC")).toEqual([1024])
  })

  it("gives back any numbers encoded", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -(2 ** 30), max: 2 ** 30 }), { maxLength: 6 }), (values) => {
        expect(decodeSegment(encodeSegment(values))).toEqual(values)
      }),
    )
  })

  it("refuses a character that is not a digit", () => {
    expect(() => decodeSegment("A!")).toThrow(/not a source map digit/)
  })
})

describe("codePieces", () => {
  it("names each piece's source, and none for code before a line's first mapping", () => {
    const code = "xxaaaBBB\nDDD"
    expect(
      codePieces(code, { sources: ["/app/react.js", "/app/page.ts"], mappings: "ECAA,GDAA;ACAA" }),
    ).toEqual([
      { source: null, text: "xx" },
      { source: "/app/page.ts", text: "aaa" },
      { source: "/app/react.js", text: "BBB" },
      { source: null, text: "\n" },
      { source: "/app/page.ts", text: "DDD" },
    ])
  })
})

describe("splitCodeBySource", () => {
  const sources = ["/app/node_modules/react/index.js", "/app/src/page.ts"]
  const isReact = (source: string) => source.includes("/node_modules/react/")

  it("gives each piece to the source of the mapping it starts at, up to the next mapping", () => {
    // Line 1: "xx" unmapped, "aaa" from page.ts, "BBB" from react, "ccc" from page.ts; line 2: "DDD" from react.
    const code = "xxaaaBBBccc\nDDD"
    const mappings = "ECAA,GDAA,GCAA;ADAA"
    expect(splitCodeBySource(code, { sources, mappings }, isReact)).toEqual({
      matched: "BBBDDD",
      rest: "xxaaaccc\n",
    })
  })

  it("counts a segment without a source as nobody's: the rest", () => {
    const code = "aaaBBBccc"
    // "aaa" from react, "BBB" unmapped (a one-field segment), "ccc" from react.
    const mappings = "AAAA,G,GAAA"
    expect(splitCodeBySource(code, { sources, mappings }, isReact)).toEqual({
      matched: "aaaccc",
      rest: "BBB",
    })
  })

  it("loses and duplicates nothing of the code", () => {
    const line = fc.record({
      text: fc.string({ maxLength: 40 }).map((text) => text.replaceAll("\n", " ")),
      mapped: fc.array(fc.tuple(fc.nat(40), fc.nat(1)), { maxLength: 6 }),
    })
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 5 }), (lines) => {
        let source = 0
        const mappings = lines
          .map(({ text, mapped }) => {
            let column = 0
            return [...mapped]
              .map(([at, index]) => [Math.min(at, text.length), index] as const)
              .sort((a, b) => a[0] - b[0])
              .map(([at, index]) => {
                const segment = encodeSegment([at - column, index - source, 0, 0])
                column = at
                source = index
                return segment
              })
              .join(",")
          })
          .join(";")
        const code = lines.map(({ text }) => text).join("\n")
        expect(
          codePieces(code, { sources, mappings })
            .map((piece) => piece.text)
            .join(""),
        ).toBe(code)
        const { matched, rest } = splitCodeBySource(code, { sources, mappings }, isReact)
        expect(matched.length + rest.length).toBe(code.length)
        expect(splitCodeBySource(code, { sources, mappings }, () => false)).toEqual({
          matched: "",
          rest: code,
        })
      }),
    )
  })
})
