// The URL validator (CONST-010). The spec gives only its limit, 2083 characters; the rest is decided
// here and documented on `isValidUrl`:
// - The length is counted in UTF-16 code units, as browsers counted it when 2083 became the limit.
// - Only http and https are schemes, and the scheme may be left out ("example.com"), as people type
//   web addresses; any other scheme ("javascript:", "ftp:") is refused, so a link made from a valid
//   URL never runs script.
// - The host is "localhost", an IPv4 address, or dot-separated labels of letters and digits (any
//   script) with inner hyphens, ending in a top-level domain of 2 to 63 letters; no user or password.
import { SITE_LIMITS } from "./limits.ts"

const OCTET = "(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)"
const LABEL = "[\\p{L}\\p{N}](?:[\\p{L}\\p{N}-]{0,61}[\\p{L}\\p{N}])?"
const HOST = `(?:localhost|(?:${OCTET}\\.){3}${OCTET}|(?:${LABEL}\\.)+\\p{L}{2,63})`
const URL_SHAPE = new RegExp(`^(?:https?://)?${HOST}(?::\\d{1,5})?(?:[/?#]\\S*)?$`, "iu")
const CONTROL = /\p{Cc}/u

/**
 * Whether a text is a web address someone may enter (a website field, a link): at most 2083
 * characters (CONST-010), http or https or no scheme, a host name, `localhost` or an IPv4 address,
 * an optional port, then an optional path, query and fragment; no whitespace or control character.
 *
 * @example
 * isValidUrl("https://shop.example.com/products/linen-shirt") // true
 * isValidUrl("example.com") // true
 * isValidUrl("javascript:alert(1)") // false
 * isValidUrl(`https://example.com/${"a".repeat(2064)}`) // false: 2084 characters
 */
export const isValidUrl = (text: string): boolean =>
  text.length <= SITE_LIMITS.maxUrlLength && !CONTROL.test(text) && URL_SHAPE.test(text)
