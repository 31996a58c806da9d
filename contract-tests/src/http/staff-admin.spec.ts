import { randomUUID } from "node:crypto"
import { createStaffClient } from "@vitrine/adapter-http/client"
import { ContributorRole } from "@vitrine/core/enums"
import { expect, it } from "vitest"
import { TEST_ADMIN } from "./staff.ts"
import { Visitor } from "./visitor.ts"

const STAFF = "/api/admin/staff"
const { ADMIN, STORE_MANAGER, VIEWER } = ContributorRole
const newEmail = () => `staff-${randomUUID()}@example.com`
const PASSWORD = "a fresh staff passphrase"

const admin = (url: string) => new Visitor(url).signInAsStaff()

const add = async (by: Visitor, roles: readonly number[], password: string | null = PASSWORD) => {
  const email = newEmail()
  const answer = await by.send("POST", STAFF, { email, roles, ...(password === null ? {} : { password }) })
  expect(answer.status).toBe(201)
  return { email, id: answer.body.staff.id as string, answer }
}

/**
 * The staff screen's API over real HTTP (`/api/admin/staff`, `staff.manage`): list, add with a typed
 * or generated password, change roles (the last admin keeps theirs; one's own change rotates one's
 * session and crumb), remove. Needs a server whose website's first admin is `TEST_ADMIN`.
 *
 * @example
 * staffAdminApi(() => server.url)
 */
