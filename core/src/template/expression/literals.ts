/**
 * Number and string literals of expressions: decimal with exponent, hexadecimal, and quoted strings
 * with `\n \t \f \r`, `\xHH`, `\uHHHH` and `\UHHHHHHHH` escapes (TPL-050, TPL-051).
 */

/** A scanned literal: its value or an error message, and where scanning stopped. */
type Scanned<T> = { readonly value: T | string; readonly end: number }

const DOT = 1
const EXPONENT = 2
const EXPONENT_DIGIT_PENDING = 4
const EXPONENT_SIGN = 8

/**
 * A decimal number starting at `i` (`12`, `1.5`, `1.`, `2e-3`), or an error message.
 *
 * @example
 * scanDecimal("1.5e2", 0) // { value: 150, end: 5 }
 */
export const scanDecimal = (text: string, i: number): Scanned<number> => {
  let j = i
  let flags = 0
  for (; j < text.length; j++) {
    const c = text[j]
    if (c === ".") {
      if (flags & DOT) return { value: "Duplicate decimal point in number", end: j }
      if (flags & EXPONENT) return { value: "Unexpected decimal point in exponent", end: j }
      flags |= DOT
    } else if (c === "e" || c === "E") {
      if (flags & EXPONENT) break
      flags |= EXPONENT | EXPONENT_DIGIT_PENDING
    } else if (c === "-" || c === "+") {
      if (!(flags & EXPONENT_DIGIT_PENDING) || flags & EXPONENT_SIGN) break
      flags |= EXPONENT_SIGN
    } else if (c !== undefined && c >= "0" && c <= "9") {
      flags &= ~EXPONENT_DIGIT_PENDING
    } else break
  }
  if (flags & EXPONENT_DIGIT_PENDING)
    return { value: "Expected a digit after exponent in decimal number", end: j }
  return { value: Number.parseFloat(text.slice(i, j)), end: j }
}

const isHexDigit = (c: number): boolean =>
  (c >= 48 && c <= 57) || (c >= 65 && c <= 70) || (c >= 97 && c <= 102)

const hexEnd = (text: string, i: number, limit: number): number => {
  let j = i
  while (j < limit && isHexDigit(text.charCodeAt(j))) j++
  return j
}

/**
 * The digits of a hexadecimal number after `0x`, or an error message.
 *
 * @example
 * scanHex("0x7a", 2) // { value: 122, end: 4 }
 */
export const scanHex = (text: string, i: number): Scanned<number> => {
  const j = hexEnd(text, i, text.length)
  if (j === i) return { value: "Expected digits after start of hex number", end: j }
  return { value: Number.parseInt(text.slice(i, j), 16), end: j }
}

/** Control characters that would corrupt output become a space. */
const fromCodePoint = (code: number): string =>
  code <= 0x08 || (code >= 0x0e && code < 0x20) || code > 0x10ffff ? " " : String.fromCodePoint(code)

/**
 * A quoted string whose opening quote (`quote`, a char code) is just before `i`.
 *
 * @example
 * scanString("'a\\tb'", 1, 39) // { value: "a\tb", end: 6 }
 */
export const scanString = (
  text: string,
  i: number,
  quote: number,
): { readonly value: string; readonly end: number; readonly error?: string } => {
  let value = ""
  const length = text.length
  while (i < length) {
    const c = text.charCodeAt(i)
    if (c === 92 && i + 1 < length) {
      const escaped = text[i + 1] as string
      if (escaped === "x" || escaped === "u" || escaped === "U") {
        const start = i + 2
        const limit = start + (escaped === "x" ? 2 : escaped === "u" ? 4 : 8)
        const invalid = escaped === "x" ? "Invalid 2-char hex escape found" : "Invalid unicode escape found"
        if (escaped === "x" && limit >= length) return { value, end: i, error: invalid }
        const stop = hexEnd(text, start, Math.min(limit, length))
        if (stop !== limit) return { value, end: i, error: invalid }
        value += fromCodePoint(Number.parseInt(text.slice(start, stop), 16))
        i = stop
        continue
      }
      value +=
        escaped === "n"
          ? "\n"
          : escaped === "t"
            ? "\t"
            : escaped === "f"
              ? "\f"
              : escaped === "r"
                ? "\r"
                : escaped
      i += 2
      continue
    }
    if (c === quote) return { value, end: i + 1 }
    if (c === 10 || c === 13) {
      return {
        value,
        end: i,
        error: `Illegal bare ${charName(text[i] as string)} character in string literal`,
      }
    }
    value += text[i]
    i++
  }
  return { value, end: i, error: "Unterminated string" }
}

const CHAR_NAMES: Readonly<Record<string, string>> = {
  "\b": "backspace",
  "\f": "form feed",
  "\n": "line feed",
  "\r": "carriage return",
  "\t": "tab",
}

/**
 * How an unexpected character is named in an error.
 *
 * @example
 * charName("\n") // "line feed"
 */
export const charName = (c: string): string =>
  CHAR_NAMES[c] ?? (c <= "\u001f" ? "control character" : "character")
