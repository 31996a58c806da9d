import type { StorefrontPageData } from "@vitrine/adapter-http/contract"

/**
 * What the server read to render a storefront page (the contract's `StorefrontPageData`: settings,
 * cart, header and footer, products, product, restock box, quote, analytics, consent banner, chosen
 * options), embedded in the page as JSON so the app takes over without asking for it again, and on
 * an island page each island's props.
 */
export interface PageData extends StorefrontPageData {
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
