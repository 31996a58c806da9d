/**
 * Phase 1: splits template source into text, tags and comments. A tag is the innermost `{…}` pair
 * (so in `{{a}` only `{a}` is a tag); `{## … ##}` is a multi-line comment; a `{` with no closing
 * `}` is text. Linear in the source length, no regular expressions.
 */

/**
 * Token kinds.
 *
 * @example
 * tokenize("a{b}")[0] // Token.Text
 */
export const Token = { Text: 0, Tag: 1, Comment: 2 } as const
/**
 * One of {@link Token}.
 *
 * @example
 * const value: Token = Token.Tag
 */
export type Token = (typeof Token)[keyof typeof Token]

/**
 * Calls `visit(kind, start, end)` for each token in order, offsets into the source. For a tag,
 * `start..end` is its content between the braces; for text, the text itself; for a comment, its
 * content. A visitor rather than a list of tokens: compiling needs each token once, in order.
 *
 * @example
 * tokenize("a{b}", (kind, start, end) => console.log(kind, start, end)) // Token.Text 0 1, Token.Tag 2 3
 */
export const tokenize = (source: string, visit: (kind: Token, start: number, end: number) => void): void => {
  const length = source.length
  let index = 0
  while (index < length) {
    const open = source.indexOf("{", index)
    if (open === -1) break
    if (source.charCodeAt(open + 1) === 35 && source.charCodeAt(open + 2) === 35) {
      if (index < open) visit(Token.Text, index, open)
      const close = source.indexOf("##}", open + 3)
      visit(Token.Comment, open + 3, close === -1 ? length : close)
      index = close === -1 ? length : close + 3
      continue
    }
    // The tag is the innermost pair: the last "{" before the first "}" that follows.
    const close = source.indexOf("}", open + 1)
    if (close === -1) break
    const start = source.lastIndexOf("{", close - 1)
    if (index < start) visit(Token.Text, index, start)
    const isComment = source.charCodeAt(start + 1) === 35
    visit(isComment ? Token.Comment : Token.Tag, isComment ? start + 2 : start + 1, close)
    index = close + 1
  }
  if (index < length) visit(Token.Text, index, length)
}
