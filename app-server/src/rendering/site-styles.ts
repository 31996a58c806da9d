import { fontFileUrl } from "@vitrine/adapter-http/contract"
import { type SiteStyles, siteStylesCss } from "@vitrine/core/site"

/** The id of the `<style>` element that carries the site styles in a page's head. */
export const SITE_STYLES_ID = "vitrine-site-styles"

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
  const css = siteStylesCss(styles, fontFileUrl).replaceAll("<", "\\3c ")
  return html.replace("</head>", () => `<style id="${SITE_STYLES_ID}">${css}</style></head>`)
}
