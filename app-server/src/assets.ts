import { existsSync } from "node:fs"
import { extname, join, normalize, sep } from "node:path"
import compression from "compression"
import express, { type RequestHandler, type Router } from "express"

/** Hashed build files never change under their name: a year, and no revalidation. */
const IMMUTABLE = "public, max-age=31536000, immutable"

/**
 * How a hashed asset is sent besides its caching: with its ETag as the one validator, for a cache
 * that revalidates anyway (a proxy that ignores `immutable`); no `Last-Modified`, a second validator
 * of a file that never changes under its name (the build's date says nothing the hash does not); no
 * `Accept-Ranges`: a script or a stylesheet is always fetched whole, and a range of a precompressed
 * copy would be one of its encoded bytes. Each header left out is bytes off every asset of a page.
 */
const ASSET_SENDING = { lastModified: false, acceptRanges: false } as const

/** The encodings the build writes beside each asset (`app-web/vite-plugins/precompress.ts`), best first. */
const PRECOMPRESSED = [
  { encoding: "br", suffix: ".br" },
  { encoding: "gzip", suffix: ".gz" },
] as const

/**
 * The built web app's hashed assets (`/assets/<name>-<hash>.js`), cached for a year as immutable, with
 * an ETag and no other validator (`ASSET_SENDING`).
 * A file the build compressed ahead (brotli, gzip) is sent in the best encoding the browser
 * accepts, as it is; anything else goes to `express.static`. An unknown asset is a 404, never the
 * app page.
 *
 * @example
 * app.use("/assets", hashedAssets("app-web/dist/assets"))
 */
export const hashedAssets = (dir: string): Router => {
  const router = express.Router()
  const root = normalize(dir + sep)
  router.get("/{*file}", (req, res, next) => {
    const file = normalize(join(root, req.path))
    if (!file.startsWith(root)) return next()
    // Ours, not the browser's, order of preference: browsers list gzip first and brotli is smaller.
    const choice = PRECOMPRESSED.find(
      (each) => req.acceptsEncodings(each.encoding) === each.encoding && existsSync(file + each.suffix),
    )
    if (choice === undefined) return next()
    res.vary("Accept-Encoding")
    res.type(extname(file))
    res.set("Content-Encoding", choice.encoding)
    res.sendFile(
      file + choice.suffix,
      { ...ASSET_SENDING, headers: { "Cache-Control": IMMUTABLE } },
      (error) => {
        if (error) next(error)
      },
    )
  })
  router.use(express.static(dir, { ...ASSET_SENDING, immutable: true, maxAge: "1y", fallthrough: false }))
  return router
}

/**
 * The smallest body worth compressing. A body under it fits one TCP segment of a 1 500-byte
 * Ethernet MTU (1 460 bytes of payload, about 1 400 with TCP's options), so compressed it would
 * still take a packet and the same round trip: nothing gained for the visitor, only the server's
 * CPU spent, on the answers it makes most (an add to cart's JSON, the demo's SVG images of about
 * 700 bytes).
 *
 * @example
 * compression({ threshold: COMPRESSION_THRESHOLD_BYTES })
 */
export const COMPRESSION_THRESHOLD_BYTES = 1400

/**
 * Compresses what the server makes per request (pages, JSON answers, the static files the build did
 * not compress) in the best encoding the browser accepts: brotli at quality 4 (fast enough to run on
 * every answer), else gzip; bodies under `COMPRESSION_THRESHOLD_BYTES` go as they are.
 * Answers already encoded (the precompressed assets) pass through untouched. `compression` is
 * Express's own maintained middleware; it adds `Vary: Accept-Encoding`.
 *
 * @example
 * app.use(responseCompression())
 */
export const responseCompression = (): RequestHandler => {
  const compress = compression({ threshold: COMPRESSION_THRESHOLD_BYTES })
  // A client that accepts no encoding (a load tool, a script) gets every answer as it is: the
  // middleware would wrap the response's methods and negotiate for nothing (about 2 % of an add to
  // cart's CPU, issue 14's profile). The Vary it would add is kept, so a shared cache still keys on it.
  return (req, res, next) => {
    if (req.headers["accept-encoding"] !== undefined) return compress(req, res, next)
    res.setHeader("Vary", "Accept-Encoding")
    next()
  }
}
