/**
 * Pure string transforms behind the core formatters: escaping for HTML, attributes and inline
 * scripts, tag stripping, slugs, smart quotes, positional formats and URL encodings. Loops over
 * character codes rather than regular expressions, since formatters run once per tag per render.
 */

const isSpace = (c: number): boolean =>
  c === 32 ||
  (c >= 9 && c <= 13) ||
  c === 0xa0 ||
  c === 0x1680 ||
  (c >= 0x2000 && c <= 0x200a) ||
  c === 0x2028 ||
  c === 0x2029 ||
  c === 0x202f ||
  c === 0x205f ||
  c === 0x3000 ||
  c === 0xfeff

const replaceChars = (text: string, replace: (c: number) => string | undefined): string => {
  let out = ""
  let from = 0
  for (let i = 0; i < text.length; i++) {
    const replacement = replace(text.charCodeAt(i))
    if (replacement === undefined) continue
    out += text.slice(from, i) + replacement
    from = i + 1
  }
  return from === 0 ? text : out + text.slice(from)
}

const HTML_SPECIAL = /[&<>]/
const ATTRIBUTE_SPECIAL = /[&<>"]/

/**
 * Escapes `&`, `<` and `>` for HTML text.
 *
 * @example
 * escapeHtml("a < b") // "a &lt; b"
 */
export const escapeHtml = (text: string): string => {
  // Most text has nothing to escape: a regular expression finds that out fastest.
  if (!HTML_SPECIAL.test(text)) return text
  let out = ""
  let from = 0
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (c !== 38 && c !== 60 && c !== 62) continue
    out += text.slice(from, i) + (c === 38 ? "&amp;" : c === 60 ? "&lt;" : "&gt;")
    from = i + 1
  }
  return out + text.slice(from)
}

/**
 * Escapes `&`, `<`, `>` and `"` for a double-quoted attribute.
 *
 * @example
 * escapeAttribute('"x"') // "&quot;x&quot;"
 */
export const escapeAttribute = (text: string): string => {
  if (!ATTRIBUTE_SPECIAL.test(text)) return text
  let out = ""
  let from = 0
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (c !== 38 && c !== 60 && c !== 62 && c !== 34) continue
    out += text.slice(from, i) + (c === 34 ? "&quot;" : c === 38 ? "&amp;" : c === 60 ? "&lt;" : "&gt;")
    from = i + 1
  }
  return out + text.slice(from)
}

/**
 * Makes JSON safe inside `<script>`: every `</` becomes `<\/`, so no `</script` can close it.
 *
 * @example
 * escapeScriptClose('"</script>"') // '"<\\/script>"'
 */
export const escapeScriptClose = (json: string): string => json.replaceAll("</", "<\\/")

/**
 * Removes every `<…>` tag. A `<` with no `>` after it is kept (it starts no tag).
 *
 * @example
 * stripTags("<b>bold</b>") // "bold"
 */
export const stripTags = (text: string): string => {
  let out = ""
  let from = 0
  for (let open = text.indexOf("<"); open !== -1; open = text.indexOf("<", from)) {
    const close = text.indexOf(">", open + 1)
    if (close === -1) break
    out += text.slice(from, open)
    from = close + 1
  }
  return from === 0 ? text : out + text.slice(from)
}

/**
 * A URL slug: letters, digits, `-` and whitespace kept, whitespace runs become one `-`, lower case.
 *
 * @example
 * slugify("If Strike Isn't Settled") // "if-strike-isnt-settled"
 */
export const slugify = (text: string): string => {
  let out = ""
  let inSpace = false
  // Kept characters are copied in runs (one slice each), not one by one.
  let from = -1
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    const keep = (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 45
    if (keep) {
      if (from === -1) {
        if (inSpace) out += "-"
        inSpace = false
        from = i
      }
      continue
    }
    if (from !== -1) out += text.slice(from, i)
    from = -1
    if (isSpace(c)) inSpace = true
  }
  if (from !== -1) out += text.slice(from)
  return (inSpace ? `${out}-` : out).toLowerCase()
}

/**
 * Each whitespace character replaced with `&nbsp;`.
 *
 * @example
 * encodeSpaces("a b") // "a&nbsp;b"
 */
export const encodeSpaces = (text: string): string =>
  replaceChars(text, (c) => (isSpace(c) ? "&nbsp;" : undefined))

const opensQuote = (c: number): boolean =>
  isSpace(c) || c === 45 || c === 0x2014 || c === 40 || c === 91 || c === 34

/**
 * Typographic quotes and dashes: `'` and `"` open after a line start, whitespace, a dash or an
 * opening bracket and close elsewhere; `--` becomes an em dash.
 *
 * @example
 * smartQuotes('"Hi" -- it\'s') // "“Hi” — it’s"
 */
