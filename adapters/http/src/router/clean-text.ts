const FORBIDDEN = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

// Almost every text holds neither NUL nor any surrogate: one scan for a character class settles
// those, and only a text with a surrogate pays for FORBIDDEN's look-arounds (a well-formed pair is
// clean). Every header, path and cookie of every request passes here (issue 14's profile).
const SUSPECT = /[\0\uD800-\uDFFF]/

/**
 * Whether a text may pass the boundary: it holds no U+0000 (which Postgres cannot store in text,
 * and which truncates strings in C libraries) and no lone surrogate (not Unicode: it cannot be
 * written as UTF-8).
 *
 * @example
 * isCleanText("café") // true
 * isCleanText("a\u0000b") // false
 */
export const isCleanText = (text: string): boolean => !SUSPECT.test(text) || !FORBIDDEN.test(text)

/**
 * Whether a percent-encoded text (a path, a query string) decodes as UTF-8 to clean text. A bad
 * escape and bytes that are not UTF-8 (overlong forms and encoded surrogates included) fail.
 *
 * @example
 * decodesClean("caf%C3%A9") // true
 * decodesClean("%00") // false
 * decodesClean("%E0%A4") // false
 */
export const decodesClean = (encoded: string): boolean => {
  if (!encoded.includes("%")) return isCleanText(encoded)
  try {
    return isCleanText(decodeURIComponent(encoded))
  } catch {
    return false
  }
}

/**
 * Whether every string of a parsed value (JSON), keys included and at any depth, is clean text.
 * Walks with its own stack, so a deeply nested body cannot overflow the call stack.
 *
 * @example
 * isCleanValue({ a: ["x", { "b\u0000": 1 }] }) // false
 */
export const isCleanValue = (value: unknown): boolean => {
  const stack: unknown[] = [value]
  while (stack.length > 0) {
    const next = stack.pop()
    if (typeof next === "string") {
      if (!isCleanText(next)) return false
    } else if (Array.isArray(next)) {
      for (const item of next) stack.push(item)
    } else if (typeof next === "object" && next !== null) {
      for (const [key, item] of Object.entries(next)) {
        if (!isCleanText(key)) return false
        stack.push(item)
      }
    }
  }
  return true
}
