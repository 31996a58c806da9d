import { assert, describe, expect, it } from "@effect/vitest"
import { Effect, Schema } from "effect"
import fc from "fast-check"
import { isDarkColour } from "../colour/dark.ts"
import { WEBSITE_COLOUR_MESSAGE, websiteColourToRgba } from "../colour/website.ts"
import { memoryLayer } from "../memory/index.ts"
import { FONT_CATALOGUE, FONT_IDS, fontStack, searchFonts } from "./fonts.ts"
import { SITE_STYLES_MESSAGE, SiteStylesSchema } from "./styles.ts"
import { fontFaces, ON_ACCENT, onAccentColour, siteStylesCss } from "./styles-css.ts"
import { DEFAULT_SITE_STYLES } from "./styles-defaults.ts"
import { saveSiteStyles, siteStyles } from "./styles-program.ts"

const messageOf = (input: unknown): string | undefined => {
  const result = Schema.decodeUnknownResult(SiteStylesSchema)(input)
  return result._tag === "Failure" ? String(result.failure) : undefined
}
const withAccent = <A>(accent: A) => ({
  ...DEFAULT_SITE_STYLES,
  colours: { ...DEFAULT_SITE_STYLES.colours, accent },
})
const url = (id: string, weight: number) => `/fonts/${id}-${weight}.woff2`

describe("site styles", () => {
  it("the defaults decode, and every catalogue font is accepted", () => {
    expect(messageOf(DEFAULT_SITE_STYLES)).toBeUndefined()
    for (const id of FONT_IDS) expect(messageOf({ ...DEFAULT_SITE_STYLES, headingFont: id })).toBeUndefined()
  })

  it.each([["comic-sans"], [""], [42], [undefined]])("a font %s not in the catalogue is refused", (font) => {
    expect(messageOf({ ...DEFAULT_SITE_STYLES, bodyFont: font })).toContain(SITE_STYLES_MESSAGE.font)
  })

  it.each([
    ["COLOUR-005", { hue: 361, saturation: 0.5, lightness: 0.5 }, WEBSITE_COLOUR_MESSAGE.hue],
    ["COLOUR-006", { hue: 10, saturation: 1.5, lightness: 0.5 }, WEBSITE_COLOUR_MESSAGE.saturation],
    ["COLOUR-007", { hue: 10, saturation: 0.5, lightness: -0.1 }, WEBSITE_COLOUR_MESSAGE.lightness],
    ["COLOUR-008", { hue: 10, saturation: 0.5, lightness: 0.5, alpha: 2 }, WEBSITE_COLOUR_MESSAGE.alpha],
    ["COLOUR-009", { hue: 10, saturation: 0.5 }, WEBSITE_COLOUR_MESSAGE.missing],
  ])("%s an accent colour out of bounds gives the spec's message", (_id, accent, message) => {
    expect(messageOf(withAccent(accent))).toContain(message)
  })

  it("COLOUR-009 a colour left out is missing its H/S/L values", () => {
    const { accent: _gone, ...colours } = DEFAULT_SITE_STYLES.colours
    expect(messageOf({ ...DEFAULT_SITE_STYLES, colours })).toContain(WEBSITE_COLOUR_MESSAGE.missing)
  })

  it("COLOUR-008 an absent alpha decodes as opaque", () => {
    const decoded = Schema.decodeUnknownSync(SiteStylesSchema)(
      withAccent({ hue: 10, saturation: 0.5, lightness: 0.5 }),
    )
    expect(decoded.colours.accent.alpha).toBe(1)
  })

  it.effect("siteStyles gives the defaults until a save, then what was saved", () =>
    Effect.gen(function* () {
      assert.deepStrictEqual(yield* siteStyles("site-1"), DEFAULT_SITE_STYLES)
      const styles = { ...DEFAULT_SITE_STYLES, headingFont: "lora" }
      assert.deepStrictEqual(yield* saveSiteStyles("site-1", styles), styles)
      assert.deepStrictEqual(yield* siteStyles("site-1"), styles)
      assert.deepStrictEqual(yield* siteStyles("site-2"), DEFAULT_SITE_STYLES)
    }).pipe(Effect.provide(memoryLayer())),
  )
})

