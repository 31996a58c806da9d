import { hslToRgba, type Rgba } from "./convert.ts"

/**
 * A website colour as the site stores it: hue in degrees 0–360, saturation, lightness and alpha 0–1.
 */
export interface WebsiteColour {
  readonly hue: number
  readonly saturation: number
  readonly lightness: number
  readonly alpha: number
}

/**
 * The five messages of website colour validation (COLOUR-005 to COLOUR-009), exact.
 *
 * @example
 * WEBSITE_COLOUR_MESSAGE.hue // "Hue out of bounds"
 */
export const WEBSITE_COLOUR_MESSAGE = {
  hue: "Hue out of bounds",
  saturation: "Saturation out of bounds",
  lightness: "Lightness out of bounds",
  alpha: "Alpha out of bounds",
  missing: "Missing an H/S/L value",
} as const

/** A valid website colour, or the first message that applies. */
export type WebsiteColourResult =
  | { readonly ok: true; readonly colour: WebsiteColour }
  | { readonly ok: false; readonly message: string }

const inRange = (value: number, max: number) => value >= 0 && value <= max
const isNumber = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value)
const fieldsOf = (input: unknown): Record<"hue" | "saturation" | "lightness" | "alpha", unknown> => {
  const record = (typeof input === "object" && input !== null ? input : {}) as Record<string, unknown>
  const { hue, saturation, lightness, alpha } = record
  return { hue, saturation, lightness, alpha: alpha === undefined ? 1 : alpha }
}

/**
 * Every message that applies to a website colour, in the order missing, hue, saturation, lightness,
 * alpha (COLOUR-005 to COLOUR-009); empty when the colour is valid. A missing value is reported
 * alone, as no bound can be checked without it. Same decisions as {@link validateWebsiteColour},
 * which reports the first of these; a template shows them all at once (`website-color`).
 *
 * @example
 * websiteColourProblems({ hue: 400, saturation: 2, lightness: 0.5 })
 * // ["Hue out of bounds", "Saturation out of bounds"]
 */
export const websiteColourProblems = (input: unknown): ReadonlyArray<string> => {
  const { hue, saturation, lightness, alpha } = fieldsOf(input)
  if (!isNumber(hue) || !isNumber(saturation) || !isNumber(lightness)) return [WEBSITE_COLOUR_MESSAGE.missing]
  const problems: string[] = []
  if (!inRange(hue, 360)) problems.push(WEBSITE_COLOUR_MESSAGE.hue)
  if (!inRange(saturation, 1)) problems.push(WEBSITE_COLOUR_MESSAGE.saturation)
  if (!inRange(lightness, 1)) problems.push(WEBSITE_COLOUR_MESSAGE.lightness)
  if (!isNumber(alpha) || !inRange(alpha, 1)) problems.push(WEBSITE_COLOUR_MESSAGE.alpha)
  return problems
}

/**
 * Validates a website colour (COLOUR-005 to COLOUR-009). Decisions where the spec is silent: a hue,
 * saturation or lightness that is absent, null or not a finite number counts as missing, and a
 * missing value is reported before any bound; an absent alpha means opaque (1), while an alpha that
 * is present but not a number 0–1 is out of bounds; bounds are inclusive; the first failing check
 * wins, in the order missing, hue, saturation, lightness, alpha.
 *
 * @example
 * validateWebsiteColour({ hue: 400, saturation: 0.5, lightness: 0.5 })
 * // { ok: false, message: "Hue out of bounds" }
 */
export const validateWebsiteColour = (input: unknown): WebsiteColourResult => {
  const [message] = websiteColourProblems(input)
  if (message !== undefined) return { ok: false, message }
  const { hue, saturation, lightness, alpha } = fieldsOf(input) as WebsiteColour
  return { ok: true, colour: { hue, saturation, lightness, alpha } }
}

// CSS keeps two decimals of each figure: enough for any screen, and no float noise (0.3 × 100).
const figure = (value: number) => String(Math.round(value * 100) / 100)

/**
 * A valid website colour as CSS: `hsl(h, s%, l%)`, or `hsla(h, s%, l%, a)` when `withAlpha` (by
 * default when the colour is not opaque). Figures keep at most two decimals.
 *
 * @example
 * websiteColourCss({ hue: 200, saturation: 0.3, lightness: 0.5, alpha: 0.9 }) // "hsla(200, 30%, 50%, 0.9)"
 * websiteColourCss({ hue: 110, saturation: 0.9, lightness: 1, alpha: 1 }) // "hsl(110, 90%, 100%)"
 */
export const websiteColourCss = (colour: WebsiteColour, withAlpha = colour.alpha !== 1): string => {
  const hsl = `${figure(colour.hue)}, ${figure(colour.saturation * 100)}%, ${figure(colour.lightness * 100)}%`
  return withAlpha ? `hsla(${hsl}, ${figure(colour.alpha)})` : `hsl(${hsl})`
}

/**
 * The Rgba of a website colour (hue 360 is the same as 0).
 *
 * @example
 * websiteColourToRgba({ hue: 0, saturation: 1, lightness: 0.5, alpha: 1 }) // { r: 255, g: 0, b: 0, a: 1 }
 */
export const websiteColourToRgba = (colour: WebsiteColour): Rgba =>
  hslToRgba({ h: colour.hue, s: colour.saturation, l: colour.lightness, a: colour.alpha })
