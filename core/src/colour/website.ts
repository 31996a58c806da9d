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
  const record = (typeof input === "object" && input !== null ? input : {}) as Record<string, unknown>
  const { hue, saturation, lightness } = record
  const alpha = record.alpha === undefined ? 1 : record.alpha
  const isNumber = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value)
  if (!isNumber(hue) || !isNumber(saturation) || !isNumber(lightness)) {
    return { ok: false, message: WEBSITE_COLOUR_MESSAGE.missing }
  }
  if (!inRange(hue, 360)) return { ok: false, message: WEBSITE_COLOUR_MESSAGE.hue }
  if (!inRange(saturation, 1)) return { ok: false, message: WEBSITE_COLOUR_MESSAGE.saturation }
  if (!inRange(lightness, 1)) return { ok: false, message: WEBSITE_COLOUR_MESSAGE.lightness }
  if (!isNumber(alpha) || !inRange(alpha, 1)) return { ok: false, message: WEBSITE_COLOUR_MESSAGE.alpha }
  return { ok: true, colour: { hue, saturation, lightness, alpha } }
}

/**
 * The Rgba of a website colour (hue 360 is the same as 0).
 *
 * @example
 * websiteColourToRgba({ hue: 0, saturation: 1, lightness: 0.5, alpha: 1 }) // { r: 255, g: 0, b: 0, a: 1 }
 */
export const websiteColourToRgba = (colour: WebsiteColour): Rgba =>
  hslToRgba({ h: colour.hue, s: colour.saturation, l: colour.lightness, a: colour.alpha })
