import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { formatDelimited, parseDelimited, type Separator } from "./delimited.ts"

const cell = fc.string({
  unit: fc.constantFrom("a", "b", " ", ",", "\t", '"', "\n", "\r", "é"),
  maxLength: 5,
})
const rowsArb = fc.array(fc.array(cell, { minLength: 1, maxLength: 4 }), { maxLength: 5 })

describe("pasted rows of text (the dataset editor, EDITOR-006)", () => {
  it("EDITOR-006 reads comma-separated text with quotes, CRLF and a trailing newline", () => {
    expect(parseDelimited('name,note\r\nMug,"big, blue"\r\n"say ""hi""",\n')).toEqual([
      ["name", "note"],
      ["Mug", "big, blue"],
      ['say "hi"', ""],
    ])
  })

  it("EDITOR-006 reads tab-separated text, as a spreadsheet copies it, commas kept in cells", () => {
    expect(parseDelimited("a\tb, c\n1\t2")).toEqual([
      ["a", "b, c"],
      ["1", "2"],
    ])
  })

  it("EDITOR-006 a quoted line break stays in its cell; blank lines are skipped; a stray quote is text", () => {
    expect(parseDelimited('"two\nlines",x\n\n\ny,5"6')).toEqual([
      ["two\nlines", "x"],
      ["y", '5"6'],
    ])
    expect(parseDelimited("")).toEqual([])
  })

  it("EDITOR-006 property: formatted rows read back as the same rows, either separator", () => {
    fc.assert(
      fc.property(rowsArb, fc.constantFrom<Separator>(",", "\t"), (rows, separator) => {
        expect(parseDelimited(formatDelimited(rows, separator), separator)).toEqual(rows)
      }),
    )
  })

  it("EDITOR-006 property: the separator is found from the first line when none is given", () => {
    fc.assert(
      fc.property(rowsArb, fc.constantFrom<Separator>(",", "\t"), (rows, separator) => {
        fc.pre((rows[0]?.length ?? 0) > 1)
        expect(parseDelimited(formatDelimited(rows, separator))).toEqual(rows)
      }),
    )
  })

  it("EDITOR-006 property: reading never fails and never gives a row without cells", () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom("a", ",", "\t", '"', "\n", "\r"), maxLength: 30 }),
        (text) => {
          expect(parseDelimited(text).every((row) => row.length > 0)).toBe(true)
        },
      ),
    )
  })
})
