import { existsSync } from "node:fs"
import { join } from "node:path"
import { pathToFileURL } from "node:url"
import type { CheckoutQuote } from "@vitrine/adapter-http/client"
import type { Cart } from "@vitrine/core/cart"
import type { Product } from "@vitrine/core/catalog"
import type { StorefrontAnalyticsSettings } from "@vitrine/core/preferences"
import type { RestockBoxConfig } from "@vitrine/core/restock"
import type { SiteHeaderFooter, StoreSettings } from "@vitrine/core/site"

/**
 * What a storefront page is rendered with, as the API answers it (the contract's encoding): the
 * store settings and the visitor's cart on every page, the listing's products (a product page's
 * related products), a product page's
 * product (`null`: none, the page is the not-found one) and what its restock box needs of the store
 * (whether it checks a captcha, its mailing-list checkbox), so the box is rendered whole on the
 * server, and the checkout's quote (`null`: no open cart to check out). app-web embeds it in the page (its
 * `PageData`), so the browser takes over without reading it again.
 */
export interface StorefrontData {
  readonly path: string
  readonly settings: StoreSettings
  readonly cart: Cart | null
  /** The site's header and footer (SITE-001), as the merchant saved them or the defaults. */
  readonly headerFooter?: SiteHeaderFooter
  readonly products?: readonly Product[]
  readonly product?: Product | null
  readonly restockBox?: RestockBoxConfig
  readonly quote?: CheckoutQuote | null
  /** The merchant's analytics and cookie-consent settings, for the page's analytics session. */
  readonly analytics?: StorefrontAnalyticsSettings
  /** Whether the page shows the cookie consent banner (see `consentBannerShown`). */
  readonly consentBanner?: boolean
}

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
  const { shellOf } = module
  return typeof shellOf === "function"
    ? { renderPage: module.renderPage, shellOf }
    : { renderPage: module.renderPage }
}
