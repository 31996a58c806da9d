/**
 * A colour as the parser returns it: red, green and blue as whole numbers 0–255, alpha 0–1.
 */
export interface Rgba {
  readonly r: number
  readonly g: number
  readonly b: number
  readonly a: number
}

/** A colour in hue (degrees, 0 ≤ h < 360), saturation and lightness (0–1), and alpha (0–1). */
export interface Hsla {
  readonly h: number
  readonly s: number
  readonly l: number
  readonly a: number
}

// A number forced into a range; NaN becomes the lower bound so a result is always in range.
const clamp = (value: number, min: number, max: number): number =>
  Number.isNaN(value) ? min : Math.min(max, Math.max(min, value))

/**
 * An Rgba from any numbers: channels clamped to 0–255 and rounded, alpha clamped to 0–1
 * (COLOUR-003, COLOUR-004).
 *
 * @example
 * clampedRgba(300, -5, 127.6, 2) // { r: 255, g: 0, b: 128, a: 1 }
 */
export const clampedRgba = (r: number, g: number, b: number, a = 1): Rgba => ({
  r: Math.round(clamp(r, 0, 255)),
  g: Math.round(clamp(g, 0, 255)),
  b: Math.round(clamp(b, 0, 255)),
  a: clamp(a, 0, 1),
})

/**
 * Hue, saturation and lightness to Rgba. Hue wraps around 360; saturation, lightness and alpha are
 * clamped to 0–1.
 *
 * @example
 * hslToRgba({ h: 120, s: 1, l: 0.5, a: 1 }) // { r: 0, g: 255, b: 0, a: 1 }
 */
export const hslToRgba = ({ h, s, l, a }: Hsla): Rgba => {
  const sat = clamp(s, 0, 1)
  const light = clamp(l, 0, 1)
  const hue = ((h % 360) + 360) % 360
  const chroma = (1 - Math.abs(2 * light - 1)) * sat
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12
    return light - (chroma / 2) * Math.max(-1, Math.min(k - 3, 9 - k, 1))
  }
  return clampedRgba(channel(0) * 255, channel(8) * 255, channel(4) * 255, a)
}

/**
 * Hue, whiteness and blackness (0–1) to Rgba. When whiteness and blackness add up to 1 or more, the
 * colour is the grey of their ratio, as CSS says.
 *
 * @example
 * hwbToRgba(0, 0, 0) // { r: 255, g: 0, b: 0, a: 1 }
 */
export const hwbToRgba = (h: number, w: number, bl: number, a = 1): Rgba => {
  const white = clamp(w, 0, 1)
  const black = clamp(bl, 0, 1)
  if (white + black >= 1) {
    const grey = (white / (white + black)) * 255
    return clampedRgba(grey, grey, grey, a)
  }
  const pure = hslToRgba({ h, s: 1, l: 0.5, a })
  const mix = (channel: number) => (channel / 255) * (1 - white - black) * 255 + white * 255
  return clampedRgba(mix(pure.r), mix(pure.g), mix(pure.b), a)
}

/**
 * Rgba to hue (0 ≤ h < 360), saturation and lightness (0–1), keeping alpha; a grey has hue 0.
 *
 * @example
 * rgbaToHsla({ r: 255, g: 0, b: 0, a: 1 }) // { h: 0, s: 1, l: 0.5, a: 1 }
 */
export const rgbaToHsla = ({ r, g, b, a }: Rgba): Hsla => {
  const [red, green, blue] = [r / 255, g / 255, b / 255]
  const max = Math.max(red, green, blue)
  const min = Math.min(red, green, blue)
  const l = (max + min) / 2
  const d = max - min
  if (d === 0) return { h: 0, s: 0, l, a }
  const s = d / (1 - Math.abs(2 * l - 1))
  const sector =
    max === red ? ((green - blue) / d + 6) % 6 : max === green ? (blue - red) / d + 2 : (red - green) / d + 4
  return { h: (sector * 60) % 360, s: clamp(s, 0, 1), l, a }
}

/**
 * The six-digit hex form of a colour, lower case, alpha left out.
 *
 * @example
 * toHex({ r: 255, g: 136, b: 0, a: 1 }) // "#ff8800"
 */
export const toHex = ({ r, g, b }: Rgba): string =>
  `#${[r, g, b].map((channel) => channel.toString(16).padStart(2, "0")).join("")}`

/**
 * The values a colour picker shows for a colour: hex, RGB, HSL and alpha (COLOUR-010). Hue is in
 * whole degrees, saturation and lightness in whole percent.
 *
 * @example
 * pickerValues({ r: 255, g: 0, b: 0, a: 0.5 })
 * // { hex: "#ff0000", rgb: { r: 255, g: 0, b: 0 }, hsl: { h: 0, s: 100, l: 50 }, alpha: 0.5 }
 */
export const pickerValues = (colour: Rgba) => {
  const { h, s, l } = rgbaToHsla(colour)
  return {
    hex: toHex(colour),
    rgb: { r: colour.r, g: colour.g, b: colour.b },
    hsl: { h: Math.round(h) % 360, s: Math.round(s * 100), l: Math.round(l * 100) },
    alpha: colour.a,
  }
}
