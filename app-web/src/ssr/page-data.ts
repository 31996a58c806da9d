import type { Cart } from "@vitrine/core/cart"
import type { Product } from "@vitrine/core/catalog"
import type { StorefrontAnalyticsSettings } from "@vitrine/core/preferences"
import type { RestockBoxConfig } from "@vitrine/core/restock"
import type { SiteHeaderFooter, StoreSettings } from "@vitrine/core/site"
import type { CheckoutQuote } from "../api/store-client.ts"

/**
 * What the server read to render a storefront page, embedded in the page as JSON so the app takes
 * over without asking for it again: the store settings and the visitor's cart on every page, the
 * products on the listing (on a product page, the related products its "You may also like" shows),
 * the product on a product page (`null`: there is none, the page is the not-found one) with what its
 * restock box needs of the store, the checkout's quote on a checkout
 * page (`null`: no open cart to check out). The values are the API's own answers (the contract's
 * encoding), so the app reads
 * them exactly as it reads a fetched answer. `path` is the page they were read for.
 */
export interface PageData {
  readonly path: string
  readonly settings: StoreSettings
  readonly cart: Cart | null
  /**
   * The site's header and footer (SITE-001) the page was rendered with. Embedded only where the
   * whole app hydrates: an island page's header and footer are never hydrated, so it leaves them out.
   */
  readonly headerFooter?: SiteHeaderFooter
  readonly products?: readonly Product[]
  readonly product?: Product | null
  readonly restockBox?: RestockBoxConfig
  readonly quote?: CheckoutQuote | null
  /** The merchant's analytics and cookie-consent settings, for the page's analytics session. */
  readonly analytics?: StorefrontAnalyticsSettings
  /**
   * Whether the page shows the cookie consent banner: the merchant wants it and the visitor has not
   * answered (nor sent Global Privacy Control). Rendered with the page; absent, the session decides.
   */
  readonly consentBanner?: boolean
  /**
   * On an island page, each island's props by its id (`data-island-id`), as the server rendered it
   * (see `islands/Island.tsx`).
   */
  readonly islands?: Readonly<Record<string, object>>
}

/** The id of the `<script type="application/json">` that carries the page's data. */
export const PAGE_DATA_ID = "vitrine-page-data"

/**
 * The data as a script element the browser never runs (`application/json`, allowed by the CSP),
 * with `<` escaped so no text of a product can close the element early.
 *
 * @example
 * pageDataScript({ path: "/cart", settings, cart: null })
 * // '<script type="application/json" id="vitrine-page-data">{"path":"/cart",…}</script>'
 */
export const pageDataScript = (data: PageData): string =>
  `<script type="application/json" id="${PAGE_DATA_ID}">${JSON.stringify(data).replace(/</g, "\\u003c")}</script>`

/**
 * The data the server embedded in this page, or undefined on a page it did not render (the
 * merchant's screens, or a page whose data does not read).
 *
 * @example
 * const data = readPageData(document)
 */
export const readPageData = (page: Document): PageData | undefined => {
  const text = page.getElementById(PAGE_DATA_ID)?.textContent
  if (!text) return undefined
  try {
    const data = JSON.parse(text) as PageData
    return typeof data.path === "string" && typeof data.settings === "object" ? data : undefined
  } catch {
    return undefined
  }
}
