import fc from "fast-check"

const lone = fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code))

/**
 * Any character of Unicode, surrogate halves included. Mapped without an unmapper on purpose:
 * fast-check's own full-Unicode units build a reverse table of a million entries on first shrink.
 *
 * @example
 * fc.string({ unit: anyCharacter })
 */
export const anyCharacter: fc.Arbitrary<string> = fc
  .integer({ min: 0, max: 0x10ffff })
  .map((code) => String.fromCodePoint(code))

/**
 * Texts an attacker sends: NUL, lone surrogates, prototype keys, SQL and markup, path tricks,
 * control and right-to-left characters, emoji, long runs; each a short text or embedded in one.
 *
 * @example
 * fc.sample(hostileText, 3) // e.g. ["a\u0000", "__proto__", "'; DROP TABLE carts; --"]
 */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    "\u0000",
    "a\u0000b",
    "__proto__",
    "constructor",
    "prototype",
    "toString",
    "hasOwnProperty",
    "'; DROP TABLE carts; --",
    "' OR '1'='1",
    "<script>alert(1)</script>",
    "{{7*7}}",
    "../../etc/passwd",
    "..",
    ".",
    "%",
    "\\",
    "\u202eevil",
    "\ufeff",
    "\r\n",
    "🛒🧺",
    "NaN",
    "-0",
    "1e309",
    "",
    " ",
  ),
  lone,
  fc.tuple(fc.string({ maxLength: 8 }), lone, fc.string({ maxLength: 8 })).map((parts) => parts.join("")),
  fc.string({ unit: anyCharacter, maxLength: 30 }),
  fc.string({ unit: fc.constantFrom("\u0000", "\ud800", "\udc00", "a", "é", "𝄞"), maxLength: 12 }),
  fc.integer({ min: 1_000, max: 3_000 }).map((length) => "x".repeat(length)),
)

const hex = (byte: number) => `%${byte.toString(16).toUpperCase().padStart(2, "0")}`

/**
 * Percent-encodes a text as a sloppy client would: UTF-8 for well-formed text, and a lone
 * surrogate as the three bytes UTF-8 forbids (`%ED%A0%80`), which is what reaches a server.
 *
 * @example
 * wireEncode("a b") // "a%20b"
 * wireEncode("\ud800") // "%ED%A0%80"
 */
export const wireEncode = (text: string): string => {
  let out = ""
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index)
    const next = text.charCodeAt(index + 1)
    if (code >= 0xd800 && code <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      out += encodeURIComponent(text.slice(index, index + 2))
      index++
    } else if (code >= 0xd800 && code <= 0xdfff) {
      out += hex(0xe0 | (code >> 12)) + hex(0x80 | ((code >> 6) & 0x3f)) + hex(0x80 | (code & 0x3f))
    } else {
      out += encodeURIComponent(text[index] ?? "")
    }
  }
  return out
}

/**
 * Encodings no valid text has: a bad escape, a cut escape, a cut or overlong UTF-8 sequence, an
 * encoded surrogate, a byte UTF-8 never uses, an encoded NUL; alone or inside other text.
 *
 * @example
 * fc.sample(badEncoding, 2) // e.g. ["%ZZ", "ab%C0%AFcd"]
 */
export const badEncoding: fc.Arbitrary<string> = fc
  .tuple(
    fc.constantFrom("", "a", "prod-"),
    fc.constantFrom(
      "%ZZ",
      "%",
      "%4",
      "%E0%A4",
      "%C3%28",
      "%C0%AF",
      "%ED%A0%80",
      "%FF",
      "%00",
      "%F4%90%80%80",
    ),
    fc.constantFrom("", "b", "%20"),
  )
  .map((parts) => parts.join(""))

/**
 * A text as it goes on the wire in a path, query or cookie: a value encoded (clean or hostile),
 * a bad encoding, or characters left raw that are legal on the wire (`/`, `..`, `+`, `%2F`).
 *
 * @example
 * onTheWire(fc.constant("linen-shirt"))
 */
export const onTheWire = (values: fc.Arbitrary<string>): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 6, arbitrary: values.map(wireEncode) },
    { weight: 2, arbitrary: hostileText.map(wireEncode) },
    { weight: 2, arbitrary: badEncoding },
    { weight: 1, arbitrary: fc.constantFrom("a/b", "..", "%2e%2e", "a%2Fb", "a+b", "%20", "~", "*") },
  )
