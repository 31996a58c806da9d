import type { StoreRoute } from "@vitrine/adapter-http/router"
import { expect } from "vitest"
import type { WireAnswer, WireRequest } from "./wire.ts"

/** The Content-Security-Policy of every JSON answer of the API (app-server's `API_SECURITY_HEADERS`). */
const API_CSP = "default-src 'none'; frame-ancestors 'none'"

const header = (answer: WireAnswer, name: string): string => {
  const value = answer.headers[name]
  return Array.isArray(value) ? value.join(", ") : (value ?? "")
}

/** Whether an answer is JSON, and its body when it parses. */
const jsonOf = (answer: WireAnswer): { readonly json: boolean; readonly body: unknown } => {
  if (!header(answer, "content-type").startsWith("application/json")) return { json: false, body: undefined }
  try {
    return { json: true, body: JSON.parse(answer.body.toString("utf8")) }
  } catch {
    return { json: true, body: Symbol.for("not JSON") }
  }
}

/**
 * What the API promises for any request, checked on one answer: never a 5xx; JSON that parses;
 * every 4xx a JSON `{ message }` (a page's own not-found answer aside: the app's page, 404);
 * `X-Content-Type-Options: nosniff` and a Content-Security-Policy on everything; on /api,
 * `Cache-Control: no-store`, and on JSON answers of JSON routes the API's CSP (`default-src 'none'`);
 * no `X-Powered-By`.
 *
 * @example
 * checkAnswer(route, request, answer, () => loggedErrors.join("\n"))
 */
export const checkAnswer = (
  route: Pick<StoreRoute, "answers">,
  request: WireRequest,
  answer: WireAnswer,
  logged: () => string,
): void => {
  const what = `${request.method} ${request.path} → ${answer.status}`
  expect(answer.status, `${what}: a server error (${logged()})`).toBeLessThan(500)
  const { json, body } = jsonOf(answer)
  if (json) expect(body, `${what}: JSON that does not parse`).not.toBe(Symbol.for("not JSON"))
  if (answer.status >= 400) {
    const page404 =
      route.answers === "html" &&
      answer.status === 404 &&
      header(answer, "content-type").startsWith("text/html")
    if (!page404) {
      expect(json, `${what}: a refusal that is not JSON (${header(answer, "content-type")})`).toBe(true)
      const message = (body as { message?: unknown } | null)?.message
      expect(typeof message === "string" && message.length > 0, `${what}: a refusal without a message`).toBe(
        true,
      )
    }
  }
  expect(header(answer, "x-content-type-options"), `${what}: nosniff`).toBe("nosniff")
  expect(header(answer, "content-security-policy"), `${what}: a CSP`).toContain("default-src")
  expect(header(answer, "x-powered-by"), `${what}: X-Powered-By`).toBe("")
  if (/^\/api(\/|\?|$)/i.test(request.path)) {
    expect(header(answer, "cache-control"), `${what}: no-store`).toBe("no-store")
    if (json && route.answers !== "html") {
      expect(header(answer, "content-security-policy"), `${what}: the API's CSP`).toBe(API_CSP)
    }
  }
}
