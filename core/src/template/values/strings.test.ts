import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { escapeAttribute, escapeHtml, slugify, urlEncode, wellFormed } from "./strings.ts"

// Character by character definitions of the fast versions, kept as oracles.
const oracleEscape = (text: string, quotes: boolean): string => {
  let out = ""
  for (const char of text) {
    if (char === "&") out += "&amp;"
    else if (char === "<") out += "&lt;"
    else if (char === ">") out += "&gt;"
    else if (quotes && char === '"') out += "&quot;"
    else out += char
  }
  return out
}

const oracleSlug = (text: string): string => {
  let out = ""
  let inSpace = false
  for (const char of text) {
    if (/^\s$/.test(char)) inSpace = true
    else if (/^[0-9A-Za-z-]$/.test(char)) {
      if (inSpace) out += "-"
      inSpace = false
      out += char
    }
  }
  return (inSpace ? `${out}-` : out).toLowerCase()
}

const utf8 = (code: number): number[] =>
  code < 0x80
    ? [code]
    : code < 0x800
      ? [0xc0 | (code >> 6), 0x80 | (code & 63)]
      : code < 0x10000
        ? [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 63), 0x80 | (code & 63)]
        : [0xf0 | (code >> 18), 0x80 | ((code >> 12) & 63), 0x80 | ((code >> 6) & 63), 0x80 | (code & 63)]

const oracleUrl = (text: string): string => {
  let out = ""
  for (const char of text) {
    for (const byte of utf8(char.codePointAt(0) as number)) {
      const single = String.fromCharCode(byte)
      const safe = byte < 0x80 && /^[0-9A-Za-z@*_+\-./]$/.test(single)
      out += safe ? single : `%${byte.toString(16).toUpperCase().padStart(2, "0")}`
    }
  }
  return out
}

const text = fc.oneof(
  fc.string(),
  fc.string({ unit: "binary" }),
  fc.string({
    unit: fc.constantFrom(
      "a",
      "Z",
      "0",
      "&",
      "<",
      ">",
      '"',
      " ",
      "\t",
      "-",
      "'",
      "~",
      "@",
      "/",
      "é",
      "\ud800",
      "\udc00",
      "%",
    ),
  }),
)

describe("TPL string transforms of the core formatters", () => {
  it("TPL property: html and attribute escaping match the character by character definition", () => {
    fc.assert(
      fc.property(text, (value) => {
        expect(escapeHtml(value)).toBe(oracleEscape(value, false))
        expect(escapeAttribute(value)).toBe(oracleEscape(value, true))
      }),
      { numRuns: 2000 },
    )
  })

  it("TPL property: slugify keeps letters, digits and hyphens and turns whitespace runs into one hyphen", () => {
    fc.assert(
      fc.property(text, (value) => {
        expect(slugify(value)).toBe(oracleSlug(value))
      }),
      { numRuns: 2000 },
    )
  })

  it("TPL property: url-encode percent-encodes the UTF-8 bytes except letters, digits and @*_+-./", () => {
    fc.assert(
      fc.property(text, (value) => {
        expect(urlEncode(value)).toBe(oracleUrl(wellFormed(value)))
      }),
      { numRuns: 2000 },
    )
    expect(urlEncode("café & tea!~'()@+/")).toBe("caf%C3%A9%20%26%20tea%21%7E%27%28%29@+/")
    expect(urlEncode("a\ud800b")).toBe("a%EF%BF%BDb")
  })
})
