import { describe, expect, it } from "@effect/vitest"
import { Schema } from "effect"
import fc from "fast-check"
import { SiteLanguagesSchema } from "./multilingual.ts"
import { catalogueLanguage, isWellFormedLanguageTag, LANGUAGE_CATALOGUE } from "./multilingual-catalogue.ts"
import {
  DEFAULT_MULTILINGUAL_SETTINGS,
  duplicateLanguage,
  MULTILINGUAL_LIMITS,
  MULTILINGUAL_MESSAGE,
  type MultilingualSettings,
  primaryLanguageProblem,
  type SiteLanguage,
  withLanguages,
  withoutConnection,
} from "./multilingual-rules.ts"
import { liveLanguages, multilingualStatus, offeredLanguages } from "./multilingual-views.ts"

const TAGS = LANGUAGE_CATALOGUE.map((language) => language.tag)
const messageOf = (input: unknown): string | undefined => {
  const result = Schema.decodeUnknownResult(SiteLanguagesSchema)(input)
  return result._tag === "Failure" ? String(result.failure) : undefined
}
const canonical = (text: string): string | undefined => {
  try {
    return Intl.getCanonicalLocales(text)[0]
  } catch {
    return undefined
  }
}
/** Lists of distinct catalogue languages within the limit. */
const languageLists = fc
  .uniqueArray(fc.constantFrom(...TAGS), { minLength: 1, maxLength: MULTILINGUAL_LIMITS.languages })
  .chain((tags) =>
    fc.tuple(...tags.map((tag) => fc.boolean().map((published): SiteLanguage => ({ tag, published })))),
  )

describe("SITE-002 the language catalogue", () => {
  it("every tag is canonical BCP 47 and is there once, with both names", () => {
    for (const language of LANGUAGE_CATALOGUE) {
      expect(canonical(language.tag)).toBe(language.tag)
      expect(isWellFormedLanguageTag(language.tag)).toBe(true)
      expect(language.name.length * language.nativeName.length).toBeGreaterThan(0)
    }
    expect(new Set(TAGS).size).toBe(TAGS.length)
    expect(TAGS).toHaveLength(31)
    const names = LANGUAGE_CATALOGUE.map((language) => language.name)
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "en")))
    expect(catalogueLanguage("fr")?.nativeName).toBe("Français")
  })

  it.each(["", "english", "en_US", "e", "-en", "en-", "fr--CA", "en-GB-oed-x", "1a"])(
    "%j is not a well-formed tag",
    (text) => expect(isWellFormedLanguageTag(text)).toBe(false),
  )

  it("property: every text taken as well-formed is a tag Intl accepts too", () => {
    const subtag = (min: number, max: number) => fc.stringMatching(new RegExp(`^[A-Za-z0-9]{${min},${max}}$`))
    const tags = fc.oneof(
      fc.string({ maxLength: 20 }),
      fc.array(subtag(1, 9), { minLength: 1, maxLength: 4 }).map((parts) => parts.join("-")),
    )
    fc.assert(
      fc.property(tags, (text) => {
        if (isWellFormedLanguageTag(text)) expect(canonical(text), text).toBeDefined()
      }),
    )
  })
})

