/**
 * The cookies the browser's code reads: the crumb (CSRF) and the login state. Apart from the API's
 * paths (`wire.ts`), so a storefront's first load can read the login state without them. This file
 * imports nothing.
 */

/**
 * The crumb: a signed double-submit CSRF token. The server sets the `crumb` cookie (readable by
 * scripts); a state-changing call echoes it in the `X-CSRF-Token` header or the `crumb` query
 * parameter. After a sign-in the crumb is bound to the session: it is the `xsrfToken` the sign-in
 * answers (API-028, whose header name the spec leaves open: ours is `X-CSRF-Token`, the crumb's), and
 * the server sets it as the `crumb` cookie too, so a page keeps echoing one value.
 *
 * @example
 * headers[CRUMB.header] = readCookie(document.cookie, CRUMB.cookie)
 */
export const CRUMB = { cookie: "crumb", header: "X-CSRF-Token", query: "crumb" } as const

/**
 * The value of one cookie in a `Cookie` header or `document.cookie` string, or undefined.
 *
 * @example
 * readCookie("a=1; crumb=xyz", "crumb") // "xyz"
 */
export const readCookie = (header: string | undefined, name: string): string | undefined => {
  for (const part of (header ?? "").split(";")) {
    const at = part.indexOf("=")
    if (at < 0 || part.slice(0, at).trim() !== name) continue
    const raw = part.slice(at + 1).trim()
    try {
      return decodeURIComponent(raw)
    } catch {
      return raw
    }
  }
  return undefined
}

/**
 * The login state a page reads from the `SiteUserInfo` cookie (SESSION-003, COOKIE-001): JSON with
 * `authenticated` and `siteUserId`. Signed out when the cookie is absent, not that JSON, or says
 * authenticated without a user id. The same reading as core's `readSiteUserInfo`, without Effect
 * Schema, so the browser's bundle stays small.
 *
 * @example
 * readSiteUserInfoCookie(document.cookie) // { authenticated: true, siteUserId: "u1" }
 */
export const readSiteUserInfoCookie = (
  cookies: string | undefined,
): { readonly authenticated: boolean; readonly siteUserId: string | null } => {
  const signedOut = { authenticated: false, siteUserId: null }
  const value = readCookie(cookies, "SiteUserInfo")
  if (value === undefined) return signedOut
  try {
    const info: unknown = JSON.parse(value)
    if (typeof info !== "object" || info === null) return signedOut
    const { authenticated, siteUserId } = info as Record<string, unknown>
    return authenticated === true && typeof siteUserId === "string" && siteUserId !== ""
      ? { authenticated: true, siteUserId }
      : signedOut
  } catch {
    return signedOut
  }
}
