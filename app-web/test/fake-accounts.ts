import type { AccountClient, StaffView } from "@vitrine/adapter-http/client"
import { ContributorRole } from "@vitrine/core/enums"
import { vi } from "vitest"
import { setCookie } from "../../react/test/cookies.ts"
import { failed } from "../../react/test/fake-client.ts"

const ok = <T>(value: T) => ({ ok: true as const, value })

/** The admin the fake signs in: every permission. */
export const FAKE_ADMIN: StaffView = {
  id: "staff-1",
  email: "admin@example.com",
  roles: [ContributorRole.ADMIN],
  permissions: ["settings.read", "settings.write", "emails.preview"],
}

const MEMBER = { id: "member-1", email: "ada@example.com" }
const PASSWORD = "correct horse battery staple"

/**
 * An accounts client in memory: one member (ada@example.com) and one admin, both with the password
 * "correct horse battery staple"; a wrong one is the server's 401. Signing a member in sets the
 * `SiteUserInfo` cookie as the server does, and signing out clears it. Every method is a `vi.fn`.
 *
 * @example
 * renderStore("/admin/settings", fakeClient(), fakeAccounts({ staff: FAKE_ADMIN }))
 */
export const fakeAccounts = (options: { staff?: StaffView | null } = {}) => {
  let staff = options.staff === undefined ? FAKE_ADMIN : options.staff
  let member: typeof MEMBER | null = null
  const refused = () => failed({ status: 401, message: "Your email or password is incorrect." })
  const signMemberIn = () => {
    member = MEMBER
    setCookie(
      "SiteUserInfo",
      encodeURIComponent(JSON.stringify({ authenticated: true, siteUserId: MEMBER.id })),
    )
    return ok({ xsrfToken: "token", member: MEMBER, cart: null, adjustments: [] })
  }
  return {
    signIn: vi.fn(async (input: { password: string }) =>
      input.password === PASSWORD ? signMemberIn() : refused(),
    ),
    register: vi.fn(async () => signMemberIn()),
    signOut: vi.fn(async () => {
      member = null
      setCookie("SiteUserInfo", null)
      return ok({ xsrfToken: "token", cart: null })
    }),
    member: vi.fn(async () => ok({ member })),
    staffSignIn: vi.fn(async (input: { password: string }) => {
      if (input.password !== PASSWORD) return refused()
      staff = FAKE_ADMIN
      return ok({ xsrfToken: "token", staff })
    }),
    staffSignOut: vi.fn(async () => {
      staff = null
      return ok({ xsrfToken: "token" })
    }),
    staff: vi.fn(async () => ok({ staff })),
    setLanguage: vi.fn(async (language: string) => (member === null ? refused() : ok({ language }))),
  } satisfies AccountClient
}
