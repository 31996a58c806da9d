// Where a header or footer link may point: our choice, as the spec shows the editor but not its
// fields (SITE-001). A link is one of the site's own pages, a path ("/contact", "/products/x?y#z"),
// or a page elsewhere by an absolute http(s) address that `isValidUrl` accepts (CONST-010). A
// protocol-relative "//host" is refused (it reads as a path but leaves the site), and so is every
// other scheme ("javascript:", "data:"): a link the merchant saves is put in every page's header.
import { SITE_LIMITS } from "./limits.ts"
import { isValidUrl } from "./url.ts"

const SITE_PATH = /^\/(?!\/)[^\s\p{Cc}]*$/u
const ABSOLUTE = /^https?:\/\//i

/**
 * Whether a header or footer link's target is one a page may carry: a path of this site starting
 * with one "/", or an http(s) address; at most 2083 characters (CONST-010), no whitespace or
 * control character.
 *
 * @example
 * isSiteLinkTarget("/contact") // true
 * isSiteLinkTarget("https://example.com/about") // true
 * isSiteLinkTarget("//evil.example") // false
 * isSiteLinkTarget("javascript:alert(1)") // false
 */
export const isSiteLinkTarget = (text: string): boolean =>
  text.length <= SITE_LIMITS.maxUrlLength &&
  (SITE_PATH.test(text) || (ABSOLUTE.test(text) && isValidUrl(text)))

/**
 * Whether a link target leaves the site (an absolute address), so a page renders it as a plain link
 * rather than one the app's router follows.
 *
 * @example
 * isExternalLinkTarget("https://example.com") // true
 * isExternalLinkTarget("/contact") // false
 */
export const isExternalLinkTarget = (text: string): boolean => ABSOLUTE.test(text)
