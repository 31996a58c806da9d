import { createRequire } from "node:module"
import { FONT_FILES_PATH } from "@vitrine/adapter-http/contract"
import { catalogueFont, FONT_WEIGHTS } from "@vitrine/core/site"
import express, { type Router } from "express"

/**
 * A font file's address never serves another file (`FONT_FILES_PATH` carries a version bumped with
 * any upgrade of the packages), so browsers keep it a year without asking again.
 */
export const FONT_CACHE = "public, max-age=31536000, immutable"

const FILE = /^([a-z0-9-]+)-(\d+)\.woff2$/
const require = createRequire(import.meta.url)

/**
 * Where a self-hosted font's latin file of a weight is on disk (from its pinned `@fontsource/*`
 * package); undefined for a font or weight the catalogue does not serve.
 *
 * @example
 * fontFilePath("inter-400.woff2") // ".../node_modules/@fontsource/inter/files/inter-latin-400-normal.woff2"
 */
export const fontFilePath = (file: string): string | undefined => {
  const [, id = "", weight = ""] = FILE.exec(file) ?? []
  const font = catalogueFont(id)
  if (!font?.selfHosted || !FONT_WEIGHTS.some((served) => String(served) === weight)) return undefined
  return require.resolve(`@fontsource/${font.id}/files/${font.id}-latin-${weight}-normal.woff2`)
}

/**
 * The catalogue's self-hosted fonts (SIL Open Font License, the `@fontsource/*` packages), latin
 * woff2 only, weights 400 and 700: `FONT_FILES_PATH/<font id>-<weight>.woff2`, cached a year
 * (`FONT_CACHE`). Any other file under the path is left to the 404 after it. Only the latin subset
 * is served: the store's own texts are latin, and a page asks only for the two files it uses.
 *
 * @example
 * app.use(fontFiles())
 */
export const fontFiles = (): Router => {
  const router = express.Router()
  router.get(`${FONT_FILES_PATH}/:file`, (req, res, next) => {
    const path = fontFilePath(req.params.file)
    if (path === undefined) return next()
    res.sendFile(
      path,
      { headers: { "Content-Type": "font/woff2", "Cache-Control": FONT_CACHE } },
      (error) => {
        if (error) next(error)
      },
    )
  })
  return router
}
