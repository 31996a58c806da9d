import type { RequestHandler } from "express"

/**
 * The security headers of a JSON answer, and why each is enough for JSON:
 * - `X-Content-Type-Options: nosniff`: a browser never reads the JSON as a script or a page.
 * - `Content-Security-Policy: default-src 'none'; frame-ancestors 'none'`: should a JSON answer
 *   ever be shown as a document, it may load nothing, run nothing, and sit in no frame;
 *   `X-Frame-Options: DENY` says the same to browsers without CSP.
 * - `Cross-Origin-Resource-Policy: same-origin`: another site cannot load it as a resource.
 * - `Strict-Transport-Security`: the host stays on HTTPS, as every page says too.
 * The rest of the pages' set (Referrer-Policy, COOP, Origin-Agent-Cluster, X-DNS-Prefetch-Control,
 * X-Download-Options, X-Permitted-Cross-Domain-Policies, X-XSS-Protection) governs what a document
 * does or is legacy, and a JSON answer is no document. An /api route that answers HTML (the e-mail
 * previews) gets the pages' set instead.
 *
 * @example
 * res.setHeader(...API_SECURITY_HEADERS[0])
 */
export const API_SECURITY_HEADERS: ReadonlyArray<readonly [string, string]> = [
  ["X-Content-Type-Options", "nosniff"],
  ["Content-Security-Policy", "default-src 'none'; frame-ancestors 'none'"],
  ["X-Frame-Options", "DENY"],
  ["Cross-Origin-Resource-Policy", "same-origin"],
  ["Strict-Transport-Security", "max-age=31536000; includeSubDomains"],
]

/**
 * Sets {@link API_SECURITY_HEADERS} on an /api answer: a handful of fixed headers in one step,
 * where the pages' full set (helmet) would run a dozen middlewares on every API call.
 *
 * @example
 * storeRouter({ runtime, websiteId, guards: [apiHeaders()] })
 */
export const apiHeaders = (): RequestHandler => (_req, res, next) => {
  for (const [name, value] of API_SECURITY_HEADERS) res.setHeader(name, value)
  next()
}
