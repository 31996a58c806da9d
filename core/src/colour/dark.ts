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
