import { HTTP_MESSAGE, pathOf } from "@vitrine/adapter-http/contract"
import type { AccessDecision, Authorize, PermissionAccess, StoreRoute } from "@vitrine/adapter-http/router"
import { type RunningServer, start } from "@vitrine/app-server"
import { PERMISSIONS } from "@vitrine/core/account"
import { ContributorRole } from "@vitrine/core/enums"
import { memoryLayer } from "@vitrine/core/memory"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { makeStaff, STAFF_PASSWORD, TEST_ADMIN } from "./staff.ts"
import { Visitor } from "./visitor.ts"

// The paths whose state is the merchant's: a route that changes anything under them must ask for a
// permission, whatever else it declares. Later issues that add merchant resources add them here.
const MERCHANT_PATHS = [
  /^\/api\/admin(\/|$)/,
  /^\/admin(\/|$)/,
  /^\/api\/commerce\/settings(\/|$)/,
  /^\/api\/v1\/commerce-preferences(\/|$)/,
  /^\/api\/site-header-footer(\/|$)/,
  /^\/api\/site-styles(\/|$)/,
  /^\/api\/home-layout(\/|$)/,
  /^\/api\/multilingual(\/|$)/,
  /^\/api\/connections(\/|$)/,
  /^\/api\/site-files(\/|$)/,
  /^\/api\/commondata(\/|$)/,
  /^\/api\/content-service(\/|$)/,
  /^\/api\/store-pages(\/|$)/,
  /^\/api\/widget(\/|$)/,
]

const isPermission = (route: StoreRoute): boolean =>
  typeof route.access === "object" && typeof route.access.permission === "string"
const named = (route: StoreRoute) => `${route.method} ${route.path}`
const filled = (route: StoreRoute) => pathOf(route.path, new Proxy({}, { get: () => "x" }))

const serverWith = (authorize?: Authorize) => {
  let server: RunningServer | undefined
  beforeAll(async () => {
    server = await start({
      port: 0,
      logLevel: "silent",
      layer: memoryLayer(),
      admin: TEST_ADMIN,
      ...(authorize ? { authorize } : {}),
    })
  })
  afterAll(() => server?.stop())
  return () => {
    if (!server) throw new Error("The server is not started yet")
    return server
  }
}

/** Calls a route as this visitor (a new one by default) with a crumb, so only the route's own access can refuse it. */
const call = async (server: RunningServer, route: StoreRoute, visitor?: Visitor) => {
  const caller = visitor ?? (await new Visitor(server.url).arrive())
  return route.method === "GET" ? caller.get(filled(route)) : caller.send(route.method, filled(route), {})
}

