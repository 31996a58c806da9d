import { existsSync } from "node:fs"
import { readFile } from "node:fs/promises"
import { extname, join } from "node:path"
import express, { type Router } from "express"
import { hashedAssets } from "./assets.ts"
import { demoImages, productSvg } from "./seed/index.ts"

/**
 * Product images are addressed by image id, not by a hash of their content, so they are not
 * immutable: a month in the browser's cache, another week served stale while it revalidates, and
 * then the ETag (Express's, from the body) makes the revalidation a 304 without the body.
 */
const PRODUCT_IMAGE_CACHE = "public, max-age=2592000, stale-while-revalidate=604800"

/**
 * The demo product images, drawn as SVG on request from the seed's image specs (no files, no
 * network): `/images/products/<image id>.svg`, cached long with a validator (`PRODUCT_IMAGE_CACHE`).
 *
 * @example
 * app.use(productImages())
 */
export const productImages = (): Router => {
  const router = express.Router()
  router.get("/images/products/:file", (req, res, next) => {
    const spec = demoImages.get(req.params.file.replace(/\.svg$/, ""))
    if (!spec || !req.params.file.endsWith(".svg")) return next()
    res.type("image/svg+xml").set("Cache-Control", PRODUCT_IMAGE_CACHE).send(productSvg(spec))
  })
  return router
}

/**
 * The page every app route answers (503) while the web app is not built, saying how to build it.
 *
 * @example
 * res.status(503).type("html").send(MISSING_BUILD_PAGE)
 */
export const MISSING_BUILD_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Vitrine</title></head>
<body><h1>The web app is not built yet</h1><p>The API is running. Build the store's pages with
<code>npm run build --workspace app-web</code> (or start with <code>npm start</code>, which builds first), then reload.</p></body></html>`

/**
 * Serves the built web app: hashed assets immutable for a year (precompressed when the build wrote
 * brotli and gzip copies: `hashedAssets`), and index.html (never cached) for any
 * other GET outside /api without a file extension, so the app's own router handles /cart and product
 * pages; anything else left is a plain 404. When the build is
 * missing, pages answer 503 with how to build it. With `appShell`, index.html goes out as it makes
 * it for the page's path (the saved header and footer and the site styles added: `appShellOf`);
 * should that fail, as it is.
 *
 * @example
 * app.use(webApp("app-web/dist"))
 */
export const webApp = (dist: string, appShell?: (html: string, path: string) => Promise<string>): Router => {
  const router = express.Router()
  const index = join(dist, "index.html")
  router.use("/assets", hashedAssets(join(dist, "assets")))
  const files = express.static(dist, { index: false })
  // dist/server holds the server's render of the app: the server's code, not the browser's.
  router.use((req, res, next) => (req.path.startsWith("/server/") ? next() : files(req, res, next)))
  router.use((req, res, next) => {
    // A path with a file extension is a missing file, not an app route: let it 404.
    if (
      (req.method !== "GET" && req.method !== "HEAD") ||
      req.path.startsWith("/api/") ||
      extname(req.path) !== ""
    ) {
      return next()
    }
    if (!existsSync(index)) {
      res.status(503).type("html").send(MISSING_BUILD_PAGE)
      return
    }
    res.set("Cache-Control", "no-cache")
    if (!appShell) {
      res.sendFile(index)
      return
    }
    readFile(index, "utf8")
      .then((html) => appShell(html, req.path).catch(() => html))
      .then((html) => void res.type("html").send(html), next)
  })
  router.use((_req, res) => {
    res.status(404).type("text/plain").send("Not found")
  })
  return router
}
