/**
 * The default truncate length (TPL-036).
 *
 * @example
 * truncate(text) === truncate(text, DEFAULT_TRUNCATE_LENGTH) // true
 */
export const DEFAULT_TRUNCATE_LENGTH = 100

/**
 * What a truncated text ends with (TPL-036).
 *
 * @example
 * truncate("a".repeat(101)).endsWith(TRUNCATE_ELLIPSIS) // true
 */
export const TRUNCATE_ELLIPSIS = "..."

const graphemes = (text: string): string[] =>
  Array.from(new Intl.Segmenter(undefined, { granularity: "grapheme" }).segment(text), (part) => part.segment)

/**
 * Text cut to at most `length` characters, then "..." (TPL-036; default 100). Decisions where the
 * spec is silent: characters are what a reader sees (an emoji or an accented letter counts once and
 * is never split); the cut backs up to the last whitespace inside the limit so no word is cut in
 * half (unless the first word alone is longer than the limit); whitespace before the ellipsis is
 * dropped; text that fits is returned unchanged, without an ellipsis. A length that is not a number
 * gives the default; a negative one counts as 0.
 *
 * @example
 * truncate("The quick brown fox", 12) // "The quick..."
 * truncate("Short") // "Short"
 */
export const truncate = (
  text: string,
  length: number = DEFAULT_TRUNCATE_LENGTH,
  ellipsis: string = TRUNCATE_ELLIPSIS,
): string => {
  const limit = Number.isNaN(length) ? DEFAULT_TRUNCATE_LENGTH : Math.max(0, Math.floor(length))
  const characters = graphemes(text)
  if (characters.length <= limit) return text
  const kept = characters.slice(0, limit)
  const cutsWord = !/^\s/u.test(characters[limit] ?? " ")
  const space = kept.findLastIndex((character) => /^\s+$/u.test(character))
  const words = cutsWord && space > 0 ? kept.slice(0, space) : kept
  return words.join("").trimEnd() + ellipsis
}
