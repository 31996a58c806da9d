import { PAY_LATER_MODAL_ORIGINS } from "@vitrine/core/paylater"
import { SMUGMUG_IMAGE_ORIGINS, VIDEO_PLAYER_ORIGINS } from "@vitrine/core/site"
import type { RequestHandler } from "express"
import helmet from "helmet"

/** A fixed set of response headers, set in one step. */
type HeaderSet = ReadonlyArray<readonly [string, string]>

/**
 * What every answer that is not a page carries, whatever it is:
 * - `X-Content-Type-Options: nosniff`: a browser never reads it as another type (a script, a page).
 * - `Cross-Origin-Resource-Policy: same-origin`: another site cannot load it as a resource.
 * - `Strict-Transport-Security`: the host stays on HTTPS, as every page says too.
 */
const EVERY_ANSWER: HeaderSet = [
  ["X-Content-Type-Options", "nosniff"],
  ["Cross-Origin-Resource-Policy", "same-origin"],
  ["Strict-Transport-Security", "max-age=31536000; includeSubDomains"],
]

/**
 * The security headers of a JSON answer: {@link EVERY_ANSWER}'s, and
 * `Content-Security-Policy: default-src 'none'; frame-ancestors 'none'`: should a JSON answer
 * ever be shown as a document, it may load nothing, run nothing, and sit in no frame;
 * `X-Frame-Options: DENY` says the same to browsers without CSP.
 * The rest of the pages' set (Referrer-Policy, COOP, Origin-Agent-Cluster, X-DNS-Prefetch-Control,
 * X-Download-Options, X-Permitted-Cross-Domain-Policies, X-XSS-Protection) governs what a document
 * does or is legacy, and a JSON answer is no document. An /api route that answers HTML (the e-mail
 * previews) gets the pages' set instead.
 *
 * @example
 * res.setHeader(...API_SECURITY_HEADERS[0])
 */
export const API_SECURITY_HEADERS: HeaderSet = [
  ...EVERY_ANSWER,
  ["Content-Security-Policy", "default-src 'none'; frame-ancestors 'none'"],
  ["X-Frame-Options", "DENY"],
]

/**
 * The security headers of the build's hashed assets (`/assets/*.js`, `*.css`): {@link EVERY_ANSWER}'s
 * only. A script or a stylesheet is never a document (with nosniff, a browser that navigates to one
 * shows it as text), so a CSP, framing rules and the rest of the pages' set would mean nothing on it,
 * and it would cost about 1 KB of headers on each of a page's requests (issue 15's bytes over the wire).
 */
export const ASSET_SECURITY_HEADERS: HeaderSet = EVERY_ANSWER

/**
 * The security headers of images: {@link EVERY_ANSWER}'s, and a short CSP. An SVG image opened as a
 * document (its address in the tab) is a document that may run its own script, so there it may run
 * nothing (`sandbox`: no script, no form, a unique origin) and load nothing (`default-src 'none'`),
 * keeping only its own inline styles (`style-src 'unsafe-inline'`) to draw. Shown by an `<img>`, an
 * image runs no script whatever its headers, and the CSP is not read.
 */
export const IMAGE_SECURITY_HEADERS: HeaderSet = [
  ...EVERY_ANSWER,
  ["Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; sandbox"],
]

const setting =
  (headers: HeaderSet): RequestHandler =>
  (_req, res, next) => {
    for (const [name, value] of headers) res.setHeader(name, value)
    next()
  }

/**
 * Sets {@link API_SECURITY_HEADERS} on an /api answer: a handful of fixed headers in one step,
 * where the pages' full set (helmet) would run a dozen middlewares on every API call.
 *
 * @example
 * storeRouter({ runtime, websiteId, guards: [apiHeaders()] })
 */
export const apiHeaders = (): RequestHandler => setting(API_SECURITY_HEADERS)

/**
 * The pages' security headers: helmet's full set, with the app's Content-Security-Policy.
 * `captchaOrigins`: a hosted captcha's origins, allowed to run its script and its frame.
 */
const documentHeaders = (captchaOrigins: readonly string[]): RequestHandler =>
  helmet({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        // Vite emits module scripts and stylesheets from our origin; React and the SVG
        // illustrations set style attributes; images may be inline data or blob URLs.
        "script-src": ["'self'", ...captchaOrigins],
        // A hosted captcha's widget is a frame of its origin; the home page's video blocks load
        // their player in a frame when the visitor clicks play.
        "frame-src": ["'self'", ...captchaOrigins, ...VIDEO_PLAYER_ORIGINS],
        "style-src": ["'self'", "'unsafe-inline'"],
        // The home page's Smugmug blocks show their photos from Smugmug's photo host; album tracks
        // play from our own origin (default-src 'self').
        "img-src": ["'self'", "data:", "blob:", ...SMUGMUG_IMAGE_ORIGINS],
        // The product page fetches the pay-later information modal from the provider's host (PAYLATER-013).
        "connect-src": ["'self'", ...PAY_LATER_MODAL_ORIGINS],
        // The captcha widget solves its proof of work in workers it starts from blob: URLs.
        "worker-src": ["'self'", "blob:"],
        // Plain http on a LAN address must keep working for the demo.
        "upgrade-insecure-requests": null,
      },
    },
  })

/** Where the server's images are (`web.ts`'s `productImages`); an SVG anywhere is an image too. */
const isImage = (path: string) => path.startsWith("/images/") || path.endsWith(".svg")

/** Where the build's hashed assets are (`web.ts`'s `webApp`). */
const isAsset = (path: string) => path.startsWith("/assets/")

/**
 * The security headers of every answer outside /api (the store router's `pageGuards`), by what the
 * answer is: images get {@link IMAGE_SECURITY_HEADERS}, the build's assets
 * {@link ASSET_SECURITY_HEADERS}, and everything else (the storefront's pages, robots.txt, the
 * sitemap, the e-mail previews, the app's page) helmet's full set with the app's CSP.
 *
 * @example
 * storeRouter({ runtime, websiteId, pageGuards: [pageHeaders({ captchaOrigins: [] })] })
 */
export const pageHeaders = (options: { readonly captchaOrigins: readonly string[] }): RequestHandler => {
  const images = setting(IMAGE_SECURITY_HEADERS)
  const assets = setting(ASSET_SECURITY_HEADERS)
  const documents = documentHeaders(options.captchaOrigins)
  return (req, res, next) =>
    (isImage(req.path) ? images : isAsset(req.path) ? assets : documents)(req, res, next)
}
