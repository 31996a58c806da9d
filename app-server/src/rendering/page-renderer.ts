import { existsSync } from "node:fs"
import { join } from "node:path"
import { pathToFileURL } from "node:url"
import type { StorefrontPageData } from "@vitrine/adapter-http/contract"
import type { SiteHeaderFooter } from "@vitrine/core/site"

/** What a storefront page is rendered with: the contract's `StorefrontPageData`. */
export type StorefrontData = StorefrontPageData

/**
 * The web app's own server render (`app-web/src/entry-server.tsx`): the page's root element, with
 * the app rendered inside, followed by the script carrying its data.
 */
export interface PageRenderer {
  readonly renderPage: (path: string, data: StorefrontData) => string
  /**
   * The file of the web build a page at `path` is rendered into: `islands.html` for an island page
   * (only its interactive parts hydrate), `index.html` (the default, and for a render without it)
   * for the whole app.
   */
  readonly shellOf?: (path: string) => string
  /**
   * The script that carries the header and footer in a page sent as the bare app shell (one the
   * server does not render: account, sign-in, contact, merchant pages), so it shows the saved ones.
   */
  readonly siteChromeScript?: (headerFooter: SiteHeaderFooter) => string
}

/** Where `npm run build -w app-web` writes the server's render of the app, inside the web build. */
export const SERVER_ENTRY = join("server", "entry-server.js")

/**
 * Loads the app's server render from the web build, or undefined when the build has none (a build
 * from before, or a test's bare index.html): pages then arrive with the template engine's product
 * block only, and the app renders in the browser as before.
 *
 * @example
 * const renderer = await loadPageRenderer("app-web/dist")
 */
export const loadPageRenderer = async (webDist: string): Promise<PageRenderer | undefined> => {
  const entry = join(webDist, SERVER_ENTRY)
  if (!existsSync(entry)) return undefined
  const module = (await import(pathToFileURL(entry).href)) as Partial<PageRenderer>
  if (typeof module.renderPage !== "function") throw new Error(`${entry} exports no renderPage`)
  const { shellOf, siteChromeScript } = module
  return {
    renderPage: module.renderPage,
    ...(typeof shellOf === "function" ? { shellOf } : {}),
    ...(typeof siteChromeScript === "function" ? { siteChromeScript } : {}),
  }
}
