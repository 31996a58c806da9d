import { describe, expect, it } from "@effect/vitest"
import fc from "fast-check"
import { readSiteUserInfo, SITE_USER_INFO_COOKIE, sessionCookies, signedOutCookies } from "./cookies.ts"
import type { AccountKind, Session } from "./model.ts"
import { sessionDraft } from "./session-rules.ts"

const session = (kind: AccountKind, rememberMe: boolean): Session => ({
  id: "s1",
  ...sessionDraft({ userId: "user-7", websiteId: "site-1", kind, roles: [], rememberMe }, 0),
})
const issued = (kind: AccountKind, rememberMe = false) => ({
  token: "t0ken",
  session: session(kind, rememberMe),
})

describe("SESSION-003 the SiteUserInfo cookie", () => {
  it("SESSION-003 COOKIE-001 a member's sign-in sets SiteUserInfo to JSON with authenticated and siteUserId", () => {
    const info = sessionCookies(issued("member"), 0, { secure: true }).find(
      (c) => c.name === SITE_USER_INFO_COOKIE,
    )
    expect(JSON.parse(info?.value ?? "")).toEqual({ authenticated: true, siteUserId: "user-7" })
    expect(info?.options.httpOnly).toBe(false)
  })

  it("SESSION-003 login state is read from the cookie; absent, malformed or unauthenticated reads signed out", () => {
    expect(readSiteUserInfo('{"authenticated":true,"siteUserId":"u1"}')).toEqual({
      authenticated: true,
      siteUserId: "u1",
    })
    for (const value of [
      undefined,
      "",
      "not json",
      '{"authenticated":"yes"}',
      '{"authenticated":true,"siteUserId":null}',
      "[]",
    ]) {
      expect(readSiteUserInfo(value)).toEqual({ authenticated: false, siteUserId: null })
    }
  })

  it("SESSION-003 what sign-in writes, a page reads back", () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), (userId) => {
        const cookie = sessionCookies({ token: "t", session: { ...session("member", false), userId } }, 0, {
          secure: true,
        })
        expect(readSiteUserInfo(cookie[1]?.value)).toEqual({ authenticated: true, siteUserId: userId })
      }),
    )
  })

  it("SESSION-003 sign-out clears SiteUserInfo with the token", () => {
    expect(
      signedOutCookies("member", { secure: true }).map((c) => [c.name, c.value, c.options.maxAgeMs]),
    ).toEqual([
      ["__Host-vitrine_member", "", 0],
      [SITE_USER_INFO_COOKIE, "", 0],
    ])
  })
})

describe("session cookies", () => {
  it("the token is HttpOnly, Secure, SameSite=Lax, path / and __Host- prefixed over HTTPS", () => {
    const [token] = sessionCookies(issued("member"), 0, { secure: true })
    expect(token).toEqual({
      name: "__Host-vitrine_member",
      value: "t0ken",
      options: { httpOnly: true, secure: true, sameSite: "lax", path: "/" },
    })
  })

  it("on plain-HTTP localhost the token cookie is not Secure and has no prefix", () => {
    const [token] = sessionCookies(issued("staff"), 0, { secure: false })
    expect(token?.name).toBe("vitrine_staff")
    expect(token?.options.secure).toBe(false)
  })

  it("a staff session sets no SiteUserInfo: that cookie is the site user's", () => {
    expect(sessionCookies(issued("staff"), 0, { secure: true }).map((c) => c.name)).toEqual([
      "__Host-vitrine_staff",
    ])
    expect(signedOutCookies("staff", { secure: true }).map((c) => c.name)).toEqual(["__Host-vitrine_staff"])
  })

  it("a remembered session's cookies last until its idle expiry; any other is a browser-session cookie", () => {
    const remembered = issued("member", true)
    for (const cookie of sessionCookies(remembered, 5_000, { secure: true })) {
      expect(cookie.options.maxAgeMs).toBe(remembered.session.idleExpiresAt - 5_000)
    }
    for (const cookie of sessionCookies(issued("member"), 5_000, { secure: true })) {
      expect(cookie.options.maxAgeMs).toBeUndefined()
    }
  })
})
