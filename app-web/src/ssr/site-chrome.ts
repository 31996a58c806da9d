import type { SiteHeaderFooter } from "@vitrine/core/site"

/** The id of the `<script type="application/json">` that carries an app-shell page's header and footer. */
export const SITE_CHROME_ID = "vitrine-site-chrome"

/**
 * The header and footer as a script element the browser never runs, for a page the server sends
 * as the bare app shell (the account, sign-in, contact and merchant pages, which it does not
 * render): the app shows the saved header and footer there too, from the first paint, with no
 * request. `<` is escaped so no saved text can close the script early.
 *
 * @example
 * siteChromeScript(headerFooter) // '<script type="application/json" id="vitrine-site-chrome">{…}</script>'
 */
export const siteChromeScript = (headerFooter: SiteHeaderFooter): string =>
  `<script type="application/json" id="${SITE_CHROME_ID}">${JSON.stringify(headerFooter).replace(/</g, "\\u003c")}</script>`

let read: { value: SiteHeaderFooter | undefined } | undefined

/**
 * The header and footer an app-shell page carries (see `siteChromeScript`); undefined on the
 * server, and in a page without the script or with one that does not parse. Read once per visit.
 *
 * @example
 * readSiteChrome()?.header.siteTitle
 */
export const readSiteChrome = (): SiteHeaderFooter | undefined => {
  if (typeof document === "undefined") return undefined
  read ??= { value: parse(document.getElementById(SITE_CHROME_ID)?.textContent) }
  return read.value
}

const parse = (text: string | null | undefined): SiteHeaderFooter | undefined => {
  if (!text) return undefined
  try {
    const value = JSON.parse(text) as SiteHeaderFooter
    return typeof value?.header === "object" && typeof value.footer === "object" ? value : undefined
  } catch {
    return undefined
  }
}
