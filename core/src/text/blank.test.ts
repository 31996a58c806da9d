import { describe, expect, it } from "@effect/vitest"
import fc from "fast-check"
import { isBlankText } from "./blank.ts"

describe("UTIL-006 blank text", () => {
  it.each([
    ["", true],
    ["   ", true],
    ["\n\t\r", true],
    ["<p></p>", true],
    ["<p> </p><br/>", true],
    ["<p>&nbsp;</p>", true],
    ["&#160;&#x200B;&#8203;", true],
    ["\u00a0\u2003\u3000", true],
    ["\u200b\u200c\u200d\u2060\ufeff", true],
    ["<div><span>\u200b</span></div>", true],
    ["<!-- a > b --><p></p>", true],
    ["<img src='x.png'>", true],
    [null, true],
    [undefined, true],
    ["Hi", false],
    ["<p>Hi</p>", false],
    ["<p>&amp;</p>", false],
    ["&#65;", false],
    ["<b>0</b>", false],
    ["\u200bx", false],
    ["a < b", false],
    ["<!-- hidden -->.", false],
  ])("UTIL-006 %j is blank = %s", (html, blank) => {
    expect(isBlankText(html)).toBe(blank)
  })

  it("UTIL-006 property: any mix of tags, whitespace and zero-width characters is blank", () => {
    const piece = fc.constantFrom(
      "<p>",
      "</p>",
      "<br/>",
      " ",
      "\n",
      "\u00a0",
      "\u200b",
      "\ufeff",
      "&nbsp;",
      "<span class='x'>",
    )
    fc.assert(
      fc.property(fc.array(piece), (pieces) => {
        expect(isBlankText(pieces.join(""))).toBe(true)
      }),
    )
  })

  it("UTIL-006 property: a visible character outside a tag is never blank", () => {
    const visible = fc
      .string({ minLength: 1, maxLength: 1 })
      .filter((c) => /^[\p{L}\p{N}\p{P}]$/u.test(c) && c !== "<")
    fc.assert(
      fc.property(fc.string(), visible, (before, character) => {
        const clean = before.replace(/[<>&]/g, "")
        expect(isBlankText(`<p>${clean}${character}</p>`)).toBe(false)
      }),
    )
  })

  it("property: the one-scan reading agrees with the five-pass one", () => {
    // The reading as first written (five passes), which the scan must match on every text.
    const fivePasses = (html: string): boolean =>
      html
        .replace(/<!--[\s\S]*?(?:-->|$)/g, "")
        .replace(/<[^>]*>/g, "")
        .replace(/&(?:nbsp|ensp|emsp|thinsp|zwnj|zwj|ZeroWidthSpace|NoBreak|NewLine|Tab);/g, " ")
        .replace(/&#(?:x([\da-f]+)|(\d+));/gi, (_, hex: string | undefined, decimal: string | undefined) => {
          const code = hex !== undefined ? Number.parseInt(hex, 16) : Number(decimal)
          return code <= 0x10ffff ? String.fromCodePoint(code) : "\ufffd"
        })
        .replace(/[\u200b-\u200d\u2060-\u2064\u180e]/gu, "")
        .trim() === ""
    const piece = fc.constantFrom(
      "<",
      ">",
      "<p>",
      "</p>",
      "<!--",
      "-->",
      '<a title="<!--">',
      "&",
      "&nbsp;",
      "&#65;",
      "&#x200b;",
      " ",
      "\n",
      "\u00a0",
      "\u180e",
      "\u200b",
      "\u2060",
      "\u2065",
      "\ufeff",
      "\u3000",
      "a",
      "0",
      ".",
    )
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), (pieces) => {
        const html = pieces.join("")
        expect(isBlankText(html)).toBe(fivePasses(html))
      }),
      { numRuns: 5000 },
    )
  })
})
