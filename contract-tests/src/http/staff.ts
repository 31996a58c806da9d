import { API_PATHS, CRUMB } from "@vitrine/adapter-http/contract"
import { sessionCookieName } from "@vitrine/core/account"

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
