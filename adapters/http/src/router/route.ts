import type { Permission } from "@vitrine/core/account"
import type { Effect, Schema } from "effect"
import type { Request } from "express"
import type { CookieChange } from "./cookies.ts"
import type { StoreError } from "./errors.ts"
import type { RouterPorts } from "./ports.ts"

/** The HTTP methods a route may answer (GET also answers HEAD). */
export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE"

/**
 * A merchant route's access: the caller must hold this permission (one of core's `PERMISSIONS`,
 * ROLE-006); the router's `authorize` option decides, see `access.ts`.
 *
 * @example
 * const access: PermissionAccess = { permission: "settings.write" }
 */
export interface PermissionAccess {
  readonly permission: Permission
}

/**
 * Who may call a route:
 * - `"public"`: anyone; only for safe reads (GET), so no crumb is asked.
 * - `"visitor"`: any visitor, for calls that change the visitor's own state (the cart); the crumb
 *   (CSRF token) is required.
 * - `{ permission }`: a merchant holding that permission; state-changing calls need the crumb too.
 *
 * @example
 * const access: Access = "visitor"
 */
export type Access = "public" | "visitor" | PermissionAccess

/**
 * What a route answers when it succeeds: JSON (the API's headers), or a document (`"html"`: HTML
 * or plain text, with the pages' headers). Refusals are JSON `{ message }` either way, except a
 * page's own not-found answer, which is the app's page with status 404.
 */
export type Answers = "json" | "html"

/** A contract Schema a route decodes outside input with. */
export type InputSchema = Schema.ConstraintDecoder<unknown>

/**
 * What a route answers: a status, a body (JSON, or text for `type` html/text; for `csv`, the text or
 * its chunks as an async iterable, written as they come; for `bytes`, a `Uint8Array` sent as it is,
 * its `Content-Type` in `headers`), headers and cookies.
 */
export interface Reply {
  readonly status: number
  readonly body: unknown
  readonly type?: "json" | "html" | "text" | "csv" | "bytes"
  readonly headers?: Readonly<Record<string, string>>
  readonly cookies?: readonly CookieChange[]
}

/** What a route's handler gives: a reply now, or a program that ends in one. */
export type RouteResult = Reply | Effect.Effect<Reply, StoreError, RouterPorts>

/**
 * One entry of the route table, as declared: method, path (Express syntax, `:name` params), access,
 * what it answers, and the contract Schemas the router decodes its params, query and body with
 * before the handler runs (a route without a `body` Schema reads no body at all).
 */
export interface RouteDeclaration {
  readonly method: Method
  readonly path: string
  readonly access: Access
  readonly answers?: Answers
  readonly params?: InputSchema
  readonly query?: InputSchema
  readonly body?: InputSchema
  /**
   * A route that reads its body itself, as bytes (an upload), at most `limit` of them: no JSON
   * parser runs for it (it declares no `body`), and the fuzz sends it bytes rather than JSON.
   */
  readonly rawBody?: { readonly limit: number }
}

type Decoded<S> = S extends InputSchema ? S["Type"] : undefined

/** The decoded input a route's handler receives. */
export interface RouteInput<D extends RouteDeclaration> {
  readonly params: Decoded<D["params"]>
  readonly query: Decoded<D["query"]>
  readonly body: Decoded<D["body"]>
}

/**
 * A route of the table: its declaration and its handler, which gets the input already decoded with
 * the declared Schemas (bad input never reaches it) and the request (for cookies and the origin).
 */
export interface StoreRoute<D extends RouteDeclaration = RouteDeclaration> extends RouteDeclaration {
  readonly method: D["method"]
  readonly path: D["path"]
  readonly access: D["access"]
  handle(input: RouteInput<D>, req: Request): RouteResult
}

/**
 * Declares a route: the declaration, and a handler typed by its Schemas.
 *
 * @example
 * defineRoute({ method: "GET", path: StockOf.path, access: "public", query: StockOf.query }, ({ query }) =>
 *   Effect.map(stockOf(query.itemId), (results) => ok(StockOf.response, { results })))
 */
export const defineRoute = <const D extends RouteDeclaration>(
  declaration: D,
  handle: (input: RouteInput<D>, req: Request) => RouteResult,
): StoreRoute => ({ ...declaration, handle }) as StoreRoute

/**
 * The routes a router serves, in the order it tries them; tests walk it (every route declares its
 * access; the fuzz suite generates requests for each).
 *
 * @example
 * for (const route of app.routeTable) console.log(route.method, route.path, route.access)
 */
export type RouteTable = readonly StoreRoute[]

/**
 * Whether a method changes state (and so needs the crumb unless the route is public, which it may not be).
 *
 * @example
 * changesState("PUT") // true
 */
export const changesState = (method: Method): boolean => method !== "GET"
