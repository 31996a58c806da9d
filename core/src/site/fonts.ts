// Apart from the Schemas (styles.ts) and importing nothing: the storefront's server render reads the
// catalogue to write its @font-face rules, and should carry no Effect Schema for it.

/** The kind of face a font is, which is also the last resort of its CSS stack. */
export type FontCategory = "sans-serif" | "serif" | "monospace"

/** A font the merchant can choose for the site's headings or body text. */
export interface CatalogueFont {
  /** Stable id, saved in the site styles: the Fontsource package's name for a self-hosted one. */
  readonly id: string
  /** The name shown in the picker, and the `font-family` a self-hosted font is declared under. */
  readonly name: string
  readonly category: FontCategory
  /** The fallbacks after the font itself (for a system font, the whole stack). */
  readonly fallback: string
  /** Whether the store serves the font's files (latin, weights 400 and 700); false: a system stack. */
  readonly selfHosted: boolean
}

/** The two weights served for each self-hosted font: body text and headings/bold. */
export const FONT_WEIGHTS = [400, 700] as const

const SANS =
  'ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif'
const SERIF = 'ui-serif, Georgia, Cambria, "Times New Roman", Times, serif'
const MONO = 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace'

const hosted = (id: string, name: string, category: FontCategory): CatalogueFont => ({
  id,
  name,
  category,
  fallback: category === "serif" ? SERIF : SANS,
  selfHosted: true,
})

const system = (id: string, name: string, category: FontCategory, stack: string): CatalogueFont => ({
  id,
  name,
  category,
  fallback: stack,
  selfHosted: false,
})

/**
 * The fonts a site can use (EDITOR-003), ours: the spec names the picker, not its fonts. Eight
 * self-hosted families under the SIL Open Font License (the `@fontsource/*` packages, served by the
 * store itself, as no visitor's browser should have to ask a third party) — four sans-serif, four
 * serif, the common choices of site builders — and three system stacks that load nothing.
 *
 * @example
 * FONT_CATALOGUE.find((font) => font.id === "lora")?.name // "Lora"
 */
export const FONT_CATALOGUE: ReadonlyArray<CatalogueFont> = [
  system("system-sans", "System Sans", "sans-serif", SANS),
  system("system-serif", "System Serif", "serif", SERIF),
  system("system-mono", "System Monospace", "monospace", MONO),
  hosted("inter", "Inter", "sans-serif"),
  hosted("lato", "Lato", "sans-serif"),
  hosted("montserrat", "Montserrat", "sans-serif"),
  hosted("open-sans", "Open Sans", "sans-serif"),
  hosted("lora", "Lora", "serif"),
  hosted("merriweather", "Merriweather", "serif"),
  hosted("playfair-display", "Playfair Display", "serif"),
  hosted("roboto-slab", "Roboto Slab", "serif"),
]

/** The ids of the catalogue's fonts, in its order. */
export const FONT_IDS: ReadonlyArray<string> = FONT_CATALOGUE.map((font) => font.id)

/**
 * The catalogue's font of an id; undefined for an id not in it.
 *
 * @example
 * catalogueFont("inter")?.selfHosted // true
 */
export const catalogueFont = (id: string): CatalogueFont | undefined =>
  FONT_CATALOGUE.find((font) => font.id === id)

/**
 * A font's CSS `font-family` value: its quoted name then its fallbacks, or the system stack alone.
 *
 * @example
 * fontStack(catalogueFont("lora")!) // '"Lora", ui-serif, Georgia, …, serif'
 */
export const fontStack = (font: CatalogueFont): string =>
  font.selfHosted ? `"${font.name}", ${font.fallback}` : font.fallback

/**
 * The fonts whose names contain `query`, case and accents aside, in catalogue order; all of them for
 * a blank query. The picker's search (EDITOR-003).
 *
 * @example
 * searchFonts(FONT_CATALOGUE, "sans").map((font) => font.id) // ["system-sans", "open-sans"]
 */
export const searchFonts = <F extends { readonly name: string }>(
  fonts: ReadonlyArray<F>,
  query: string,
): ReadonlyArray<F> => {
  const fold = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase()
  const wanted = fold(query.trim())
  return wanted === "" ? fonts : fonts.filter((font) => fold(font.name).includes(wanted))
}

/**
 * The font picker's messages: the spec's (EDITOR-042, EDITOR-043) and its recovery action.
 *
 * @example
 * FONT_PICKER_MESSAGE.preview("Lora") // "Unable to load preview for Lora"
 */
export const FONT_PICKER_MESSAGE = {
  list: "Unable to load fonts",
  preview: (fontName: string) => `Unable to load preview for ${fontName}`,
  retry: "Retry",
  loading: "Loading fonts…",
  noMatch: (query: string) => `No fonts match “${query}”.`,
} as const
