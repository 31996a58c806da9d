import { fontFileUrl, SITE_STYLES_SHEET } from "@vitrine/adapter-http/contract"
import type { SiteStylesSource, StoreRuntime } from "@vitrine/adapter-http/router"
import { type SiteStyles, siteStylesCss } from "@vitrine/core/site"
import express, { type Router } from "express"

/** The id of the `<style>` element that carries the site styles in a page's head. */
export const SITE_STYLES_ID = SITE_STYLES_SHEET.id

const cssOf = (styles: SiteStyles): string => siteStylesCss(styles, fontFileUrl).replaceAll("<", "\\3c ")

/**
 * A page with the site styles in its head: core's `siteStylesCss` (custom properties and the
 * fonts' `@font-face` rules, files under `FONT_FILES_PATH`) in a `<style>` placed last in the head,
 * after the app's stylesheet, whose `:root` values it overrides. Server-rendered: the page needs no
 * script for them. `<` cannot occur in the CSS (ids and names come from the catalogue, colours are
 * numbers); it is escaped anyway so no value could close the element.
 *
 * @example
 * withSiteStyles("<html><head></head><body></body></html>", DEFAULT_SITE_STYLES)
 */
export const withSiteStyles = (html: string, styles: SiteStyles): string => {
  return html.replace("</head>", () => `<style id="${SITE_STYLES_ID}">${cssOf(styles)}</style></head>`)
}

/**
 * The site styles as a stylesheet (`SITE_STYLES_SHEET.path`, public: they are on every storefront
 * page anyway): the very CSS `withSiteStyles` puts in a page's head, the process's kept copy, as
 * `text/css` with `Cache-Control: no-cache` (the browser asks again, and an unchanged sheet costs a
 * 304 by its ETag). The storefront shell loads it after an in-app move from the admin.
 *
 * @example
 * app.use(siteStylesSheet(runtime, styles))
 */
export const siteStylesSheet = (runtime: StoreRuntime, styles: SiteStylesSource): Router => {
  const router = express.Router()
  router.get(SITE_STYLES_SHEET.path, (_req, res, next) => {
    runtime
      .runPromise(styles.current)
      .then(
        (current) =>
          res
            .status(200)
            .type("text/css")
            .set({ "Cache-Control": "no-cache", "X-Content-Type-Options": "nosniff" })
            .send(cssOf(current)),
        next,
      )
  })
  return router
}
