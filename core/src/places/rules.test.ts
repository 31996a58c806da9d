import { describe, expect, it } from "@effect/vitest"
import fc from "fast-check"
import {
  AUTOCOMPLETE_MAX_LENGTH,
  AUTOCOMPLETE_MIN_LENGTH,
  autocompleteInput,
  isPlaceId,
  isSessionToken,
  SESSION_TOKEN_MAX_LENGTH,
  suggestionCountry,
} from "./rules.ts"

const codePoints = (text: string) => [...text].length

describe("address suggestion rules", () => {
  it("an input is looked up only with 3 to 200 code points once trimmed and its white space collapsed", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 260 }), (raw) => {
        const expected = raw.trim().replaceAll(/\s+/g, " ")
        const length = codePoints(expected)
        const input = autocompleteInput(raw)
        if (length < AUTOCOMPLETE_MIN_LENGTH || length > AUTOCOMPLETE_MAX_LENGTH)
          expect(input).toBeUndefined()
        else expect(input).toBe(expected)
      }),
    )
  })

  it("an accepted input has no white space at its ends nor two white spaces in a row", () => {
    fc.assert(
      fc.property(fc.string({ minLength: 3, maxLength: 60 }), fc.string({ maxLength: 5 }), (core, pad) => {
        const input = autocompleteInput(` \t${pad}${core}${pad}\n `)
        if (input === undefined) return
        expect(input).toBe(input.trim())
        expect(input).not.toMatch(/\s\s/)
      }),
    )
  })

  it("pads of white space never change whether or what is looked up", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), fc.stringMatching(/^[ \t\n]{0,6}$/), (raw, pad) => {
        expect(autocompleteInput(`${pad}${raw}${pad}`)).toBe(autocompleteInput(raw))
      }),
    )
  })

  it("the bounds themselves: 2 letters is too short, 3 and 200 pass, 201 is too long", () => {
    expect(autocompleteInput("ab")).toBeUndefined()
    expect(autocompleteInput(" abc ")).toBe("abc")
    expect(autocompleteInput("é".repeat(AUTOCOMPLETE_MAX_LENGTH))).toHaveLength(AUTOCOMPLETE_MAX_LENGTH)
    expect(autocompleteInput("a".repeat(AUTOCOMPLETE_MAX_LENGTH + 1))).toBeUndefined()
  })

  it("a session token is 1 to 36 URL-safe base64 characters; a UUID is one", () => {
    fc.assert(
      fc.property(fc.uuid(), (uuid) => {
        expect(isSessionToken(uuid)).toBe(true)
      }),
    )
    fc.assert(
      fc.property(fc.string({ maxLength: 50 }), (text) => {
        const expected = text.length >= 1 && text.length <= SESSION_TOKEN_MAX_LENGTH && /^[\w-]+$/.test(text)
        expect(isSessionToken(text)).toBe(expected)
      }),
    )
    expect(isSessionToken("a".repeat(SESSION_TOKEN_MAX_LENGTH + 1))).toBe(false)
    expect(isSessionToken("")).toBe(false)
  })

  it("a place id is URL-safe text; NUL, spaces and slashes are not", () => {
    expect(isPlaceId("ChIJN1t_tDeuEmsRUsoyG83frY4")).toBe(true)
    for (const bad of ["", "a\u0000b", "a b", "../x", "a".repeat(513)]) expect(isPlaceId(bad)).toBe(false)
  })

  it("the country bias is two letters, upper-cased; anything else is none", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 4 }), (text) => {
        const country = suggestionCountry(text)
        if (country !== undefined) {
          expect(country).toMatch(/^[A-Z]{2}$/)
          expect(country).toBe(text.trim().toUpperCase())
        }
      }),
    )
    expect(suggestionCountry("gb")).toBe("GB")
    expect(suggestionCountry(undefined)).toBeUndefined()
    expect(suggestionCountry("GBR")).toBeUndefined()
  })
})
