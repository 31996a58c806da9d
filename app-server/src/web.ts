import { existsSync } from "node:fs"
import { extname, join } from "node:path"
import express, { type Router } from "express"
import { demoImages, productSvg } from "./seed/index.ts"

/**
 * The demo product images, drawn as SVG on request from the seed's image specs (no files, no
 * network): `/images/products/<image id>.svg`.
 *
 * @example
 * app.use(productImages())
 */
export const productImages = (): Router => {
  const router = express.Router()
  router.get("/images/products/:file", (req, res, next) => {
    const spec = demoImages.get(req.params.file.replace(/\.svg$/, ""))
    if (!spec || !req.params.file.endsWith(".svg")) return next()
    res.type("image/svg+xml").set("Cache-Control", "public, max-age=86400").send(productSvg(spec))
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
 * Serves the built web app: hashed assets with a long cache, and index.html (never cached) for any
 * other GET outside /api without a file extension, so the app's own router handles /cart and product
 * pages; anything else left is a plain 404. When the build is
 * missing, pages answer 503 with how to build it.
 *
 * @example
 * app.use(webApp("app-web/dist"))
 */
export const webApp = (dist: string): Router => {
  const router = express.Router()
  const index = join(dist, "index.html")
  router.use(
    "/assets",
    express.static(join(dist, "assets"), { immutable: true, maxAge: "1y", fallthrough: false }),
  )
  router.use(express.static(dist, { index: false }))
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
    res.set("Cache-Control", "no-cache").sendFile(index)
  })
  router.use((_req, res) => {
    res.status(404).type("text/plain").send("Not found")
  })
  return router
}
