import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { decodesClean, isCleanText, isCleanValue } from "../src/router/clean-text.ts"
import { decodeCookies } from "../src/router/cookie-jar.ts"

// An oracle independent of the rule's regular expression: UTF-8 cannot carry a lone surrogate, so
// a text survives a round trip through UTF-8 exactly when it is well-formed.
const oracle = (text: string): boolean =>
  !text.includes("\0") && Buffer.from(text, "utf8").toString("utf8") === text

const surrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code))
const anyUnit = fc.oneof(fc.string({ unit: "binary", maxLength: 1 }), surrogate, fc.constant("\0"))
const anyText = fc.string({ unit: anyUnit, maxLength: 40 })
const cleanText = fc.string({ unit: "binary" }).filter((text) => !text.includes("\0"))

describe("isCleanText", () => {
  it("agrees with the UTF-8 round trip on any text, surrogates and NUL included (property)", () => {
    fc.assert(fc.property(anyText, (text) => isCleanText(text) === oracle(text)))
  })

  it.each([
    ["café ☕ 𝄞", true],
    ["a\u0000b", false],
    ["\ud800", false],
    ["\udc00x", false],
    ["x\ud800\udc00", true],
    ["\udc00\ud800", false],
  ])("%j → %s", (text, clean) => {
    expect(isCleanText(text)).toBe(clean)
  })
})

describe("decodesClean", () => {
  it("takes any clean text percent-encoded (property)", () => {
    fc.assert(fc.property(cleanText, (text) => decodesClean(encodeURIComponent(text))))
  })

  it("refuses a NUL escape anywhere in an encoded text (property)", () => {
    fc.assert(
      fc.property(
        cleanText,
        cleanText,
        (before, after) => !decodesClean(`${encodeURIComponent(before)}%00${encodeURIComponent(after)}`),
      ),
    )
  })

  it.each([
    ["%ZZ", "a bad escape"],
    ["abc%", "a cut escape"],
    ["%E0%A4", "a cut UTF-8 sequence"],
    ["%C3%28", "a lead byte without its continuation"],
    ["%C0%AF", "an overlong form"],
    ["%ED%A0%80", "an encoded surrogate"],
    ["%FF", "a byte UTF-8 never uses"],
  ])("refuses %s (%s)", (encoded) => {
    expect(decodesClean(encoded)).toBe(false)
  })
})

describe("isCleanValue", () => {
  const clean = fc.jsonValue().filter((value) => oracle(JSON.stringify(value) ?? ""))

  it("takes JSON whose strings are all clean (property)", () => {
    fc.assert(fc.property(clean, (value) => isCleanValue(value)))
  })

  it("refuses a bad string as a value or as a key, at any depth (property)", () => {
    const bad = fc.constantFrom("\0", "a\ud800", "\udfff")
    fc.assert(
      fc.property(clean, bad, fc.boolean(), fc.nat(5), (value, text, asKey, depth) => {
        let nested: unknown = asKey ? { [text]: value } : [value, text]
        for (let level = 0; level < depth; level++) nested = { inner: nested, other: [1, "x"] }
        return !isCleanValue(nested)
      }),
    )
  })

  it("walks a body nested 200 000 deep without overflowing the stack", () => {
    const deep = JSON.parse(`${"[".repeat(200_000)}"\\u0000"${"]".repeat(200_000)}`)
    expect(isCleanValue(deep)).toBe(false)
  })

  it("sees a __proto__ key that JSON.parse made an own property", () => {
    expect(isCleanValue(JSON.parse('{"__proto__": {"x": "\\u0000"}}'))).toBe(false)
  })
})

describe("decodeCookies", () => {
  it("decodes every encoded clean value, and keeps the first of a repeated name (property)", () => {
    fc.assert(
      fc.property(cleanText, cleanText, (first, second) => {
        const header = `crumb=${encodeURIComponent(first)}; crumb=${encodeURIComponent(second)}`
        return decodeCookies(header)?.get("crumb") === first
      }),
    )
  })

  it("keeps a value that is not percent-encoded as sent, and refuses one that decodes to NUL", () => {
    expect(decodeCookies("theme=50%; crumb=abc")?.get("theme")).toBe("50%")
    expect(decodeCookies("vitrine_cart=%00")).toBeUndefined()
    expect(decodeCookies(undefined)?.size).toBe(0)
  })
})