describe("the route table", () => {
  const server = serverWith()
  const table = () => server().routeTable

  it("holds the store's routes and the app's rendered ones", () => {
    expect(table().map(named)).toEqual(
      expect.arrayContaining([
        "POST /api/commerce/shopping-cart/entries",
        "PUT /api/commerce/settings",
        "GET /api/admin/emails/:template/preview",
        "GET /products/:idOrSlug",
        "GET /api/commerce/products/:idOrSlug/block",
      ]),
    )
  })

  it("every route declares its access: public, visitor, or one of core's permissions", () => {
    for (const route of table()) {
      const valid =
        route.access === "public" ||
        route.access === "visitor" ||
        (isPermission(route) && PERMISSIONS.includes((route.access as PermissionAccess).permission))
      expect(valid, named(route)).toBe(true)
    }
  })

  it("only safe reads are public: every route that changes state asks at least for the crumb", () => {
    for (const route of table()) {
      if (route.access === "public") expect(route.method, named(route)).toBe("GET")
    }
  })

  it("every /api/admin route, and every route that changes the merchant's state, asks for a permission", () => {
    for (const route of table()) {
      const merchantPath = MERCHANT_PATHS.some((path) => path.test(route.path))
      if (route.path.startsWith("/api/admin") || (merchantPath && route.method !== "GET")) {
        expect(isPermission(route), named(route)).toBe(true)
      }
    }
  })

  it("UI-008 the merchant side defines no pages of its own: every route that asks a permission is an /api route", () => {
    const merchantRoutes = table().filter(isPermission)
    expect(merchantRoutes.length).toBeGreaterThan(20)
    for (const route of merchantRoutes) expect(route.path, named(route)).toMatch(/^\/api\//)
  })

  it("a merchant route answers 401 'Please sign in to continue.' to a caller without authorization", async () => {
    const merchant = table().filter(isPermission)
    expect(merchant.length).toBeGreaterThan(0)
    for (const route of merchant) {
      const { status, body } = await call(server(), route)
      expect({ route: named(route), status, body }).toEqual({
        route: named(route),
        status: 401,
        body: { message: HTTP_MESSAGE.signInRequired },
      })
    }
  })

  it("ROLE-006 a merchant route answers 403 'You do not have permission to do that.' to staff whose roles lack its permission", async () => {
    const commenter = await makeStaff(server(), [ContributorRole.COMMENTER])
    const visitor = await new Visitor(server().url).signInAsStaff({
      email: commenter.email,
      password: STAFF_PASSWORD,
    })
    const merchant = table().filter(isPermission)
    for (const route of merchant) {
      const { status, body } = await call(server(), route, visitor)
      expect({ route: named(route), status, body }).toEqual({
        route: named(route),
        status: 403,
        body: { message: "You do not have permission to do that." },
      })
    }
  })

  it("ROLE-005 an admin's session passes every merchant route's access check", async () => {
    const admin = await new Visitor(server().url).signInAsStaff()
    for (const route of table().filter(isPermission)) {
      const { status } = await call(server(), route, admin)
      expect({ route: named(route), status }).not.toMatchObject({ status: expect.toBeOneOf([401, 403]) })
    }
  })

  it("ROLE-006 a store manager may change the settings; a billing member may not; a member's session is no staff session (401)", async () => {
    const manager = await makeStaff(server(), [ContributorRole.STORE_MANAGER])
    const billing = await makeStaff(server(), [ContributorRole.BILLING])
    const asManager = await new Visitor(server().url).signInAsStaff({
      email: manager.email,
      password: STAFF_PASSWORD,
    })
    const asBilling = await new Visitor(server().url).signInAsStaff({
      email: billing.email,
      password: STAFF_PASSWORD,
    })
    expect((await asManager.send("PUT", "/api/commerce/settings", { selectedCurrency: "USD" })).status).toBe(
      200,
    )
    expect((await asBilling.send("PUT", "/api/commerce/settings", { selectedCurrency: "EUR" })).status).toBe(
      403,
    )
    const member = await new Visitor(server().url).arrive()
    await member.send("POST", "/api/site-users/account", { email: manager.email, password: STAFF_PASSWORD })
    expect(member.cookies.has("vitrine_member")).toBe(true)
    expect((await member.send("PUT", "/api/commerce/settings", { selectedCurrency: "EUR" })).status).toBe(401)
  })

  it("staff sign-out ends the staff session: merchant routes answer 401 again", async () => {
    const admin = await new Visitor(server().url).signInAsStaff()
    expect((await admin.get("/api/staff/session")).body.staff).toMatchObject({
      email: TEST_ADMIN.email,
      roles: [ContributorRole.ADMIN],
      permissions: [...PERMISSIONS],
    })
    expect((await admin.send("DELETE", "/api/staff/session")).status).toBe(200)
    expect((await admin.get("/api/staff/session")).body).toEqual({ staff: null })
    expect((await admin.send("PUT", "/api/commerce/settings", { selectedCurrency: "EUR" })).status).toBe(401)
  })

  it("ROLE-002 an anonymous visitor may use the cart: its routes ask no permission, and a visitor with no account adds, changes and removes", async () => {
    const cart = table().filter((route) => route.path.startsWith("/api/commerce/shopping-cart"))
    expect(cart.length).toBeGreaterThan(0)
    for (const route of cart)
      expect([route.access, named(route)]).toEqual([expect.toBeOneOf(["public", "visitor"]), named(route)])
    const visitor = await new Visitor(server().url).arrive()
    const added = await visitor.send("POST", "/api/commerce/shopping-cart/entries", {
      itemId: "prod-canvas-tote",
    })
    expect(added.status).toBe(200)
    const entryId = added.body.newlyAdded.id
    expect(
      (await visitor.send("PUT", `/api/commerce/shopping-cart/entries/${entryId}/quantity`, { quantity: 2 }))
        .status,
    ).toBe(200)
    expect((await visitor.send("DELETE", `/api/commerce/shopping-cart/entries/${entryId}`)).status).toBe(200)
    expect(visitor.cookies.has("vitrine_member")).toBe(false)
  })

  it("a refused settings change changes nothing", async () => {
    const visitor = await new Visitor(server().url).arrive()
    await visitor.send("PUT", "/api/commerce/settings", { selectedCurrency: "EUR" })
    expect((await visitor.get("/api/commerce/settings")).body.settings.selectedCurrency).toBe("USD")
  })
})

describe("the authorize hook", () => {
  const asked: PermissionAccess[] = []
  let decision: AccessDecision = 403
  const server = serverWith((_req, access) => {
    asked.push(access)
    return decision
  })

  it("is asked with the route's permission, and its 403 answers 'You do not have permission to do that.'", async () => {
    const settings = server().routeTable.find((route) => named(route) === "PUT /api/commerce/settings")
    if (!settings) throw new Error("No settings route")
    const { status, body } = await call(server(), settings)
    expect(status).toBe(403)
    expect(body).toEqual({ message: "You do not have permission to do that." })
    expect(asked).toContainEqual({ permission: "settings.write" })
  })

  it("lets the call through when it allows, and is never asked for a public or visitor route", async () => {
    decision = "allowed"
    asked.length = 0
    const visitor = await new Visitor(server().url).arrive()
    const saved = await visitor.send("PUT", "/api/commerce/settings", { selectedCurrency: "USD" })
    expect(saved.status).toBe(200)
    await visitor.get("/api/commerce/products")
    await visitor.send("POST", "/api/commerce/shopping-cart/entries", { itemId: "prod-canvas-tote" })
    expect(asked).toEqual([{ permission: "settings.write" }])
  })
})
