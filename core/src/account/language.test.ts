import { describe, expect, it } from "@effect/vitest"
import fc from "fast-check"
import { languageToSend, normaliseLanguage } from "./language.ts"

const letters = (min: number, max: number) =>
  fc.string({
    unit: fc.constantFrom(..."abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"),
    minLength: min,
    maxLength: max,
  })

// Any tag of the accepted form, in any case and with `_` or `-` between subtags.
const anyTag = fc
  .tuple(
    letters(2, 3),
    fc.option(letters(4, 4)),
    fc.option(fc.oneof(letters(2, 2), fc.stringMatching(/^[0-9]{3}$/))),
    fc.constantFrom("-", "_"),
  )
  .map(([language, script, region, joint]) =>
    [language, script, region].filter((part) => part !== null).join(joint),
  )

describe("SESSION-002 a site user's language", () => {
  it.each([
    ["en", "en"],
    ["FR_ca", "fr-CA"],
    [" de-de ", "de-DE"],
    ["zh-hant-tw", "zh-Hant-TW"],
    ["es-419", "es-419"],
    ["haw", "haw"],
  ])("%j is stored as %j", (text, stored) => {
    expect(normaliseLanguage(text)).toBe(stored)
  })

  it.each([
    [""],
    ["e"],
    ["english"],
    ["en-"],
    ["en-GB-oxendict"],
    ["x-klingon"],
    ["en GB"],
    ["12"],
    ["en-1234"],
  ])("%j is not a language tag", (text) => {
    expect(normaliseLanguage(text)).toBeNull()
  })

  it("every tag of the accepted form is kept, once normalised it stays as it is, and case does not matter", () => {
    fc.assert(
      fc.property(anyTag, (tag) => {
        const stored = normaliseLanguage(tag)
        expect(stored).not.toBeNull()
        expect(normaliseLanguage(stored ?? "")).toBe(stored)
        expect(normaliseLanguage(tag.toUpperCase())).toBe(stored)
        expect(stored?.toLowerCase()).toBe(tag.replaceAll("_", "-").toLowerCase())
      }),
    )
  })

  it("any text either is no tag or becomes one of the accepted form", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (text) => {
        const stored = normaliseLanguage(text)
        if (stored !== null) expect(stored).toMatch(/^[a-z]{2,3}(-[A-Z][a-z]{3})?(-([A-Z]{2}|[0-9]{3}))?$/)
      }),
    )
  })
})

describe("API-030 the locale call is sent only for a standard language of a signed-in member", () => {
  it.each([
    [{ code: "de", custom: false }, true, "de"],
    [{ code: "pt_BR", custom: false }, true, "pt-BR"],
    [{ code: "de", custom: true }, true, null],
    [{ code: "de", custom: false }, false, null],
    [{ code: "elvish", custom: false }, true, null],
  ])("%j signed in %s sends %j", (current, signedIn, sent) => {
    expect(languageToSend(current, signedIn)).toBe(sent)
  })

  it("a custom language is never sent, whatever its code", () => {
    fc.assert(
      fc.property(fc.oneof(anyTag, fc.string()), fc.boolean(), (code, signedIn) => {
        expect(languageToSend({ code, custom: true }, signedIn)).toBeNull()
      }),
    )
  })
})
