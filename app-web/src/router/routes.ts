/** The pages of the reference store. */
export type Route =
  | { readonly page: "listing" }
  | { readonly page: "product"; readonly slug: string }
  | { readonly page: "cart" }
  | { readonly page: "settings" }
  | { readonly page: "restock" }
  | { readonly page: "not-found" }

const PRODUCT = /^\/products\/([^/]+)\/?$/

/**
 * The merchant's store settings page (the store currency). Ours: the spec gives the merchant side
 * no routes of its own (UI-008).
 *
 * @example
 * <Link href={SETTINGS_PATH}>Store settings</Link>
 */
export const SETTINGS_PATH = "/admin/settings"

/**
 * The merchant's back-in-stock screen: sign-ups, sends and the outbox. Ours, like the settings page.
 *
 * @example
 * <Link href={RESTOCK_PATH}>Back in stock</Link>
 */
export const RESTOCK_PATH = "/admin/restock"

/**
 * The page a path shows. A trailing slash is accepted; a slug is URL-decoded, and a slug that does
 * not decode is a page that does not exist.
 *
 * @example
 * routeOf("/products/linen-shirt") // { page: "product", slug: "linen-shirt" }
 */
export const routeOf = (path: string): Route => {
  if (path === "/" || path === "") return { page: "listing" }
  if (path === "/cart" || path === "/cart/") return { page: "cart" }
  if (path === SETTINGS_PATH || path === `${SETTINGS_PATH}/`) return { page: "settings" }
  if (path === RESTOCK_PATH || path === `${RESTOCK_PATH}/`) return { page: "restock" }
  const product = PRODUCT.exec(path)?.[1]
  if (product !== undefined) {
    try {
      return { page: "product", slug: decodeURIComponent(product) }
    } catch {
      return { page: "not-found" }
    }
  }
  return { page: "not-found" }
}

/**
 * The path of a product page.
 *
 * @example
 * productPath("linen-shirt") // "/products/linen-shirt"
 */
export const productPath = (slug: string): string => `/products/${encodeURIComponent(slug)}`
