import { CRUMB, readCookie } from "../contract/cookies.ts"
import { CLIENT_MESSAGE } from "./messages.ts"
import { retryAfterSeconds } from "./retry-after.ts"
import { type Endpoint, readErrorBody, SHAPE_CHECKS } from "./shape.ts"

/**
 * Why a call failed: the HTTP status (0 when the network failed), the message to show, one message
 * per field for bad input, whether the crumb (CSRF token) was refused, and the seconds the server
 * asked to wait before trying again (its `Retry-After`, when it sent one: a 503 while the database
 * is out of reach).
 */
export interface ApiError {
  readonly status: number
  readonly message: string
  readonly fieldErrors: Record<string, string>
  readonly crumbFail: boolean
  readonly retryAfterSeconds?: number
}

/**
 * A call's outcome: user errors are returned, never thrown.
 *
 * @example
 * const result: ApiResult<{ cart: Cart | null }> = await client.getCart()
 * if (!result.ok) show(result.error.message)
 */
export type ApiResult<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: ApiError }

/** How the client reaches the server. */
export interface ClientConfig {
  readonly baseUrl: string
  readonly fetch: typeof fetch
  readonly crumb: () => string | undefined
  readonly validate: "shape" | "schema"
}

/** Options of every client (`createStoreClient`, the account, staff, form and analytics clients); all optional in a browser on the store's own origin. */
export interface StoreClientOptions {
  /** The server's origin; empty (the default) calls the page's own origin. */
  readonly baseUrl?: string
  /** The fetch to use (tests pass one with a cookie jar); defaults to the global fetch. */
  readonly fetch?: typeof fetch
  /** Where the crumb comes from; defaults to the `crumb` cookie in `document.cookie`. */
  readonly crumb?: () => string | undefined
  /** "shape" (default): cheap envelope checks; "schema": the contract Schemas, loaded lazily. */
  readonly validate?: "shape" | "schema"
}

/**
 * A client's settings from its options, with the defaults filled in (one place for every client).
 *
 * @example
 * const config = clientConfig({ baseUrl: "https://shop.example" })
 */
export const clientConfig = (options: StoreClientOptions): ClientConfig => ({
  baseUrl: options.baseUrl ?? "",
  fetch: options.fetch ?? ((...args: Parameters<typeof fetch>) => globalThis.fetch(...args)),
  crumb: options.crumb ?? browserCrumb,
  validate: options.validate ?? "shape",
})

/** One call: method, path, optional query and JSON body, and the endpoint whose response it expects. */
export interface Call {
  readonly endpoint: Endpoint
  readonly method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE"
  readonly path: string
  readonly query?: { readonly [name: string]: string }
  readonly body?: unknown
  /** The message when a success's body is missing or is not the endpoint's (default: "Please try again"). */
  readonly noData?: string
}

/**
 * The crumb the browser holds in `document.cookie`, or undefined outside a browser.
 *
 * @example
 * browserCrumb() // "Qx3…"
 */
export const browserCrumb = (): string | undefined =>
  readCookie((globalThis as { document?: { cookie?: string } }).document?.cookie, CRUMB.cookie)

const failure = (status: number, message: string, extra?: Partial<ApiError>): ApiResult<never> => ({
  ok: false,
  error: { status, message, fieldErrors: {}, crumbFail: false, ...extra },
})

const checks = (config: ClientConfig) =>
  config.validate === "schema"
    ? import("./schema-check.ts").then((module) => module.SCHEMA_CHECKS)
    : SHAPE_CHECKS

/**
 * Sends one call with credentials, the crumb on state-changing methods, and checks the response
 * against its endpoint; every failure becomes an ApiError. A state-changing call refused with
 * `crumbFail` is sent once more with the crumb read afresh (API-029): the refusal set a new crumb
 * cookie for the browser's current sessions, so a call that only carried a stale crumb (the session
 * changed in another tab, the server restarted) goes through, and a forged one fails again.
 *
 * @example
 * await send(config, { endpoint: "getCart", method: "GET", path: "/api/commerce/shopping-cart" })
 */
export const send = async <T>(config: ClientConfig, call: Call): Promise<ApiResult<T>> => {
  const first = await sendOnce<T>(config, call)
  if (first.ok || call.method === "GET" || !first.error.crumbFail) return first
  return sendOnce<T>(config, call)
}

const sendOnce = async <T>(config: ClientConfig, call: Call): Promise<ApiResult<T>> => {
  const url = new URL(call.path, config.baseUrl || "http://localhost")
  for (const [name, value] of Object.entries(call.query ?? {})) url.searchParams.set(name, value)
  const headers: Record<string, string> = { Accept: "application/json" }
  const crumb = call.method === "GET" ? undefined : config.crumb()
  if (crumb !== undefined) headers[CRUMB.header] = crumb
  if (call.body !== undefined) headers["Content-Type"] = "application/json"
  let response: Response
  try {
    response = await config.fetch(config.baseUrl ? url.href : url.pathname + url.search, {
      method: call.method,
      headers,
      credentials: "include",
      ...(call.body === undefined ? {} : { body: JSON.stringify(call.body) }),
    })
  } catch {
    return failure(0, CLIENT_MESSAGE.network)
  }
  const body: unknown = await response.json().catch(() => undefined)
  if (!response.ok) {
    const read = readErrorBody(body)
    const fallback = response.status === 429 ? CLIENT_MESSAGE.rateLimited : CLIENT_MESSAGE.unexpected
    const wait = retryAfterSeconds(response.headers.get("Retry-After"), Date.now())
    return failure(response.status, read.message ?? fallback, {
      fieldErrors: read.fieldErrors,
      crumbFail: read.crumbFail,
      ...(wait === undefined ? {} : { retryAfterSeconds: wait }),
    })
  }
  const check = (await checks(config))[call.endpoint]
  return check(body)
    ? { ok: true, value: body as T }
    : failure(response.status, call.noData ?? CLIENT_MESSAGE.unexpected)
}
