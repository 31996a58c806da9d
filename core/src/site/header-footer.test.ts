import { assert, describe, expect, it } from "@effect/vitest"
import { Effect, Schema } from "effect"
import fc from "fast-check"
import { memoryLayer } from "../memory/index.ts"
import {
  HEADER_FOOTER_LIMITS,
  HEADER_FOOTER_MESSAGE,
  type SiteHeaderFooter,
  SiteHeaderFooterSchema,
} from "./header-footer.ts"
import { DEFAULT_HEADER_FOOTER } from "./header-footer-defaults.ts"
import { isExternalLinkTarget, isSiteLinkTarget } from "./header-footer-link.ts"
import { saveSiteHeaderFooter, siteHeaderFooter } from "./header-footer-program.ts"

const decode = Schema.decodeUnknownExit(SiteHeaderFooterSchema)
const withHeader = (header: object) => ({
  ...DEFAULT_HEADER_FOOTER,
  header: { ...DEFAULT_HEADER_FOOTER.header, ...header },
})
const withFooter = (footer: object) => ({
  ...DEFAULT_HEADER_FOOTER,
  footer: { ...DEFAULT_HEADER_FOOTER.footer, ...footer },
})
const messageOf = (input: unknown): string | undefined => {
  const result = Schema.decodeUnknownResult(SiteHeaderFooterSchema)(input)
  return result._tag === "Failure" ? String(result.failure) : undefined
}

describe("header and footer links", () => {
  it.each([
    "/",
    "/contact",
    "/products/linen-shirt?size=M#reviews",
    "https://example.com",
    "HTTP://example.com/a",
  ])("%s is a link target", (href) => expect(isSiteLinkTarget(href)).toBe(true))

  it.each([
    "",
    "contact",
    "//evil.example/x",
    "javascript:alert(1)",
    "data:text/html,hi",
    "/a b",
    "/a\u0007",
    "https://",
    "mailto:a@example.com",
  ])("%j is refused", (href) => expect(isSiteLinkTarget(href)).toBe(false))

  it("property: a target is accepted only if it starts with one '/' or with http(s)://", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (text) => {
        if (isSiteLinkTarget(text)) expect(/^\/(?!\/)/.test(text) || /^https?:\/\//i.test(text)).toBe(true)
      }),
    )
  })

  it("property: every path of visible characters under the site is accepted, and stays internal", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9\-._~%!$&'()*+,;=:@/?#]{0,80}$/), (rest) => {
        const path = `/${rest.replace(/^\/+/, "")}`
        expect(isSiteLinkTarget(path)).toBe(true)
        expect(isExternalLinkTarget(path)).toBe(false)
      }),
    )
  })
})

describe("the header and footer model", () => {
  it("the defaults decode, and are the header pages had before the editor", () => {
    expect(decode(DEFAULT_HEADER_FOOTER)._tag).toBe("Success")
    expect(DEFAULT_HEADER_FOOTER.header.links.map((link) => link.href)).toEqual(["/", "/contact"])
    expect(DEFAULT_HEADER_FOOTER.footer.text).toBe("")
  })

  it("property: texts within their limits decode unchanged; one character more is refused with the field's message", () => {
    const fields = [
      ["siteTitle", HEADER_FOOTER_LIMITS.siteTitle, HEADER_FOOTER_MESSAGE.siteTitle, withHeader],
      ["announcement", HEADER_FOOTER_LIMITS.announcement, HEADER_FOOTER_MESSAGE.announcement, withHeader],
      ["text", HEADER_FOOTER_LIMITS.footerText, HEADER_FOOTER_MESSAGE.footerText, withFooter],
    ] as const
    fc.assert(
      fc.property(
        fc.constantFrom(...fields),
        fc.string({ minLength: 1, maxLength: 20 }),
        ([field, limit, message, put], seed) => {
          const fits = seed.repeat(Math.ceil(limit / seed.length)).slice(0, limit)
          const input = put({ [field]: fits })
          const result = Schema.decodeUnknownSync(SiteHeaderFooterSchema)(input)
          expect(result).toEqual(input)
          expect(messageOf(put({ [field]: `${fits}x` }))).toContain(message)
        },
      ),
    )
  })

  it.each<[string, unknown, string]>([
    ["an empty site title", withHeader({ siteTitle: "" }), HEADER_FOOTER_MESSAGE.siteTitle],
    [
      "a link without a name",
      withFooter({ links: [{ label: "", href: "/" }] }),
      HEADER_FOOTER_MESSAGE.linkLabel,
    ],
    [
      "a script link",
      withHeader({ links: [{ label: "x", href: "javascript:alert(1)" }] }),
      HEADER_FOOTER_MESSAGE.linkTarget,
    ],
    [
      "too many links",
      withHeader({
        links: Array.from({ length: HEADER_FOOTER_LIMITS.links + 1 }, () => ({ label: "a", href: "/" })),
      }),
      HEADER_FOOTER_MESSAGE.links,
    ],
    [
      "a footer that is not an object",
      { ...DEFAULT_HEADER_FOOTER, footer: "hi" },
      HEADER_FOOTER_MESSAGE.part,
    ],
  ])("%s is refused", (_name, input, message) => {
    expect(messageOf(input)).toContain(message)
  })
})

describe("header and footer programs", () => {
  const edited: SiteHeaderFooter = withFooter({
    text: "Made in Lisbon",
    links: [{ label: "Contact", href: "/contact" }],
  })

  it.effect("SITE-001 a site nobody has edited shows the defaults; a save shows on that website only", () =>
    Effect.gen(function* () {
      assert.deepStrictEqual(yield* siteHeaderFooter("site-1"), DEFAULT_HEADER_FOOTER)
      assert.deepStrictEqual(yield* saveSiteHeaderFooter("site-1", edited), edited)
      assert.deepStrictEqual(yield* siteHeaderFooter("site-1"), edited)
      assert.deepStrictEqual(yield* siteHeaderFooter("site-2"), DEFAULT_HEADER_FOOTER)
    }).pipe(Effect.provide(memoryLayer())),
  )
})