describe("font catalogue", () => {
  it("EDITOR-003 search finds fonts by any part of their name, case and accents aside", () => {
    expect(searchFonts(FONT_CATALOGUE, "SANS").map((font) => font.id)).toEqual(["system-sans", "open-sans"])
    expect(searchFonts(FONT_CATALOGUE, "  playfaír ").map((font) => font.id)).toEqual(["playfair-display"])
    expect(searchFonts(FONT_CATALOGUE, "")).toEqual(FONT_CATALOGUE)
    expect(searchFonts(FONT_CATALOGUE, "zzz")).toEqual([])
  })

  it("EDITOR-003 search results are always catalogue fonts whose names hold the query", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 6 }), (query) => {
        for (const font of searchFonts(FONT_CATALOGUE, query)) {
          expect(FONT_CATALOGUE).toContain(font)
          expect(font.name.toLowerCase()).toContain(query.trim().toLowerCase())
        }
      }),
    )
  })

  it("a self-hosted font's stack names it first; a system font is its stack", () => {
    const lora = FONT_CATALOGUE.find((font) => font.id === "lora")
    const system = FONT_CATALOGUE.find((font) => font.id === "system-serif")
    expect(lora && fontStack(lora)).toMatch(/^"Lora", .*serif$/)
    expect(system && fontStack(system)).toBe(system?.fallback)
  })
})

describe("site styles CSS", () => {
  it("declares each self-hosted font once, in both weights; system fonts load nothing", () => {
    const faces = fontFaces({ headingFont: "lora", bodyFont: "lora" }, url)
    expect(faces.match(/@font-face/g)).toHaveLength(2)
    expect(faces).toContain(
      'font-family:"Lora";src:url(/fonts/lora-400.woff2) format("woff2");font-weight:400',
    )
    expect(faces).toContain("url(/fonts/lora-700.woff2)")
    expect(fontFaces({ headingFont: "system-serif", bodyFont: "system-sans" }, url)).toBe("")
  })

  it("sets the storefront's custom properties from the styles", () => {
    const css = siteStylesCss({ ...DEFAULT_SITE_STYLES, headingFont: "inter", bodyFont: "system-mono" }, url)
    expect(css).toContain('--font-heading:"Inter", ')
    expect(css).toMatch(/--font:ui-monospace, [^;]*monospace;/)
    expect(css).toContain("--accent:hsl(155, 43%, 21%)")
    expect(css).toContain("--paper:hsl(45, 33%, 98%)")
    expect(css).toContain("--ink:hsl(150, 9%, 12%)")
    expect(css).toContain("--accent-ink:#ffffff")
  })

  it("an unknown font id falls back to the system stack", () => {
    expect(siteStylesCss({ ...DEFAULT_SITE_STYLES, bodyFont: "gone" }, url)).toContain(
      `--font:${FONT_CATALOGUE[0]?.fallback}`,
    )
  })

  it("COLOUR-011 text on the accent is light on a dark accent and dark on a light one", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 360 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (hue, saturation, lightness) => {
          const accent = { hue, saturation, lightness, alpha: 1 }
          const dark = isDarkColour(websiteColourToRgba(accent))
          const styles = withAccent(accent)
          expect(onAccentColour(styles)).toBe(dark ? ON_ACCENT.light : ON_ACCENT.dark)
        },
      ),
    )
    expect(onAccentColour(withAccent({ hue: 60, saturation: 1, lightness: 0.5, alpha: 1 }))).toBe(
      ON_ACCENT.dark,
    )
    expect(onAccentColour(withAccent({ hue: 240, saturation: 1, lightness: 0.25, alpha: 1 }))).toBe(
      ON_ACCENT.light,
    )
  })
})
