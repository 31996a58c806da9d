import { randomUUID } from "node:crypto"
import { type RunningServer, start } from "@vitrine/app-server"
import { ContributorRole } from "@vitrine/core/enums"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { demo, PATH } from "./demo.ts"
import { makeStaff, STAFF_PASSWORD, TEST_ADMIN } from "./staff.ts"
import { targets } from "./targets.ts"
import { Visitor } from "./visitor.ts"

const board = demo("olive-wood-board")
const ADMIN_ORDERS = "/api/admin/orders"
const step = (orderId: string, name: string) => `${ADMIN_ORDERS}/${encodeURIComponent(orderId)}/${name}`

const buyBoard = async (url: string) => {
  const visitor = await new Visitor(url).arrive()
  await visitor.send("POST", PATH.entries, { itemId: board.id })
  const placed = await visitor.send("POST", "/api/commerce/checkout/orders", {
    email: "ada@example.com",
    firstName: "Ada",
    lastName: "Lovelace",
    line1: "1 Main St",
    city: "Austin",
    region: "TX",
    postalCode: "78701",
    country: "US",
    shippingOptionId: "standard",
    paymentMethod: "4242 4242 4242 4242",
    idempotencyKey: randomUUID(),
  })
  expect(placed.status).toBe(200)
  return placed.body.order.id as string
}

for (const target of targets().filter((one) => one.name !== "the Postgres server")) {
  describe(`the merchant's orders over HTTP on ${target.name}`, () => {
    let server: RunningServer | undefined
    beforeAll(async () => {
      server = await start({ port: 0, logLevel: "silent", admin: TEST_ADMIN, ...(await target.options()) })
    })
    afterAll(() => server?.stop())
    const url = () => server?.url ?? "http://server-not-started"
    const stockLeft = async (visitor: Visitor) =>
      (await visitor.get(PATH.stock(board.id))).body.results[0].qtyInStock as number
    const staffWith = async (roles: readonly ContributorRole[]) => {
      if (!server) throw new Error("not started")
      const account = await makeStaff(server, roles)
      return new Visitor(url()).signInAsStaff({ email: account.email, password: STAFF_PASSWORD })
    }

    it("ROLE-006 a store manager lists and opens orders, and each step has its undo: fulfil ↔ unfulfil, cancel (stock back) ↔ reinstate (stock taken)", async () => {
      const manager = await staffWith([ContributorRole.STORE_MANAGER])
      const before = await stockLeft(manager)
      const orderId = await buyBoard(url())
      expect(await stockLeft(manager)).toBe(before - 1)
      const listed = await manager.get(`${ADMIN_ORDERS}?status=paid&limit=50`)
      expect(listed.status).toBe(200)
      expect(listed.body.orders.map((order: { id: string }) => order.id)).toContain(orderId)
      expect((await manager.get(`${ADMIN_ORDERS}/${orderId}`)).body.order.status).toBe("paid")
      const walk: readonly [string, string][] = [
        ["fulfil", "fulfilled"],
        ["unfulfil", "paid"],
        ["cancel", "cancelled"],
      ]
      for (const [name, status] of walk) {
        const answer = await manager.send("POST", step(orderId, name))
        expect([name, answer.status, answer.body.order.status]).toEqual([name, 200, status])
      }
      expect(await stockLeft(manager)).toBe(before)
      const reinstated = await manager.send("POST", step(orderId, "reinstate"))
      expect(reinstated.body.order.status).toBe("paid")
      expect(await stockLeft(manager)).toBe(before - 1)
      // A step the status does not allow is a 409 with the reason, never a 5xx.
      const conflict = await manager.send("POST", step(orderId, "unfulfil"))
      expect(conflict).toMatchObject({
        status: 409,
        body: { message: "This order is paid and cannot be unfulfilled." },
      })
      await manager.send("POST", step(orderId, "cancel"))
    })

    it("ROLE-006 a website manager (no orders permission) gets 403 on every orders route, and nothing changes", async () => {
      const orderId = await buyBoard(url())
      const websiteManager = await staffWith([ContributorRole.WEBSITE_MANAGER])
      expect((await websiteManager.get(ADMIN_ORDERS)).status).toBe(403)
      expect((await websiteManager.get(`${ADMIN_ORDERS}/${orderId}`)).status).toBe(403)
      for (const name of ["fulfil", "unfulfil", "cancel", "reinstate"]) {
        expect([name, (await websiteManager.send("POST", step(orderId, name))).status]).toEqual([name, 403])
      }
      const admin = await new Visitor(url()).signInAsStaff()
      expect((await admin.get(`${ADMIN_ORDERS}/${orderId}`)).body.order.status).toBe("paid")
      await admin.send("POST", step(orderId, "cancel"))
    })
  })
}
