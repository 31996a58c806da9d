import express, { type Request, type Response } from "express"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import type { Method, RouteTable, StoreRoute } from "../src/router/route.ts"
import { routeMatcher } from "../src/router/route-matcher.ts"

const route = (method: Method, path: string): StoreRoute =>
  ({ method, path, access: "public", handle: () => ({ status: 200, body: null }) }) as StoreRoute

// Which route of the table Express 5's own router picks for a request, and the params it decodes:
// the oracle the matcher must agree with.
const expressPick = (table: RouteTable, method: string, url: string) =>
  new Promise<{ index: number; params: Record<string, string> } | undefined>((resolve, reject) => {
    const router = express.Router()
    table.forEach((each, index) => {
      router[each.method.toLowerCase() as "get"](each.path, (req: Request) =>
        resolve({ index, params: { ...req.params } as Record<string, string> }),
      )
    })
    const req = { method, url, headers: {} } as unknown as Request
    router(req, {} as Response, (error?: unknown) => (error ? reject(error) : resolve(undefined)))
  })

const segment = fc.constantFrom("api", "Cart", "cart", "entries", "x.csv", "a-b", "%20", "%C3%A9", "e")
const routeSegment = fc.oneof(segment, fc.constantFrom(":id", ":other"))
const path = (part: fc.Arbitrary<string>) =>
  fc.array(part, { minLength: 0, maxLength: 4 }).map((parts) => `/${parts.join("/")}`)
const methods = fc.constantFrom<Method>("GET", "POST", "DELETE")

describe("routeMatcher", () => {
  it("picks the route Express's router picks, with the same params, for any table and request (property)", async () => {
    const table = fc
      .array(
        fc.tuple(methods, path(routeSegment)).filter(([, p]) => {
          // Express refuses a route with the same param name twice.
          const names = p.match(/:\w+/g) ?? []
          return new Set(names).size === names.length
        }),
        { minLength: 1, maxLength: 8 },
      )
      .map((routes) => routes.map(([method, p]) => route(method, p)))
    const request = fc.tuple(
      fc.constantFrom("GET", "HEAD", "POST", "DELETE", "PUT"),
      path(segment),
      fc.constantFrom("", "/", "?q=1"),
    )
    await fc.assert(
      fc.asyncProperty(table, request, async (routes, [method, p, tail]) => {
        const url = `${p}${tail}`
        const expected = await expressPick(routes, method, url)
        const found = routeMatcher(routes)(method, url.split("?")[0] ?? "")
        expect(found && { index: routes.indexOf(found.route), params: found.params }).toEqual(expected)
      }),
      { numRuns: 500 },
    )
  })

  it.each([
    ["POST", "/api/commerce/shopping-cart/entries", 0, {}],
    ["POST", "/API/Commerce/Shopping-Cart/Entries/", 0, {}],
    ["PUT", "/api/commerce/shopping-cart/entries/e%201/quantity", 2, { entryId: "e 1" }],
    ["HEAD", "/products/tote", 3, { idOrSlug: "tote" }],
    ["GET", "/api/commerce/shopping-cart/entries", undefined, undefined],
    ["POST", "/api/commerce/shopping-cart/entries//", undefined, undefined],
  ] as const)("%s %s → route %s", (method, pathname, index, params) => {
    const table = [
      route("POST", "/api/commerce/shopping-cart/entries"),
      route("POST", "/api/commerce/shopping-cart/entries/:entryId"),
      route("PUT", "/api/commerce/shopping-cart/entries/:entryId/quantity"),
      route("GET", "/products/:idOrSlug"),
    ]
    const found = routeMatcher(table)(method, pathname)
    expect(found && { index: table.indexOf(found.route), params: found.params }).toEqual(
      index === undefined ? undefined : { index, params },
    )
  })

  it("keeps the table's order when an earlier route with params also fits a path without", () => {
    const table = [route("GET", "/shop/:urlId"), route("GET", "/shop/sale")]
    expect(routeMatcher(table)("GET", "/shop/sale")?.route).toBe(table[0])
  })

  it("refuses a param that does not decode with a 400", () => {
    const find = routeMatcher([route("GET", "/products/:idOrSlug")])
    expect(() => find("GET", "/products/%E0%A4")).toThrow(expect.objectContaining({ status: 400 }))
  })
})
