// Pure: the storefront's server render writes this CSS into each page's head, so it imports no Schema.
import { isDarkColour } from "../colour/dark.ts"
import { websiteColourCss, websiteColourToRgba } from "../colour/website.ts"
import { type CatalogueFont, catalogueFont, FONT_CATALOGUE, FONT_WEIGHTS, fontStack } from "./fonts.ts"
import type { SiteStyles } from "./styles.ts"

/** Where a self-hosted font's file of a weight is served, as the app decides (`/fonts/inter-400.woff2`). */
export type FontFileUrl = (fontId: string, weight: (typeof FONT_WEIGHTS)[number]) => string

/** The text colours put on the accent: light on a dark accent, dark on a light one (COLOUR-011). */
export const ON_ACCENT = { light: "#ffffff", dark: "#111111" } as const

/**
 * The text colour for the accent (buttons): light when the accent is dark by the dark-colour rule
 * (luminance below 65% of 256, COLOUR-011), else dark.
 *
 * @example
 * onAccentColour({ hue: 155, saturation: 0.43, lightness: 0.21, alpha: 1 }) // "#ffffff"
 */
export const onAccentColour = (styles: Pick<SiteStyles, "colours">): string =>
  isDarkColour(websiteColourToRgba(styles.colours.accent)) ? ON_ACCENT.light : ON_ACCENT.dark

/** The font of an id, or the first of the catalogue (a system stack) for an id no longer in it. */
const fontOf = (id: string): CatalogueFont => catalogueFont(id) ?? (FONT_CATALOGUE[0] as CatalogueFont)

/**
 * The `@font-face` rules of the self-hosted fonts the styles use, each font once, both weights,
 * `font-display: swap` so text shows at once in the fallback.
 *
 * @example
 * fontFaces({ ...DEFAULT_SITE_STYLES, bodyFont: "lora" }, (id, w) => `/fonts/${id}-${w}.woff2`)
 */
export const fontFaces = (styles: Pick<SiteStyles, "headingFont" | "bodyFont">, url: FontFileUrl): string =>
  [...new Set([styles.headingFont, styles.bodyFont])]
    .map(fontOf)
    .filter((font) => font.selfHosted)
    .flatMap((font) =>
      FONT_WEIGHTS.map(
        (weight) =>
          `@font-face{font-family:"${font.name}";src:url(${url(font.id, weight)}) format("woff2");font-weight:${weight};font-style:normal;font-display:swap}`,
      ),
    )
    .join("\n")

/**
 * The site styles as CSS custom properties on `:root`, the names the storefront's stylesheet reads
 * (`--font`, `--font-heading`, `--accent`, `--accent-ink`, `--accent-soft`, `--paper`, `--ink`),
 * preceded by the fonts' `@font-face` rules. `--accent-ink` is the text on the accent
 * (`onAccentColour`); `--accent-soft` a pale tint of the accent's hue.
 *
 * @example
 * siteStylesCss(DEFAULT_SITE_STYLES, (id, w) => `/fonts/${id}-${w}.woff2`)
 * // ':root{--font:ui-sans-serif, …;--accent:hsl(155, 43%, 21%);--accent-ink:#ffffff;…}'
 */
export const siteStylesCss = (styles: SiteStyles, url: FontFileUrl): string => {
  const { accent, background, text } = styles.colours
  const properties = [
    `--font:${fontStack(fontOf(styles.bodyFont))}`,
    `--font-heading:${fontStack(fontOf(styles.headingFont))}`,
    `--accent:${websiteColourCss(accent)}`,
    `--accent-ink:${onAccentColour(styles)}`,
    `--accent-soft:${websiteColourCss({ ...accent, lightness: 0.94, alpha: 1 })}`,
    `--paper:${websiteColourCss(background)}`,
    `--ink:${websiteColourCss(text)}`,
  ]
  const faces = fontFaces(styles, url)
  return `${faces === "" ? "" : `${faces}\n`}:root{${properties.join(";")}}`
}
