import { match } from "path-to-regexp"
import type { Method, RouteTable, StoreRoute } from "./route.ts"

/** A route found for a request, with its params decoded. */
export interface RouteFound {
  readonly route: StoreRoute
  readonly params: Record<string, string>
}

/** Finds the route of a method and a path (the URL's path, still percent-encoded), or none. */
export type RouteMatcher = (method: string, pathname: string) => RouteFound | undefined

// The same options Express 5's router gives path-to-regexp: any case, one optional trailing slash,
// params percent-decoded (a param that does not decode is a 400, as Express's own error says).
const decodeParam = (value: string): string => {
  if (!value.includes("%")) return value
  try {
    return decodeURIComponent(value)
  } catch {
    throw Object.assign(new URIError(`Failed to decode param '${value}'`), { status: 400, statusCode: 400 })
  }
}
const loosen = (path: string): string => (path === "/" ? path : path.replace(/\/+$/, ""))
const keyOf = (method: string, path: string): string => `${method} ${path.toLowerCase()}`
// A request's path may end in one slash more than its route's.
const withoutTrailingSlash = (path: string): string =>
  path.length > 1 && path.endsWith("/") ? path.slice(0, -1) : path
const isStatic = (path: string): boolean => !/[:*?(){}\\]/.test(path)

interface Entry {
  readonly route: StoreRoute
  readonly test: (path: string) => false | { readonly params: Partial<Record<string, string | string[]>> }
}

/**
 * Compiles a route table into a matcher that finds the route Express 5's router would: the first of
 * the table, in order, whose method and path fit (HEAD is served by a GET route), matched as Express
 * matches (`path-to-regexp`, any case, one optional trailing slash, params percent-decoded). Why not
 * Express's router: it tries the table one layer at a time, with a path match, a debug call and
 * closures per layer, on every request (issue 14's profile of add-to-cart). Here a path without
 * params is one map lookup, and only the routes with params are tried in turn. A path without params
 * that an earlier route with params also matches stays in the ordered list, so the table's order
 * decides as before.
 *
 * @example
 * const find = routeMatcher(table)
 * find("POST", "/api/commerce/shopping-cart/entries")?.route.path
 */
export const routeMatcher = (table: RouteTable): RouteMatcher => {
  const statics = new Map<string, StoreRoute>()
  const ordered = new Map<Method, Entry[]>()
  for (const route of table) {
    const entries = ordered.get(route.method) ?? []
    ordered.set(route.method, entries)
    const shadowed = entries.some((entry) => entry.test(loosen(route.path)) !== false)
    const key = keyOf(route.method, loosen(route.path))
    if (isStatic(route.path) && !shadowed) {
      if (!statics.has(key)) statics.set(key, route)
      continue
    }
    const test = match(loosen(route.path), {
      sensitive: false,
      end: true,
      trailing: true,
      decode: decodeParam,
    })
    entries.push({ route, test })
  }
  const find = (method: string, pathname: string): RouteFound | undefined => {
    const route = statics.get(keyOf(method, withoutTrailingSlash(pathname)))
    if (route !== undefined) return { route, params: {} }
    for (const entry of ordered.get(method as Method) ?? []) {
      const found = entry.test(pathname)
      if (found !== false) return { route: entry.route, params: found.params as Record<string, string> }
    }
    return undefined
  }
  return (method, pathname) =>
    find(method, pathname) ?? (method === "HEAD" ? find("GET", pathname) : undefined)
}
