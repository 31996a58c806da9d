/**
 * UTF-8 bytes of a text, for tests: core compiles without Node's or the DOM's types, so neither
 * `Buffer` nor `TextEncoder` is named here (the runtime has both; `encodeURIComponent` is ES).
 */
export const utf8 = (text: string): Uint8Array =>
  Uint8Array.from(
    encodeURIComponent(text)
      .replace(/%([0-9A-F]{2})|./g, (whole, hex: string | undefined) =>
        hex === undefined ? whole : String.fromCharCode(Number.parseInt(hex, 16)),
      )
      .split("")
      .map((character) => character.charCodeAt(0)),
  )

/** Whether the runtime's own decoder (WHATWG `TextDecoder`, fatal) takes the bytes as UTF-8. */
export const decodesAsUtf8 = (bytes: Uint8Array): boolean => {
  const { TextDecoder } = globalThis as unknown as {
    TextDecoder: new (label: string, options: { fatal: boolean }) => { decode: (bytes: Uint8Array) => string }
  }
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(bytes)
    return true
  } catch {
    return false
  }
}
