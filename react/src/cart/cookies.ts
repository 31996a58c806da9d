/**
 * The page's readable cookies as a name → value record, the shape core's `shouldLoadCart` reads.
 * `vitrine_cart` is httpOnly, so scripts see only `hasCart` (CART-011).
 *
 * @example
 * readCookies("hasCart=true; crumb=abc") // { hasCart: "true", crumb: "abc" }
 */
export const readCookies = (cookieString: string): Record<string, string> => {
  const cookies: Record<string, string> = {}
  for (const part of cookieString.split(";")) {
    const at = part.indexOf("=")
    if (at < 0) continue
    const name = part.slice(0, at).trim()
    const raw = part.slice(at + 1).trim()
    try {
      cookies[name] = decodeURIComponent(raw)
    } catch {
      cookies[name] = raw
    }
  }
  return cookies
}
