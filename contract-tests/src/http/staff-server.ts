import { type RunningServer, start } from "@vitrine/app-server"
import type { ContributorRole } from "@vitrine/core/enums"
import { memoryLayer } from "@vitrine/core/memory"
import { afterAll, beforeAll } from "vitest"
import { makeStaff, STAFF_PASSWORD, TEST_ADMIN } from "./staff.ts"
import { Visitor } from "./visitor.ts"

/**
 * A real server over a memory store for the merchant routes' tests of one `describe` block: started
 * before its tests and stopped after them, with `TEST_ADMIN` as its first admin. `staffWith` signs in
 * a new staff member of the given roles on the server's default website, as a browser would.
 *
 * @example
 * const { url, staffWith } = staffServer()
 * const manager = await staffWith([ContributorRole.WEBSITE_MANAGER])
 */
export const staffServer = (options: { readonly websiteId?: string } = {}) => {
  let server: RunningServer | undefined
  beforeAll(async () => {
    server = await start({ port: 0, logLevel: "silent", layer: memoryLayer(), admin: TEST_ADMIN, ...options })
  })
  afterAll(() => server?.stop())
  const url = () => server?.url ?? "http://server-not-started"
  const staffWith = async (roles: ContributorRole[]) => {
    const account = await makeStaff(server as RunningServer, roles)
    return new Visitor(url()).signInAsStaff({ email: account.email, password: STAFF_PASSWORD })
  }
  return { url, staffWith }
}