describe("API-036 the language list", () => {
  it("property: distinct catalogue languages within the limit decode unchanged", () => {
    fc.assert(
      fc.property(languageLists, (languages) => {
        expect(Schema.decodeUnknownSync(SiteLanguagesSchema)(languages)).toEqual(languages)
      }),
    )
  })

  it("property: a language on the list twice is refused, naming it", () => {
    fc.assert(
      fc.property(languageLists, fc.nat(), (languages, at) => {
        const again = languages[at % languages.length] as SiteLanguage
        const doubled = [...languages, again].slice(-MULTILINGUAL_LIMITS.languages)
        if (duplicateLanguage(doubled) === undefined) return
        expect(duplicateLanguage(doubled)).toBe(again.tag)
        expect(messageOf(doubled)).toContain(MULTILINGUAL_MESSAGE.duplicate(again.tag))
      }),
    )
  })

  it("property: a well-formed tag the catalogue lacks is 'not one of the expected options'", () => {
    const tags = fc.stringMatching(/^[a-z]{2,3}(-[A-Z]{2})?$/).filter((tag) => !TAGS.includes(tag))
    fc.assert(
      fc.property(tags, (tag) => {
        expect(messageOf([{ tag, published: true }])).toContain(MULTILINGUAL_MESSAGE.unsupportedTag(tag))
      }),
    )
  })

  it.each<[string, unknown, string]>([
    ["an empty list", [], MULTILINGUAL_MESSAGE.languages],
    ["not a list", "en,fr", MULTILINGUAL_MESSAGE.languages],
    [
      "a list over the limit",
      TAGS.slice(0, MULTILINGUAL_LIMITS.languages + 1).map((tag) => ({ tag, published: true })),
      MULTILINGUAL_MESSAGE.languages,
    ],
    [
      "a tag that is no BCP 47",
      [{ tag: "français", published: true }],
      MULTILINGUAL_MESSAGE.malformedTag("français"),
    ],
    [
      "a tag in another case",
      [{ tag: "PT-br", published: true }],
      MULTILINGUAL_MESSAGE.unsupportedTag("PT-br"),
    ],
    ["published as a string", [{ tag: "fr", published: "yes" }], MULTILINGUAL_MESSAGE.published],
    ["a language as a bare tag", ["fr"], MULTILINGUAL_MESSAGE.language],
  ])("%s is refused", (_name, input, message) => {
    expect(messageOf(input)).toContain(message)
  })

  it("property: a list keeps the primary language published, or says which rule it breaks", () => {
    fc.assert(
      fc.property(languageLists, fc.constantFrom(...TAGS), (languages, primary) => {
        const own = languages.find((language) => language.tag === primary)
        const problem = primaryLanguageProblem(languages, primary)
        if (own === undefined) expect(problem).toBe(MULTILINGUAL_MESSAGE.primaryMissing(primary))
        else if (!own.published) expect(problem).toBe(MULTILINGUAL_MESSAGE.primaryUnpublished(primary))
        else expect(problem).toBeUndefined()
      }),
    )
  })
})

describe("API-037 the translation service's connection", () => {
  const NOW = "2026-11-29T09:00:00.000Z"

  it("property: saving connects; disconnecting keeps the list, leaves the primary alone live, and saving the list again brings every published language back", () => {
    fc.assert(
      fc.property(languageLists, (tail) => {
        const languages = [
          { tag: "en", published: true },
          ...tail.filter((language) => language.tag !== "en"),
        ]
        const saved = withLanguages(DEFAULT_MULTILINGUAL_SETTINGS, languages, NOW)
        expect(saved.connection).toEqual({ status: "connected", connectedAt: NOW })
        const live = languages.filter((language) => language.published).map((language) => language.tag)
        expect(liveLanguages(saved)).toEqual(live)
        const off = withoutConnection(saved)
        expect(off.languages).toEqual(saved.languages)
        expect(liveLanguages(off)).toEqual(["en"])
        expect(withoutConnection(off)).toEqual(off)
        expect(liveLanguages(withLanguages(off, off.languages, NOW))).toEqual(live)
      }),
    )
  })

  it("a save while connected keeps the time the service was connected", () => {
    const connected = withLanguages(
      DEFAULT_MULTILINGUAL_SETTINGS,
      DEFAULT_MULTILINGUAL_SETTINGS.languages,
      NOW,
    )
    const later = withLanguages(connected, [{ tag: "en", published: true }], "2026-12-01T00:00:00.000Z")
    expect(later.connection).toEqual({ status: "connected", connectedAt: NOW })
  })
})

describe("API-034 and API-035 what the status and languages calls answer", () => {
  const settings: MultilingualSettings = {
    primaryLanguage: "en",
    languages: [
      { tag: "en", published: true },
      { tag: "fr", published: true },
      { tag: "de", published: false },
    ],
    connection: { status: "connected", connectedAt: "2026-11-29T09:00:00.000Z" },
  }

  it("API-034 the status counts the site's languages and names the live ones", () => {
    expect(multilingualStatus(settings)).toEqual({
      connected: true,
      connectedAt: "2026-11-29T09:00:00.000Z",
      primaryLanguage: "en",
      languageCount: 3,
      liveLanguages: ["en", "fr"],
    })
    expect(multilingualStatus(DEFAULT_MULTILINGUAL_SETTINGS)).toEqual({
      connected: false,
      connectedAt: null,
      primaryLanguage: "en",
      languageCount: 1,
      liveLanguages: ["en"],
    })
  })

  it("API-035 the catalogue comes whole, each language marked with its place on the site", () => {
    const offered = offeredLanguages(settings)
    expect(offered.map((language) => language.tag)).toEqual(TAGS)
    const onSite = offered.filter((language) => language.onSite)
    expect(onSite.map(({ tag, published, primary }) => [tag, published, primary])).toEqual([
      ["en", true, true],
      ["fr", true, false],
      ["de", false, false],
    ])
  })
})
