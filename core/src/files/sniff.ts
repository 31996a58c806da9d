import type { FileType } from "./model.ts"
import { extensionOf } from "./names.ts"

/**
 * How many first bytes `sniffFileType` needs for a binary type; text is checked whole (it is valid
 * UTF-8 throughout, or it is not text).
 */
export const SNIFF_BYTES = 16

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0): boolean =>
  signature.every((byte, index) => bytes[at + index] === byte)

const ascii = (text: string): number[] => [...text].map((character) => character.charCodeAt(0))

// An MPEG audio frame header (an MP3 without an ID3 tag): 11 sync bits, then a version that is not
// the reserved 01, a layer that is not the reserved 00 (which also leaves out AAC's ADTS), a bitrate
// index that is not the "bad" 1111 and a sample rate index that is not the reserved 11.
const isMpegFrame = (bytes: Uint8Array): boolean => {
  const [sync, flags, rates] = [bytes[0] ?? 0, bytes[1] ?? 0, bytes[2] ?? 0]
  return (
    sync === 0xff &&
    (flags & 0xe0) === 0xe0 &&
    ((flags >> 3) & 0b11) !== 0b01 &&
    ((flags >> 1) & 0b11) !== 0b00 &&
    rates >> 4 !== 0b1111 &&
    ((rates >> 2) & 0b11) !== 0b11
  )
}

// The magic numbers of the binary types: what the bytes are, whatever the name says.
const SIGNATURES: ReadonlyArray<readonly [FileType, (bytes: Uint8Array) => boolean]> = [
  ["image/png", (bytes) => startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])],
  ["image/jpeg", (bytes) => startsWith(bytes, [0xff, 0xd8, 0xff])],
  ["image/gif", (bytes) => startsWith(bytes, ascii("GIF87a")) || startsWith(bytes, ascii("GIF89a"))],
  ["image/webp", (bytes) => startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)],
  ["application/pdf", (bytes) => startsWith(bytes, ascii("%PDF-"))],
  // An MP3 starts with its ID3v2 tag ("ID3", a version byte below 0xff) or straight with a frame.
  [
    "audio/mpeg",
    (bytes) => (startsWith(bytes, ascii("ID3")) && (bytes[3] ?? 0xff) < 0xff) || isMpegFrame(bytes),
  ],
  ["audio/ogg", (bytes) => startsWith(bytes, ascii("OggS"))],
  ["audio/wav", (bytes) => startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WAVE"), 8)],
]

/** Whether the bytes are well-formed UTF-8 (no overlong forms, no surrogates, nothing past U+10FFFF). */
export const isUtf8 = (bytes: Uint8Array): boolean => {
  let index = 0
  while (index < bytes.length) {
    const lead = bytes[index] as number
    const length =
      lead < 0x80
        ? 1
        : lead >= 0xc2 && lead <= 0xdf
          ? 2
          : lead >= 0xe0 && lead <= 0xef
            ? 3
            : lead >= 0xf0 && lead <= 0xf4
              ? 4
              : 0
    if (length === 0 || index + length > bytes.length) return false
    for (let next = 1; next < length; next += 1)
      if (((bytes[index + next] as number) & 0xc0) !== 0x80) return false
    const second = bytes[index + 1] as number
    if (lead === 0xe0 && second < 0xa0) return false
    if (lead === 0xed && second > 0x9f) return false
    if (lead === 0xf0 && second < 0x90) return false
    if (lead === 0xf4 && second > 0x8f) return false
    index += length
  }
  return true
}

// Text: UTF-8 with no control character but tab, line feed, form feed and carriage return.
const isPlainText = (bytes: Uint8Array): boolean =>
  bytes.every((byte) => byte >= 0x20 || byte === 0x09 || byte === 0x0a || byte === 0x0c || byte === 0x0d) &&
  bytes[0] !== 0x7f &&
  isUtf8(bytes)

// Markup in a text file: a browser given the chance would run it as HTML or SVG (scripts included).
const looksLikeMarkup = (bytes: Uint8Array): boolean => {
  let start = 0
  if (startsWith(bytes, [0xef, 0xbb, 0xbf])) start = 3
  while (start < bytes.length && [0x09, 0x0a, 0x0c, 0x0d, 0x20].includes(bytes[start] as number)) start += 1
  return bytes[start] === 0x3c // "<"
}

/**
 * The type of an uploaded file from its content (EDITOR-022), or undefined when the site does not
 * take it. Binary types by their magic numbers, whatever the name's extension; text only with a
 * `.txt` or `.csv` name (the extension picks which) and only when the whole file is UTF-8 text
 * without control characters. Our choice (UNSPECIFIED): SVG, HTML and any text beginning with `<`
 * are refused — an SVG is a script-carrying document, and refusing it is simpler and safer than
 * sanitising it; files are also served as attachments with a strict CSP.
 *
 * @example
 * sniffFileType(new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d]), "menu.txt") // "application/pdf"
 * sniffFileType(new TextEncoder().encode("<svg …>"), "logo.svg") // undefined
 */
export const sniffFileType = (bytes: Uint8Array, fileName: string): FileType | undefined => {
  if (bytes.length === 0) return undefined
  const binary = SIGNATURES.find(([, matches]) => matches(bytes))
  if (binary !== undefined) return binary[0]
  const extension = extensionOf(fileName)
  if (extension !== "txt" && extension !== "csv") return undefined
  if (looksLikeMarkup(bytes) || !isPlainText(bytes)) return undefined
  return extension === "csv" ? "text/csv" : "text/plain"
}
