import { pickerValues, type Rgba, rgbaToHsla } from "./convert.ts"
import { parseColour } from "./parse.ts"
import { WEBSITE_COLOUR_MESSAGE, type WebsiteColour, websiteColourToRgba } from "./website.ts"

/** The colour picker's fields (COLOUR-010): hex, red, green, blue, hue, saturation, lightness, alpha. */
export type ColourField = "hex" | "red" | "green" | "blue" | "hue" | "saturation" | "lightness" | "alpha"

/** Every field of the picker, in the order it shows them. */
export const COLOUR_FIELDS: ReadonlyArray<ColourField> = [
  "hex",
  "red",
  "green",
  "blue",
  "hue",
  "saturation",
  "lightness",
  "alpha",
]

/**
 * The picker's messages for a field that does not hold a colour: the spec's for hue, saturation,
 * lightness and alpha (COLOUR-005 to COLOUR-009), ours for hex (COLOUR-001) and the RGB channels.
 */
export const COLOUR_FIELD_MESSAGE = {
  hex: "Enter a hex colour of 3 or 6 digits, like #1f4d3a.",
  channel: "Enter a whole number from 0 to 255.",
  hue: WEBSITE_COLOUR_MESSAGE.hue,
  saturation: WEBSITE_COLOUR_MESSAGE.saturation,
  lightness: WEBSITE_COLOUR_MESSAGE.lightness,
  alpha: WEBSITE_COLOUR_MESSAGE.alpha,
  missing: WEBSITE_COLOUR_MESSAGE.missing,
} as const

/** A field's text read as a colour: the new colour, or why the text is not one. */
export type ColourFieldResult =
  | { readonly ok: true; readonly colour: WebsiteColour }
  | { readonly ok: false; readonly message: string }

/**
 * What each field of the picker shows for a colour: hex `#rrggbb`, channels 0–255, hue in whole
 * degrees, saturation and lightness in whole percent, alpha 0–1 (two decimals).
 *
 * @example
 * colourFieldTexts({ hue: 0, saturation: 1, lightness: 0.5, alpha: 1 }).hex // "#ff0000"
 */
export const colourFieldTexts = (colour: WebsiteColour): Record<ColourField, string> => {
  const values = pickerValues(websiteColourToRgba(colour))
  return {
    hex: values.hex,
    red: String(values.rgb.r),
    green: String(values.rgb.g),
    blue: String(values.rgb.b),
    hue: String(Math.round(colour.hue)),
    saturation: String(Math.round(colour.saturation * 100)),
    lightness: String(Math.round(colour.lightness * 100)),
    alpha: String(Math.round(colour.alpha * 100) / 100),
  }
}

const NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)$/
const numberOf = (text: string): number | undefined => (NUMBER.test(text.trim()) ? Number(text) : undefined)

const fromRgba = (rgba: Rgba, alpha: number): WebsiteColour => {
  const { h, s, l } = rgbaToHsla(rgba)
  return { hue: h, saturation: s, lightness: l, alpha }
}

const bounded = (text: string, max: number, message: string, empty: string) => {
  if (text.trim() === "") return { ok: false as const, message: empty }
  const value = numberOf(text)
  return value === undefined || value < 0 || value > max
    ? { ok: false as const, message }
    : { ok: true as const, value }
}

/**
 * A field's text applied to a colour (COLOUR-010): the hex (with or without `#`, 3 or 6 digits,
 * COLOUR-001) or an RGB channel sets the colour by RGB, keeping alpha; hue (0–360), saturation
 * and lightness (0–100 %) and alpha (0–1) set that figure alone. Text that is not a colour gives the
 * field's message and no colour, so the picker keeps the last good one. Bounds are inclusive; an
 * empty hue, saturation or lightness is "Missing an H/S/L value" (COLOUR-009).
 *
 * @example
 * colourFromField(colour, "hue", "400") // { ok: false, message: "Hue out of bounds" }
 * colourFromField(colour, "hex", "#fff") // { ok: true, colour: { hue: 0, saturation: 0, lightness: 1, alpha: … } }
 */
export const colourFromField = (
  colour: WebsiteColour,
  field: ColourField,
  text: string,
): ColourFieldResult => {
  const M = COLOUR_FIELD_MESSAGE
  switch (field) {
    case "hex": {
      const hex = text.trim().replace(/^#?/, "#").toLowerCase()
      const rgba = /^#([0-9a-f]{3}|[0-9a-f]{6})$/.test(hex) ? parseColour(hex) : undefined
      return rgba ? { ok: true, colour: fromRgba(rgba, colour.alpha) } : { ok: false, message: M.hex }
    }
    case "red":
    case "green":
    case "blue": {
      const value = numberOf(text)
      if (value === undefined || !Number.isInteger(value) || value < 0 || value > 255)
        return { ok: false, message: M.channel }
      const rgba = websiteColourToRgba(colour)
      const key = field === "red" ? "r" : field === "green" ? "g" : "b"
      return { ok: true, colour: fromRgba({ ...rgba, [key]: value }, colour.alpha) }
    }
    case "hue": {
      const read = bounded(text, 360, M.hue, M.missing)
      return read.ok ? { ok: true, colour: { ...colour, hue: read.value } } : read
    }
    case "saturation":
    case "lightness": {
      const read = bounded(text, 100, M[field], M.missing)
      return read.ok ? { ok: true, colour: { ...colour, [field]: read.value / 100 } } : read
    }
    case "alpha": {
      const read = bounded(text, 1, M.alpha, M.alpha)
      return read.ok ? { ok: true, colour: { ...colour, alpha: read.value } } : read
    }
  }
}
