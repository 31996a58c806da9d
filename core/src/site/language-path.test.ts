import { describe, expect, it } from "@effect/vitest"
import fc from "fast-check"
import {
  languageLinks,
  languagePath,
  languageSegment,
  pageLanguage,
  pathWithoutLanguage,
  prefixedPath,
} from "./language-path.ts"
import { LANGUAGE_CATALOGUE } from "./multilingual-catalogue.ts"
import type { MultilingualSettings } from "./multilingual-rules.ts"

const site: MultilingualSettings = {
  primaryLanguage: "en",
  languages: [
    { tag: "en", published: true },
    { tag: "fr", published: true },
    { tag: "zh-Hant", published: true },
    { tag: "de", published: false },
  ],
  connection: { status: "connected", connectedAt: "2026-11-29T09:00:00.000Z" },
}

describe("languageSegment", () => {
  it.each([
    ["/fr/products/linen-shirt", { segment: "fr", rest: "/products/linen-shirt" }],
    ["/fr", { segment: "fr", rest: "/" }],
    ["/fr/", { segment: "fr", rest: "/" }],
    ["/FR/cart", { segment: "FR", rest: "/cart" }],
    ["/zh-hant/cart", { segment: "zh-hant", rest: "/cart" }],
  ])("reads %s", (path, expected) => {
    expect(languageSegment(path)).toEqual(expected)
  })

  it.each(["/", "/cart", "/products/fr", "/xx/cart", "/api/cart", "/checkout", "/fr-cart", "/french"])(
    "takes no page for a language: %s",
    (path) => {
      expect(languageSegment(path)).toBeUndefined()
    },
  )
})

describe("pageLanguage", () => {
  it("SITE-002 serves the primary language without a prefix", () => {
    expect(pageLanguage(site, undefined, "/cart")).toEqual({ kind: "serve", language: "en", prefix: "" })
  })

  it("SITE-002 serves a published language under its tag", () => {
    expect(pageLanguage(site, "fr", "/cart")).toEqual({ kind: "serve", language: "fr", prefix: "/fr" })
    expect(pageLanguage(site, "zh-Hant", "/")).toEqual({
      kind: "serve",
      language: "zh-Hant",
      prefix: "/zh-Hant",
    })
  })

  it("SITE-002 moves an unpublished or absent language to the primary's page, temporarily", () => {
    expect(pageLanguage(site, "de", "/cart")).toEqual({ kind: "move", permanent: false, path: "/cart" })
    expect(pageLanguage(site, "ja", "/products/tee")).toEqual({
      kind: "move",
      permanent: false,
      path: "/products/tee",
    })
  })

  it("SITE-002 serves no other language while the translation service is disconnected", () => {
    const off: MultilingualSettings = { ...site, connection: { status: "disconnected" } }
    expect(pageLanguage(off, "fr", "/cart")).toEqual({ kind: "move", permanent: false, path: "/cart" })
  })

  it("keeps one address per page: the primary's prefix and another spelling move permanently", () => {
    expect(pageLanguage(site, "en", "/cart")).toEqual({ kind: "move", permanent: true, path: "/cart" })
    expect(pageLanguage(site, "FR", "/")).toEqual({ kind: "move", permanent: true, path: "/fr" })
    expect(pageLanguage(site, "zh-hant", "/cart")).toEqual({
      kind: "move",
      permanent: true,
      path: "/zh-Hant/cart",
    })
  })

  it("SITE-002 serves only live languages, and never moves a page to where it was", () => {
    const tags = LANGUAGE_CATALOGUE.map(({ tag }) => tag)
    const settings = fc.record({
      primaryLanguage: fc.constantFrom(...tags),
      languages: fc.uniqueArray(fc.record({ tag: fc.constantFrom(...tags), published: fc.boolean() }), {
        selector: (language) => language.tag,
        maxLength: 10,
      }),
      connected: fc.boolean(),
    })
    fc.assert(
      fc.property(settings, fc.constantFrom(...tags), (drawn, segment) => {
        const subject: MultilingualSettings = {
          primaryLanguage: drawn.primaryLanguage,
          languages: drawn.languages,
          connection: drawn.connected
            ? { status: "connected", connectedAt: "x" }
            : { status: "disconnected" },
        }
        const answer = pageLanguage(subject, segment, "/cart")
        if (answer.kind === "move") {
          // Never back to the address asked for: no redirect loop.
          expect(languageSegment(answer.path)?.segment).not.toBe(segment)
          return
        }
        expect(answer.language).not.toBe(subject.primaryLanguage)
        expect(subject.languages).toContainEqual({ tag: segment, published: true })
        expect(drawn.connected).toBe(true)
      }),
    )
  })
})

describe("languageLinks", () => {
  it("SITE-002 lists the live languages in the site's order, named in themselves, the current marked", () => {
    expect(languageLinks(site, "fr", "/products/tee")).toEqual([
      { tag: "en", nativeName: "English", prefix: "", href: "/products/tee", current: false },
      { tag: "fr", nativeName: "Français", prefix: "/fr", href: "/fr/products/tee", current: true },
      {
        tag: "zh-Hant",
        nativeName: "繁體中文",
        prefix: "/zh-Hant",
        href: "/zh-Hant/products/tee",
        current: false,
      },
    ])
  })

  it("gives no switcher to a site that serves one language", () => {
    expect(languageLinks({ ...site, connection: { status: "disconnected" } }, "en", "/")).toEqual([])
  })

  it("links the listing as /fr, and the primary's pages without a prefix", () => {
    expect(languagePath("/", "fr", "en")).toBe("/fr")
    expect(languagePath("/", "en", "en")).toBe("/")
  })

  it("takes a page's language segment off its path, and nothing else", () => {
    expect(pathWithoutLanguage("/fr/products/tee")).toBe("/products/tee")
    expect(pathWithoutLanguage("/fr")).toBe("/")
    expect(pathWithoutLanguage("/products/fr")).toBe("/products/fr")
    fc.assert(
      fc.property(
        fc.constantFrom(...LANGUAGE_CATALOGUE.map(({ tag }) => `/${tag}`)),
        fc.constantFrom("/", "/cart", "/products/tee"),
        (prefix, rest) => {
          expect(pathWithoutLanguage(prefixedPath(prefix, rest))).toBe(rest)
        },
      ),
    )
  })
})