export const smartQuotes = (text: string): string => {
  let out = ""
  let previous = -1
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (c === 39) {
      out += previous === -1 || opensQuote(text.charCodeAt(i - 1)) ? "\u2018" : "\u2019"
    } else if (c === 34) {
      const before = previous === -1 ? -1 : out.charCodeAt(out.length - 1)
      const opening = before === -1 || isSpace(before) || before === 45 || before === 0x2014 || before === 47
      out += opening || before === 91 || before === 40 || before === 0x2018 ? "\u201c" : "\u201d"
    } else if (c === 45 && text.charCodeAt(i + 1) === 45) {
      out += "\u2014"
      i++
    } else out += text[i]
    previous = c
  }
  return out
}

/**
 * Replaces `{0}`, `{1}`… with the arguments' text; unknown indexes print nothing and a brace
 * group that is not a number is dropped.
 *
 * @example
 * formatPositional("{0} and {1}", ["A", "B"]) // "A and B"
 */
export const formatPositional = (pattern: string, args: readonly unknown[]): string => {
  let out = ""
  let index = -1
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern.charCodeAt(i)
    if (index === -2 && c === 125) index = -1
    else if (index >= 0) {
      if (c >= 48 && c <= 57) index = index * 10 + (c - 48)
      else {
        if (c === 125 && index < args.length) out += String(args[index])
        index = c === 125 ? -1 : -2
      }
    } else if (c === 123) index = 0
    else if (index !== -2) out += pattern[i]
  }
  return out
}

/**
 * The text with lone surrogates replaced by U+FFFD, so URL encoders never fail.
 *
 * @example
 * wellFormed("a\ud800") // "a\ufffd"
 */
export const wellFormed = (text: string): string =>
  SURROGATE.test(text) ? text.replace(LONE_SURROGATE, "\ufffd") : text

const SURROGATE = /[\ud800-\udfff]/
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g

/**
 * Percent-encodes the UTF-8 bytes of the text, keeping letters, digits and `@*_+-./`
 * (JavaScript's `escape` over UTF-8).
 *
 * @example
 * urlEncode("café & tea") // "caf%C3%A9%20%26%20tea"
 */
export const urlEncode = (text: string): string => {
  // ASCII, by far the usual case, is escaped here; the rest from the first other character on.
  let out = ""
  let from = 0
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (c >= 0x80) return out + encodeRest(text.slice(from))
    if (URL_SAFE_ASCII[c] === 1) continue
    out += text.slice(from, i) + (PERCENT[c] as string)
    from = i + 1
  }
  return from === 0 ? text : out + text.slice(from)
}

const encodeRest = (text: string): string =>
  encodeURIComponent(wellFormed(text)).replace(URI_DIFFERENCES, (match) => URI_FIXES[match] as string)

const PERCENT = Array.from({ length: 0x80 }, (_, c) => `%${c.toString(16).toUpperCase().padStart(2, "0")}`)
const URL_SAFE_ASCII = Uint8Array.from({ length: 0x80 }, (_, c) =>
  /[0-9A-Za-z@*_+\-./]/.test(String.fromCharCode(c)) ? 1 : 0,
)
// encodeURIComponent keeps `!'()~` and escapes `@+/`, where `escape` does the opposite. Each `%` of
// its output starts an escape, so `%40` there can only stand for an `@`.
const URI_DIFFERENCES = /[!'()~]|%(?:40|2B|2F)/g
const URI_FIXES: Readonly<Record<string, string>> = {
  "!": "%21",
  "'": "%27",
  "(": "%28",
  ")": "%29",
  "~": "%7E",
  "%40": "@",
  "%2B": "+",
  "%2F": "/",
}

/**
 * Text cut to at most `limit` characters, ending after the last whitespace inside the limit (so no
 * word is cut, unless the first word alone is longer), then `ellipsis`; text that fits is returned
 * unchanged. Never splits a surrogate pair.
 *
 * @example
 * truncateWords("The quick brown fox", 12, "...") // "The quick ..."
 */
export const truncateWords = (text: string, limit: number, ellipsis: string): string => {
  if (text.length <= limit) return text
  let end = limit
  for (let i = limit - 1; i >= 0; i--) {
    const c = text.charCodeAt(i)
    if (c === 32 || (c >= 9 && c <= 13)) {
      end = i + 1
      break
    }
  }
  const last = text.charCodeAt(end - 1)
  if (last >= 0xd800 && last <= 0xdbff) end--
  return text.slice(0, end) + ellipsis
}
