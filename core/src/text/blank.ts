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
  const text = html
    .replace(COMMENTS, "")
    .replace(TAGS, "")
    .replace(BLANK_ENTITIES, " ")
    .replace(NUMERIC_ENTITY, decodeNumeric)
    .replace(ZERO_WIDTH, "")
  return text.trim() === ""
}
