/**
 * `@vitrine/core/colour`: the shared colour parser (hex, rgb, rgba, hsl, hsla, hwb, named colours,
 * channels clamped), conversions for the colour picker and its fields' rules (`colourFromField`,
 * `colourFieldTexts`: hex, RGB, HSL and alpha, COLOUR-010), website colour validation and the
 * dark-colour threshold.
 *
 * @example
 * import { isDarkColour, parseColour } from "@vitrine/core/colour"
 * const colour = parseColour("navy")
 * colour !== undefined && isDarkColour(colour) // true
 */
export * from "./convert.ts"
export * from "./dark.ts"
export * from "./model.ts"
export * from "./parse.ts"
export * from "./picker.ts"
export * from "./website.ts"
