import { API_PATHS, CRUMB } from "@vitrine/adapter-http/contract"
import type { RunningServer } from "@vitrine/app-server"
import { AccountRepository, PasswordHasher, sessionCookieName } from "@vitrine/core/account"
import type { ContributorRole } from "@vitrine/core/enums"
import { Effect } from "effect"

/**
 * The first staff admin the test servers are started with (`start({ admin: TEST_ADMIN })`): tests
 * that call merchant routes sign in as this admin, through the real sign-in route.
 *
 * @example
 * server = await start({ port: 0, admin: TEST_ADMIN })
 */
export const TEST_ADMIN = { email: "admin@example.com", password: "correct horse battery staple" } as const

const cookiePairs = (response: Response): Map<string, string> =>
  new Map(
    response.headers.getSetCookie().map((line) => {
      const pair = line.split(";")[0] ?? ""
      const at = pair.indexOf("=")
      return [pair.slice(0, at), pair.slice(at + 1)] as const
    }),
  )

/**
 * Signs in as staff over plain fetch, as a browser would: a first request for the crumb, then the
 * sign-in. Answers the `Cookie` header to send (the staff session and the crumb bound to it) and the
 * crumb for `X-CSRF-Token`.
 *
 * @example
 * const staff = await staffSession(server.url)
 * await fetch(`${server.url}/api/admin/emails/order/preview`, { headers: { Cookie: staff.cookie } })
 */
export const staffSession = async (
  baseUrl: string,
  admin: { readonly email: string; readonly password: string } = TEST_ADMIN,
): Promise<{ readonly cookie: string; readonly crumb: string }> => {
  const first = cookiePairs(await fetch(`${baseUrl}/api/health`))
  const visitorCrumb = decodeURIComponent(first.get(CRUMB.cookie) ?? "")
  const signedIn = await fetch(baseUrl + API_PATHS.staffSession, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      [CRUMB.header]: visitorCrumb,
      Cookie: `${CRUMB.cookie}=${first.get(CRUMB.cookie) ?? ""}`,
    },
    body: JSON.stringify(admin),
  })
  if (signedIn.status !== 200)
    throw new Error(`Staff sign-in failed: ${signedIn.status} ${await signedIn.text()}`)
  const cookies = cookiePairs(signedIn)
  const token = cookies.get(sessionCookieName("staff", false)) ?? ""
  const crumb = cookies.get(CRUMB.cookie) ?? ""
  return {
    cookie: `${sessionCookieName("staff", false)}=${token}; ${CRUMB.cookie}=${crumb}`,
    crumb: decodeURIComponent(crumb),
  }
}

/** The password of every staff account {@link makeStaff} makes. */
export const STAFF_PASSWORD = "a staff member's own passphrase"

/**
 * Makes a staff account with these roles straight in the store (faster than the staff screen), with
 * a fresh e-mail and {@link STAFF_PASSWORD}. For a suite on a database other suites share, where
 * the website's first admin may have been made by another server with another password.
 *
 * @example
 * const admin = await makeStaff(server, [ContributorRole.ADMIN])
 * await new Visitor(server.url).signInAsStaff({ email: admin.email, password: STAFF_PASSWORD })
 */
export const makeStaff = (
  server: RunningServer,
  roles: readonly ContributorRole[],
  websiteId = "vitrine-demo",
) =>
  server.runtime.runPromise(
    Effect.gen(function* () {
      const hasher = yield* PasswordHasher
      const accounts = yield* AccountRepository
      return yield* accounts.create({
        websiteId,
        kind: "staff",
        email: `staff-${roles.join("-")}-${Math.random().toString(36).slice(2)}@example.com`,
        passwordHash: yield* hasher.hash(STAFF_PASSWORD),
        roles,
      })
    }),
  )
