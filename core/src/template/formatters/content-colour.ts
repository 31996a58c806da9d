/**
 * Colour formatters: `color-weight` (light or dark), `image-color` (an image's average colours) and
 * `website-color` (a stored hue/saturation/lightness colour as CSS), over the shared colour rules.
 */
import { colourWeight } from "../../colour/dark.ts"
import { isHexColour, parseColour } from "../../colour/parse.ts"
import { validateWebsiteColour, websiteColourCss, websiteColourProblems } from "../../colour/website.ts"
import { asString, type Formatter, type FormatterTable, Kind, kindOf, stepPath } from "../plugins.ts"
import { escapeHtml } from "../values/strings.ts"

/**
 * The regions of an image whose average colour is stored (TPL-006 `colorData`), in the order the
 * attributes are written.
 *
 * @example
 * COLOUR_REGIONS[0] // "topLeft"
 */
export const COLOUR_REGIONS = ["topLeft", "topRight", "bottomLeft", "bottomRight", "center"] as const

/**
 * The stored average colour of one region of an image as "#rgb"/"#rrggbb", or undefined when it is
 * missing or not a hex colour of 3 or 6 digits (COLOUR-001). Stored values have no "#"; one with it
 * is read too.
 *
 * @example
 * averageColour({ topLeftAverage: "111" }, "topLeft") // "#111"
 */
export const averageColour = (colorData: unknown, region: string): string | undefined => {
  const stored = asString(stepPath(colorData, `${region}Average`)).trim()
  return isHexColour(stored) ? `#${stored.replace(/^#/, "")}` : undefined
}

// A hex colour may come without its "#" (as colorData stores them); any other CSS colour as written.
const readColour = (text: string) =>
  parseColour(isHexColour(text) ? `#${text.trim().replace(/^#/, "")}` : text)

const imageColour: Formatter = (value, args) => {
  const colorData = stepPath(value, "colorData")
  if (kindOf(colorData) !== Kind.Object) return undefined
  const [region, label] = args
  if (region === undefined) {
    return COLOUR_REGIONS.map((name) => {
      const colour = averageColour(colorData, name)
      return colour === undefined ? "" : `data-color-${name}="${colour}" `
    }).join("")
  }
  const colour = averageColour(colorData, region)
  if (colour === undefined) return `"${escapeHtml(region)}" not found.`
  return label === undefined ? colour : `${escapeHtml(label)}: ${colour}`
}

/**
 * The colour formatters.
 *
 * @example
 * colourFormatters["color-weight"]
 */
export const colourFormatters: FormatterTable = {
  /** "light" or "dark" by the template measure of `colourWeight`; nothing for a value that is not a colour. */
  "color-weight": (value) => {
    const colour = readColour(asString(value))
    return colour === undefined ? undefined : colourWeight(colour)
  },
  "image-color": imageColour,
  /**
   * A website colour as `hsl(…)`, or `hsla(…)` when it stores an alpha; else every problem found
   * (COLOUR-005 to COLOUR-009), each ending in ".", so the author sees them all at once.
   */
  "website-color": (value) => {
    const problems = websiteColourProblems(value)
    if (problems.length > 0) return problems.map((problem) => `${problem}.`).join(" ")
    const result = validateWebsiteColour(value)
    return result.ok ? websiteColourCss(result.colour, stepPath(value, "alpha") !== undefined) : undefined
  },
}
