import { Option, Schema } from "effect"
import type { AccountKind, Session, SiteUserInfo } from "./model.ts"
import { SiteUserInfoSchema } from "./model.ts"

/**
 * A cookie as data: the server writes it on a response as it is. `maxAgeMs` undefined makes a
 * browser-session cookie, 0 clears the cookie. `secure` is off only for plain-HTTP development on
 * localhost. Values are written URL-encoded, as Express's `res.cookie` writes them.
 *
 * @example
 * const cookie: Cookie = { name: "SiteUserInfo", value: "{…}", options: { httpOnly: false, secure: true, sameSite: "lax", path: "/" } }
 */
export interface Cookie {
  readonly name: string
  readonly value: string
  readonly options: {
    readonly httpOnly: boolean
    readonly secure: boolean
    readonly sameSite: "lax"
    readonly path: "/"
    readonly maxAgeMs?: number
  }
}

/** The `SiteUserInfo` cookie's name (COOKIE-001). */
export const SITE_USER_INFO_COOKIE = "SiteUserInfo"

/**
 * The name of the cookie holding a session's token, one per kind so a merchant can be signed in to
 * the shop as a member and to `/admin` as staff at once. Over HTTPS the name carries the `__Host-`
 * prefix, which makes browsers accept it only when Secure, for path `/` and without a Domain (no
 * subdomain can set or shadow it); plain-HTTP localhost cannot use the prefix.
 *
 * @example
 * sessionCookieName("member", true) // "__Host-vitrine_member"
 */
export const sessionCookieName = (kind: AccountKind, secure: boolean): string =>
  `${secure ? "__Host-" : ""}vitrine_${kind}`

const options = (httpOnly: boolean, secure: boolean, maxAgeMs: number | undefined): Cookie["options"] => ({
  httpOnly,
  secure,
  sameSite: "lax",
  path: "/",
  ...(maxAgeMs === undefined ? {} : { maxAgeMs }),
})

// A remembered session keeps its cookie until its idle expiry (renewed with the session); any other
// lives as long as the browser session, and never past the session's own expiry either.
const lifetime = (session: Session, now: number): number | undefined =>
  session.rememberMe ? Math.max(0, session.idleExpiresAt - now) : undefined

/**
 * The cookies that carry a session at `now`: the token (HttpOnly, SameSite=Lax, Secure unless plain
 * HTTP), and for a member the `SiteUserInfo` cookie pages read their login state from (SESSION-003;
 * readable by scripts, holding no secret). Set them at sign-in and again whenever the session is
 * renewed (a remembered session's cookies move their expiry with it).
 *
 * @example
 * sessionCookies({ token, session }, Date.now(), { secure: true })
 */
export const sessionCookies = (
  issued: { readonly token: string; readonly session: Session },
  now: number,
  transport: { readonly secure: boolean },
): readonly Cookie[] => {
  const { session } = issued
  const maxAgeMs = lifetime(session, now)
  const token: Cookie = {
    name: sessionCookieName(session.kind, transport.secure),
    value: issued.token,
    options: options(true, transport.secure, maxAgeMs),
  }
  if (session.kind === "staff") return [token]
  const info: SiteUserInfo = { authenticated: true, siteUserId: session.userId }
  return [
    token,
    {
      name: SITE_USER_INFO_COOKIE,
      value: JSON.stringify(info),
      options: options(false, transport.secure, maxAgeMs),
    },
  ]
}

/**
 * The cookies that end a session in the browser (sign-out, or a session found expired): the token
 * cleared, and for a member `SiteUserInfo` cleared too, so pages read "signed out".
 *
 * @example
 * signedOutCookies("member", { secure: true }) // two cookies with maxAgeMs 0
 */
export const signedOutCookies = (
  kind: AccountKind,
  transport: { readonly secure: boolean },
): readonly Cookie[] => {
  const token: Cookie = {
    name: sessionCookieName(kind, transport.secure),
    value: "",
    options: options(true, transport.secure, 0),
  }
  if (kind === "staff") return [token]
  return [token, { name: SITE_USER_INFO_COOKIE, value: "", options: options(false, transport.secure, 0) }]
}

const SIGNED_OUT: SiteUserInfo = { authenticated: false, siteUserId: null }
const decodeInfo = Schema.decodeUnknownOption(Schema.fromJsonString(SiteUserInfoSchema))

/**
 * The login state a page reads from the `SiteUserInfo` cookie's (URL-decoded) value (SESSION-003):
 * signed out when the cookie is absent, is not that JSON, or says authenticated without a user id.
 *
 * @example
 * readSiteUserInfo('{"authenticated":true,"siteUserId":"u1"}') // { authenticated: true, siteUserId: "u1" }
 * readSiteUserInfo(undefined) // { authenticated: false, siteUserId: null }
 */
export const readSiteUserInfo = (value: string | undefined): SiteUserInfo => {
  if (value === undefined) return SIGNED_OUT
  const info = decodeInfo(value)
  return Option.isSome(info) && info.value.authenticated && info.value.siteUserId !== null
    ? info.value
    : SIGNED_OUT
}
