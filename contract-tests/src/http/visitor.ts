import { createStoreClient, type StoreClient } from "@vitrine/adapter-http/client"
import { API_PATHS, CRUMB } from "@vitrine/adapter-http/contract"
import { TEST_ADMIN } from "./staff.ts"

/** A JSON body as the tests read it: loosely, checked by `expect`. */
// biome-ignore lint/suspicious/noExplicitAny: response bodies are asserted field by field.
export type Json = any

/** A response as the tests read it. */
export interface Answer {
  readonly status: number
  readonly body: Json
  readonly response: Response
}

/** One Set-Cookie header as the tests read it. */
export interface SetCookie {
  readonly name: string
  readonly value: string
  readonly attributes: ReadonlyMap<string, string>
}

/**
 * Parses a Set-Cookie header: name, value, and attributes by lower-case name (`httponly` → "").
 *
 * @example
 * parseSetCookie("crumb=abc; Path=/; SameSite=Lax").attributes.get("samesite") // "Lax"
 */
export const parseSetCookie = (header: string): SetCookie => {
  const [pair = "", ...rest] = header.split(";")
  const at = pair.indexOf("=")
  const attributes = new Map<string, string>()
  for (const part of rest) {
    const [key = "", ...value] = part.trim().split("=")
    attributes.set(key.toLowerCase(), value.join("="))
  }
  return { name: pair.slice(0, at).trim(), value: decodeURIComponent(pair.slice(at + 1).trim()), attributes }
}

/**
 * A browser visitor in a test: a cookie jar, a fetch that sends and stores cookies, raw JSON calls,
 * and the store's fetch client on the same jar.
 *
 * @example
 * const visitor = new Visitor(server.url)
 * await visitor.get("/api/health")
 * await visitor.send("POST", "/api/commerce/shopping-cart/entries", { itemId: "prod-canvas-tote" })
 */
export class Visitor {
  readonly cookies = new Map<string, string>()
  readonly baseUrl: string

  constructor(baseUrl: string) {
    this.baseUrl = baseUrl
  }

  /** fetch with this visitor's cookies. */
  readonly fetch: typeof fetch = async (input, init) => {
    const headers = new Headers(init?.headers)
    if (this.cookies.size > 0) {
      headers.set(
        "Cookie",
        [...this.cookies].map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join("; "),
      )
    }
    const url = typeof input === "string" && input.startsWith("/") ? this.baseUrl + input : input
    const response = await fetch(url, { ...init, headers })
    for (const header of response.headers.getSetCookie()) {
      const cookie = parseSetCookie(header)
      const expires = cookie.attributes.get("expires")
      const gone =
        cookie.attributes.get("max-age") === "0" ||
        (expires !== undefined && Date.parse(expires) < Date.now())
      if (gone) this.cookies.delete(cookie.name)
      else this.cookies.set(cookie.name, cookie.value)
    }
    return response
  }

  /** The crumb this visitor holds. */
  crumb(): string | undefined {
    return this.cookies.get(CRUMB.cookie)
  }

  /** Gets a crumb the way a browser does: by loading something first. */
  async arrive(): Promise<this> {
    await this.fetch(`${this.baseUrl}/api/health`)
    return this
  }

  /** Signs in to `/admin` as staff through the real route (the test servers' admin by default). */
  async signInAsStaff(
    admin: { readonly email: string; readonly password: string } = TEST_ADMIN,
  ): Promise<this> {
    if (this.crumb() === undefined) await this.arrive()
    const { status, body } = await this.send("POST", API_PATHS.staffSession, admin)
    if (status !== 200) throw new Error(`Staff sign-in failed: ${status} ${JSON.stringify(body)}`)
    return this
  }

  /** A GET, answered with its status and JSON body. */
  async get(path: string): Promise<Answer> {
    const response = await this.fetch(this.baseUrl + path)
    return { status: response.status, body: await response.json().catch(() => undefined), response }
  }

  /** A JSON call with the crumb header (unless `crumb: false`) and a body (raw when a string). */
  async send(
    method: string,
    path: string,
    body?: unknown,
    options: { crumb?: string | false; contentType?: string } = {},
  ): Promise<Answer> {
    const headers: Record<string, string> = { "Content-Type": options.contentType ?? "application/json" }
    const crumb = options.crumb === undefined ? this.crumb() : options.crumb
    if (crumb !== false && crumb !== undefined) headers[CRUMB.header] = crumb
    const payload = body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body)
    const response = await this.fetch(this.baseUrl + path, {
      method,
      headers,
      ...(payload === undefined ? {} : { body: payload }),
    })
    return { status: response.status, body: await response.json().catch(() => undefined), response }
  }

  /** The store's fetch client on this visitor's cookies, checking responses with the full Schemas. */
  client(): StoreClient {
    return createStoreClient({
      baseUrl: this.baseUrl,
      fetch: this.fetch,
      crumb: () => this.crumb(),
      validate: "schema",
    })
  }
}
