import type { Rgba } from "./convert.ts"

/**
 * A colour is dark below this luminance: 65% of 256 (COLOUR-011), on the 0–255 channel scale.
 *
 * @example
 * DARK_LUMINANCE_THRESHOLD // 166.4
 */
export const DARK_LUMINANCE_THRESHOLD = 0.65 * 256

/**
 * The perceived luminance of a colour on the 0–255 scale, by the Rec. 601 luma weights
 * (0.299 R + 0.587 G + 0.114 B), the usual "is this background dark" measure. Alpha is ignored: the
 * colour is judged as painted opaque.
 *
 * @example
 * luminance({ r: 255, g: 255, b: 255, a: 1 }) // 255
 */
export const luminance = ({ r, g, b }: Rgba): number => 0.299 * r + 0.587 * g + 0.114 * b

/**
 * Whether a colour is dark: its luminance is below 65% of 256 (COLOUR-011), so light text reads on
 * it.
 *
 * @example
 * isDarkColour({ r: 0, g: 0, b: 128, a: 1 }) // true
 * isDarkColour({ r: 255, g: 255, b: 0, a: 1 }) // false
 */
export const isDarkColour = (colour: Rgba): boolean => luminance(colour) < DARK_LUMINANCE_THRESHOLD

/**
 * The weight the template engine's `color-weight` gives a colour: "light" when the colour read as
 * one 24-bit number 0xRRGGBB is above half of 0xFFFFFF, else "dark" — in effect, red 128 or more is
 * light. This is not the perceived darkness of {@link isDarkColour} (COLOUR-011): it is the
 * template language's own long-standing measure, which the shared conformance cases fix ("#888" is
 * light, though its luminance 136 is below the dark threshold), so templates written for it keep
 * rendering the same. Alpha is ignored.
 *
 * @example
 * colourWeight({ r: 0x88, g: 0x88, b: 0x88, a: 1 }) // "light"
 * colourWeight({ r: 0x44, g: 0x44, b: 0x44, a: 1 }) // "dark"
 */
export const colourWeight = ({ r, g, b }: Rgba): "light" | "dark" =>
  r * 0x10000 + g * 0x100 + b > 0xffffff / 2 ? "light" : "dark"