export const staffAdminApi = (url: () => string): void => {
  it("ROLE-006 an admin adds a staff member with a typed password, who signs in with it and is listed with their roles", async () => {
    const owner = await admin(url())
    const { email, id, answer } = await add(owner, [VIEWER, STORE_MANAGER, VIEWER])
    expect(answer.body).toEqual({
      staff: { id, email, roles: [STORE_MANAGER, VIEWER], created: expect.any(String) },
      password: null,
    })
    const listed = (await owner.get(STAFF)).body.staff
    expect(listed[0]).toMatchObject({ email: TEST_ADMIN.email, roles: [ADMIN] })
    expect(listed).toContainEqual(answer.body.staff)
    const sam = await new Visitor(url()).signInAsStaff({ email, password: PASSWORD })
    expect((await sam.get("/api/staff/session")).body.staff.permissions).toContain("restock.send")
  })

  it("ROLE-006 a generated password is answered once, signs in, and is never listed", async () => {
    const owner = await admin(url())
    const { email, answer } = await add(owner, [VIEWER], null)
    const password = answer.body.password as string
    expect(password.length).toBeGreaterThanOrEqual(16)
    await new Visitor(url()).signInAsStaff({ email, password })
    expect(JSON.stringify((await owner.get(STAFF)).body)).not.toContain(password)
  })

  it("ROLE-006 changing a staff member's roles ends their sessions; their next call is 401", async () => {
    const owner = await admin(url())
    const { email, id } = await add(owner, [STORE_MANAGER])
    const sam = await new Visitor(url()).signInAsStaff({ email, password: PASSWORD })
    const changed = await owner.send("PUT", `${STAFF}/${id}/roles`, { roles: [VIEWER] })
    expect(changed.status).toBe(200)
    expect(changed.body).toMatchObject({ staff: { id, roles: [VIEWER] }, xsrfToken: null })
    expect((await sam.get("/api/admin/orders")).status).toBe(401)
    const again = await new Visitor(url()).signInAsStaff({ email, password: PASSWORD })
    expect((await again.get("/api/admin/orders")).status).toBe(403)
  })

  it("ROLE-005 the last admin cannot lose the role or be removed (409); a second admin makes both possible", async () => {
    const owner = await admin(url())
    const me = (await owner.get("/api/staff/session")).body.staff.id as string
    const demoted = await owner.send("PUT", `${STAFF}/${me}/roles`, { roles: [VIEWER] })
    expect(demoted.status).toBe(409)
    expect(demoted.body.message).toBe("The store needs at least one admin.")
    expect((await owner.send("DELETE", `${STAFF}/${me}`)).status).toBe(409)
    const deputy = await add(owner, [ADMIN])
    const byDeputy = await new Visitor(url()).signInAsStaff({ email: deputy.email, password: PASSWORD })
    const gone = await byDeputy.send("DELETE", `${STAFF}/${deputy.id}`)
    expect(gone.status).toBe(200)
    expect((await byDeputy.get(STAFF)).status).toBe(401)
    expect((await owner.get(STAFF)).body.staff.map((s: { id: string }) => s.id)).not.toContain(deputy.id)
  })

  it("ROLE-006 changing one's own roles rotates one's session: the new cookie and crumb come back and work", async () => {
    const owner = await admin(url())
    const second = await add(owner, [ADMIN])
    const self = await new Visitor(url()).signInAsStaff({ email: second.email, password: PASSWORD })
    const before = self.crumb()
    const changed = await self.send("PUT", `${STAFF}/${second.id}/roles`, { roles: [ADMIN, VIEWER] })
    expect(changed.status).toBe(200)
    expect(typeof changed.body.xsrfToken).toBe("string")
    expect(self.crumb()).toBe(changed.body.xsrfToken)
    expect(self.crumb()).not.toBe(before)
    expect((await self.send("DELETE", `${STAFF}/${second.id}`)).status).toBe(200)
  })

  it.each([
    ["a bad e-mail and short password", { email: "nope", password: "short", roles: [VIEWER] }, 400],
    ["an unknown role id", { email: "x@example.com", roles: [99] }, 400],
    ["roles missing", { email: "x@example.com" }, 400],
    ["a JSON array", [], 400],
  ])("adding with %s is %s with field messages, never a 500", async (_, body, status) => {
    const answer = await (await admin(url())).send("POST", STAFF, body)
    expect(answer.status).toBe(status)
    expect(typeof answer.body.message).toBe("string")
  })

  it("a taken e-mail is 409; an unknown staff id is 404 for a role change and a removal", async () => {
    const owner = await admin(url())
    const taken = await owner.send("POST", STAFF, { email: TEST_ADMIN.email.toUpperCase(), roles: [VIEWER] })
    expect(taken.status).toBe(409)
    expect((await owner.send("PUT", `${STAFF}/nobody/roles`, { roles: [VIEWER] })).status).toBe(404)
    expect((await owner.send("DELETE", `${STAFF}/nobody`)).status).toBe(404)
  })

  it("ROLE-006 a store manager is refused every staff call (403), a visitor too (401)", async () => {
    const owner = await admin(url())
    const { email, id } = await add(owner, [STORE_MANAGER])
    const manager = await new Visitor(url()).signInAsStaff({ email, password: PASSWORD })
    const visitor = await new Visitor(url()).arrive()
    for (const [caller, status] of [
      [manager, 403],
      [visitor, 401],
    ] as const) {
      expect((await caller.get(STAFF)).status).toBe(status)
      expect((await caller.send("POST", STAFF, { email: newEmail(), roles: [ADMIN] })).status).toBe(status)
      expect((await caller.send("PUT", `${STAFF}/${id}/roles`, { roles: [ADMIN] })).status).toBe(status)
      expect((await caller.send("DELETE", `${STAFF}/${id}`)).status).toBe(status)
    }
  })

  it("the staff client speaks the contract (checked with the full Schemas)", async () => {
    const owner = await admin(url())
    const client = createStaffClient({
      baseUrl: url(),
      fetch: owner.fetch,
      crumb: () => owner.crumb(),
      validate: "schema",
    })
    const added = await client.add({ email: newEmail(), password: null, roles: [VIEWER] })
    if (!added.ok) throw new Error(added.error.message)
    expect((await client.changeRoles(added.value.staff.id, [STORE_MANAGER])).ok).toBe(true)
    const listed = await client.list()
    expect(listed.ok && listed.value.staff.find((s) => s.id === added.value.staff.id)?.roles).toEqual([
      STORE_MANAGER,
    ])
    expect(await client.remove(added.value.staff.id)).toEqual({ ok: true, value: { removed: true } })
  })
}
