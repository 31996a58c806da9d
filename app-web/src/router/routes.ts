/** The pages of the reference store. */
export type Route =
  | { readonly page: "listing" }
  | { readonly page: "product"; readonly slug: string }
  | { readonly page: "cart" }
  | { readonly page: "settings" }
  | { readonly page: "contact" }
  | { readonly page: "forms" }
  | { readonly page: "submissions"; readonly formId: string }
  | { readonly page: "not-found" }

const PRODUCT = /^\/products\/([^/]+)\/?$/
const SUBMISSIONS = /^\/admin\/forms\/([^/]+)\/?$/

/** The contact page, with the demo's contact form. */
export const CONTACT_PATH = "/contact"

/** The merchant's forms: each with its submissions. Ours, like the settings page. */
export const FORMS_PATH = "/admin/forms"

/**
 * The merchant's page of one form's submissions.
 *
 * @example
 * submissionsPath("contact") // "/admin/forms/contact"
 */
export const submissionsPath = (formId: string): string => `${FORMS_PATH}/${encodeURIComponent(formId)}`

/**
 * The merchant's store settings page (the store currency). Ours: the spec gives the merchant side
 * no routes of its own (UI-008).
 *
 * @example
 * <Link href={SETTINGS_PATH}>Store settings</Link>
 */
export const SETTINGS_PATH = "/admin/settings"

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
  if (path === CONTACT_PATH || path === `${CONTACT_PATH}/`) return { page: "contact" }
  if (path === FORMS_PATH || path === `${FORMS_PATH}/`) return { page: "forms" }
  const formId = SUBMISSIONS.exec(path)?.[1]
  if (formId !== undefined) {
    try {
      return { page: "submissions", formId: decodeURIComponent(formId) }
    } catch {
      return { page: "not-found" }
    }
  }
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
