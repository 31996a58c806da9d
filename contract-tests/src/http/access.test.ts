import { HTTP_MESSAGE, pathOf } from "@vitrine/adapter-http/contract"
import type { AccessDecision, Authorize, PermissionAccess, StoreRoute } from "@vitrine/adapter-http/router"
import { type RunningServer, start } from "@vitrine/app-server"
import { PERMISSIONS } from "@vitrine/core/account"
import { memoryLayer } from "@vitrine/core/memory"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { Visitor } from "./visitor.ts"

// The paths whose state is the merchant's: a route that changes anything under them must ask for a
// permission, whatever else it declares. Later issues that add merchant resources add them here.
const MERCHANT_PATHS = [/^\/api\/admin(\/|$)/, /^\/admin(\/|$)/, /^\/api\/commerce\/settings(\/|$)/]

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
      ...(authorize ? { authorize } : {}),
    })
  })
  afterAll(() => server?.stop())
  return () => {
    if (!server) throw new Error("The server is not started yet")
    return server
  }
}

/** Calls a route as a visitor with a crumb, so only the route's own access can refuse it. */
const call = async (server: RunningServer, route: StoreRoute) => {
  const visitor = await new Visitor(server.url).arrive()
  return route.method === "GET" ? visitor.get(filled(route)) : visitor.send(route.method, filled(route), {})
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
