import colourNames from "color-name"
import { clampedRgba, hslToRgba, hwbToRgba, type Rgba } from "./convert.ts"

// The shared colour parser (COLOUR-001 to COLOUR-004). It reads the CSS colour forms the spec
// names — hex of 3 or 6 digits, rgb(), rgba(), hsl(), hsla(), hwb() and the CSS named colours (from
// the `color-name` package, plus "transparent") — with either comma or space syntax and an
// optional "/ alpha". Channels are clamped to 0–255 and alpha to 0–1; anything else is not a colour
// (undefined). Hex of 4 or 8 digits is refused, as the spec allows only 3 or 6. It never throws.

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/
const FUNCTION = /^(rgba?|hsla?|hwb)\(([^()]*)\)$/
const NUMBER = /^([+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?)(%|deg)?$/

const clamp = (value: number, min: number, max: number): number => Math.min(max, Math.max(min, value))

interface Token {
  readonly value: number
  readonly unit: "" | "%" | "deg"
}

const token = (text: string): Token | undefined => {
  const match = NUMBER.exec(text)
  if (!match) return undefined
  return { value: Number(match[1]), unit: (match[2] ?? "") as Token["unit"] }
}

// Splits "255, 0, 0, .5" or "255 0 0 / 50%" into numbers and the alpha (if any).
const args = (body: string): { values: ReadonlyArray<Token>; alpha: Token | undefined } | undefined => {
  const text = body.trim()
  const [main = "", slashAlpha, extra] = text.split("/")
  if (extra !== undefined) return undefined
  const commas = main.includes(",")
  const parts = (commas ? main.split(",") : main.trim().split(/\s+/)).map((part) => part.trim())
  if (slashAlpha !== undefined && commas) return undefined
  const alphaText =
    slashAlpha !== undefined ? slashAlpha.trim() : commas && parts.length === 4 ? parts.pop() : undefined
  if (parts.length !== 3) return undefined
  const values = parts.map(token)
  const alpha = alphaText === undefined ? undefined : token(alphaText)
  if (values.some((value) => value === undefined) || (alphaText !== undefined && alpha === undefined)) {
    return undefined
  }
  return { values: values as ReadonlyArray<Token>, alpha }
}

const alphaOf = (alpha: Token | undefined): number | undefined => {
  if (alpha === undefined) return 1
  if (alpha.unit === "deg") return undefined
  return clamp(alpha.unit === "%" ? alpha.value / 100 : alpha.value, 0, 1)
}
const channel = ({ value, unit }: Token): number | undefined =>
  unit === "deg" ? undefined : unit === "%" ? (value * 255) / 100 : value
const hue = ({ value, unit }: Token): number | undefined =>
  unit === "%" || !Number.isFinite(value) ? undefined : value
const fraction = ({ value, unit }: Token): number | undefined =>
  unit === "deg" ? undefined : clamp(value / 100, 0, 1)

const fromFunction = (name: string, body: string): Rgba | undefined => {
  const parsed = args(body)
  if (!parsed) return undefined
  const a = alphaOf(parsed.alpha)
  const [first, second, third] = parsed.values as [Token, Token, Token]
  if (a === undefined) return undefined
  if (name === "rgb" || name === "rgba") {
    const [r, g, b] = [channel(first), channel(second), channel(third)]
    return r === undefined || g === undefined || b === undefined ? undefined : clampedRgba(r, g, b, a)
  }
  const [h, x, y] = [hue(first), fraction(second), fraction(third)]
  if (h === undefined || x === undefined || y === undefined) return undefined
  return name === "hwb" ? hwbToRgba(h, x, y, a) : hslToRgba({ h, s: x, l: y, a })
}

const fromHex = (digits: string): Rgba => {
  const full = digits.length === 3 ? [...digits].map((digit) => digit + digit).join("") : digits
  return clampedRgba(
    Number.parseInt(full.slice(0, 2), 16),
    Number.parseInt(full.slice(2, 4), 16),
    Number.parseInt(full.slice(4, 6), 16),
  )
}

/**
 * Parses a CSS colour string (COLOUR-001 to COLOUR-004): "#abc", "#aabbcc", "rgb(…)", "rgba(…)",
 * "hsl(…)", "hsla(…)", "hwb(…)" or a named colour, in any case with surrounding spaces allowed.
 * Returns undefined for anything else; never throws.
 *
 * @example
 * parseColour("rgb(300 20 -4 / 1.5)") // { r: 255, g: 20, b: 0, a: 1 }
 * parseColour("#f80") // { r: 255, g: 136, b: 0, a: 1 }
 */
export const parseColour = (input: unknown): Rgba | undefined => {
  if (typeof input !== "string") return undefined
  const text = input.trim().toLowerCase()
  const hex = HEX.exec(text)
  if (hex) return fromHex(hex[1] as string)
  const fn = FUNCTION.exec(text)
  if (fn) return fromFunction(fn[1] as string, fn[2] as string)
  if (text === "transparent") return { r: 0, g: 0, b: 0, a: 0 }
  const named = Object.hasOwn(colourNames, text) ? colourNames[text as keyof typeof colourNames] : undefined
  return named ? clampedRgba(named[0], named[1], named[2]) : undefined
}

/**
 * Whether a string is a hex colour of 3 or 6 digits, with or without "#" (COLOUR-001).
 *
 * @example
 * isHexColour("a1b2c3") // true
 * isHexColour("#abcd") // false
 */
export const isHexColour = (input: string): boolean => /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.test(input.trim())
