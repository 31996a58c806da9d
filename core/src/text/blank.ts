// Comments first: a ">" inside one would otherwise end the tag early and leave text behind.
const COMMENTS = /<!--[\s\S]*?(?:-->|$)/g
const TAGS = /<[^>]*>/g
// Invisible characters that \s does not cover: zero-width space, non-joiner and joiner, the word
// joiner and invisible operators, the Mongolian vowel separator (\s covers the BOM and no-break spaces).
const ZERO_WIDTH = /[\u200b-\u200d\u2060-\u2064\u180e]/gu
// Entities that stand for blank characters; any other entity is visible text.
const BLANK_ENTITIES = /&(?:nbsp|ensp|emsp|thinsp|zwnj|zwj|ZeroWidthSpace|NoBreak|NewLine|Tab);/g
const NUMERIC_ENTITY = /&#(?:x([\da-f]+)|(\d+));/gi

const decodeNumeric = (_: string, hex: string | undefined, decimal: string | undefined) => {
  const code = hex !== undefined ? Number.parseInt(hex, 16) : Number(decimal)
  return code <= 0x10ffff ? String.fromCodePoint(code) : "\ufffd"
}

/** Characters that count as blank: what `trim` removes, and the zero-width ones. */
const isBlankChar = (c: number): boolean =>
  c === 32 ||
  (c >= 9 && c <= 13) ||
  c === 0xa0 ||
  c === 0x1680 ||
  c === 0x180e ||
  (c >= 0x2000 && c <= 0x200d) ||
  c === 0x2028 ||
  c === 0x2029 ||
  c === 0x202f ||
  c === 0x205f ||
  (c >= 0x2060 && c <= 0x2064) ||
  c === 0x3000 ||
  c === 0xfeff

/**
 * The answer without the five passes, for the common text: one scan that skips tags and blank
 * characters and stops at the first other character (visible: not blank). Undefined for text
 * with a comment (removed first, it may hide what looks like a tag) or an entity outside the tags,
 * which need the full reading.
 */
const quickBlank = (html: string): boolean | undefined => {
  if (html.includes("<!--")) return undefined
  for (let i = 0; i < html.length; i++) {
    const c = html.charCodeAt(i)
    if (c === 38) return undefined
    if (c === 60) {
      const close = html.indexOf(">", i + 1)
      // A "<" that opens no tag is text.
      if (close === -1) return false
      i = close
    } else if (!isBlankChar(c)) return false
  }
  return true
}

/**
 * Whether text is blank: after stripping tags (and comments), only whitespace or zero-width
 * characters remain (UTIL-006). Entities for blank characters (&nbsp;, &#8203;) count as blank, as
 * the browser would render them; a missing text is blank.
 *
 * @example
 * isBlankText("<p>&nbsp;</p>") // true
 * isBlankText("<p>\u200b</p>") // true
 * isBlankText("<img src=x>") // true
 * isBlankText("<p>Hi</p>") // false
 */
export const isBlankText = (html: string | null | undefined): boolean => {
  if (html == null) return true
  const quick = quickBlank(html)
  if (quick !== undefined) return quick
  const text = html
    .replace(COMMENTS, "")
    .replace(TAGS, "")
    .replace(BLANK_ENTITIES, " ")
    .replace(NUMERIC_ENTITY, decodeNumeric)
    .replace(ZERO_WIDTH, "")
  return text.trim() === ""
}
