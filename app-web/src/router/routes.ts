import { pathWithoutLanguage } from "@vitrine/core/site"
import { ACCOUNT_PATH, CONTACT_PATH, SIGN_IN_PATH } from "./paths.ts"

export { ACCOUNT_PATH, CONTACT_PATH, SIGN_IN_PATH } from "./paths.ts"

/** The sections of the admin shell; the forms' own pages name their form. */
export type AdminSection =
  | "home"
  | "settings"
  | "restock"
  | "forms"
  | "new-form"
  | "analytics"
  | "staff"
  | "orders"
  | "site"
  | "styles"
  | "languages"
  | "connections"
  | "files"
  | "home-page"
  | "store-pages"

/**
 * Which checkout a page is: the visitor's cart, a subscription cart by its token (ADDCART-006) or
 * the gift-card checkout, which asks for the recipient (ADDCART-007).
 */
export type CheckoutKind = "cart" | "subscription" | "gift-card"

/** The pages of the reference store. */
export type Route =
  | { readonly page: "listing" }
  | { readonly page: "product"; readonly slug: string }
  | { readonly page: "store-page"; readonly urlId: string }
  | { readonly page: "cart" }
  | { readonly page: "admin"; readonly section: AdminSection; readonly orderId?: string }
  | { readonly page: "admin"; readonly section: "submissions" | "edit-form"; readonly formId: string }
  | { readonly page: "sign-in" }
  | { readonly page: "register" }
  | { readonly page: "account" }
  | { readonly page: "checkout"; readonly kind?: CheckoutKind }
  | { readonly page: "order"; readonly orderId: string }
  | { readonly page: "contact" }
  | { readonly page: "not-found" }

const PRODUCT = /^\/products\/([^/]+)\/?$/
const STORE_PAGE = /^\/shop\/([^/]+)\/?$/
const ORDER = /^\/orders\/([^/]+)\/?$/
const SUBMISSIONS = /^\/admin\/forms\/([^/]+)(\/edit)?\/?$/
const MERCHANT_ORDER = /^\/admin\/orders\/([^/]+)\/?$/

/**
 * The checkout page. Ours: the spec names the page type (checkout 201) but not its address.
 *
 * @example
 * <Link href={CHECKOUT_PATH}>Checkout</Link>
 */
export const CHECKOUT_PATH = "/checkout"

/**
 * The order confirmation page of an order (page type "order confirmed" 202; the address is ours).
 *
 * @example
 * orderPath("0c1e…") // "/orders/0c1e…"
 */
export const orderPath = (orderId: string): string => `/orders/${encodeURIComponent(orderId)}`

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
 * The form editor on one form.
 *
 * @example
 * editFormPath("contact") // "/admin/forms/contact/edit"
 */
export const editFormPath = (formId: string): string => `${submissionsPath(formId)}/edit`

/** The form editor on a new form. */
export const NEW_FORM_PATH = "/admin/new-form"

/**
 * The merchant's store settings page (the store currency). Ours: the spec gives the merchant side
 * no routes of its own (UI-008).
 *
 * @example
 * <Link href={SETTINGS_PATH}>Store settings</Link>
 */
export const SETTINGS_PATH = "/admin/settings"

/**
 * The merchant's side: the staff sign-in, then the admin shell. The spec does not show the embedded
 * editor's paths (UI-009); ours: every merchant screen is `/admin/<section>` (a form's pages and an
 * order below their section), views of the one app shell the server sends for any page path — the
 * server itself defines no merchant pages, only `/api` routes (UI-008).
 */
export const ADMIN_PATH = "/admin"

/** The sign-up page. */
export const REGISTER_PATH = "/account/register"

/**
 * The merchant's back-in-stock screen: sign-ups, sends and the outbox. Ours, like the settings page.
 *
 * @example
 * <Link href={RESTOCK_PATH}>Back in stock</Link>
 */
export const RESTOCK_PATH = "/admin/restock"

/** The merchant's visitor analytics. Ours, like the settings page. */
export const ANALYTICS_PATH = "/admin/analytics"
/** The header and footer editor (SITE-001). Ours, like the settings page. */
export const SITE_ADMIN_PATH = "/admin/site"
/** The site styles: fonts and colours (001 §2). Ours, like the settings page. */
export const STYLES_ADMIN_PATH = "/admin/styles"
/** The multilingual settings: the site's languages and the translation service (SITE-002). Ours, like the settings page. */
export const LANGUAGES_ADMIN_PATH = "/admin/languages"
/** The connections: the forms' mailing list and the automation service (EDITOR-007 to EDITOR-009). Ours, like the settings page. */
export const CONNECTIONS_ADMIN_PATH = "/admin/connections"
/** The home page's sections (CONST-003, CONST-012). Ours, like the settings page. */
export const HOME_ADMIN_PATH = "/admin/home-page"
/** The site's file manager: list, upload, rename, delete (EDITOR-002). Ours, like the settings page. */
export const FILES_ADMIN_PATH = "/admin/files"
/** The store pages: their products in order and their categories (spec 001 §3, §9). Ours, like the settings page. */
export const STORE_PAGES_ADMIN_PATH = "/admin/store-pages"

/**
 * The storefront's page of a store page, by its URL id: core's `storePageHref` (the main
 * navigation's links go there too), written out here so the router imports nothing of core.
 *
 * @example
 * storePagePath("linen-shop") // "/shop/linen-shop"
 */
export const storePagePath = (urlId: string): string => `/shop/${encodeURIComponent(urlId)}`

/** The admin's staff screen (admins only). Ours, like the settings page. */
export const STAFF_PATH = "/admin/staff"

/**
 * The merchant's orders: the list, and one order by its path. Ours, like the settings page.
 *
 * @example
 * merchantOrderPath("0c1e…") // "/admin/orders/0c1e…"
 */
export const ORDERS_ADMIN_PATH = "/admin/orders"

/** The merchant's page of one order. */
export const merchantOrderPath = (orderId: string): string =>
  `${ORDERS_ADMIN_PATH}/${encodeURIComponent(orderId)}`

const PAGES: Readonly<Record<string, Route>> = {
  [ORDERS_ADMIN_PATH]: { page: "admin", section: "orders" },
  [SETTINGS_PATH]: { page: "admin", section: "settings" },
  [ADMIN_PATH]: { page: "admin", section: "home" },
  [RESTOCK_PATH]: { page: "admin", section: "restock" },
  [ANALYTICS_PATH]: { page: "admin", section: "analytics" },
  [STAFF_PATH]: { page: "admin", section: "staff" },
  [SITE_ADMIN_PATH]: { page: "admin", section: "site" },
  [STYLES_ADMIN_PATH]: { page: "admin", section: "styles" },
  [LANGUAGES_ADMIN_PATH]: { page: "admin", section: "languages" },
  [CONNECTIONS_ADMIN_PATH]: { page: "admin", section: "connections" },
  [FILES_ADMIN_PATH]: { page: "admin", section: "files" },
  [HOME_ADMIN_PATH]: { page: "admin", section: "home-page" },
  [STORE_PAGES_ADMIN_PATH]: { page: "admin", section: "store-pages" },
  [ACCOUNT_PATH]: { page: "account" },
  [SIGN_IN_PATH]: { page: "sign-in" },
  [REGISTER_PATH]: { page: "register" },
  [CHECKOUT_PATH]: { page: "checkout" },
  // The addresses of core's afterAdd (ADDCART-006/007).
  [`${CHECKOUT_PATH}/subscription`]: { page: "checkout", kind: "subscription" },
  [`${CHECKOUT_PATH}/gift-card`]: { page: "checkout", kind: "gift-card" },
  [CONTACT_PATH]: { page: "contact" },
  [FORMS_PATH]: { page: "admin", section: "forms" },
  [NEW_FORM_PATH]: { page: "admin", section: "new-form" },
}

/**
 * The page a path shows. A trailing slash is accepted; a slug is URL-decoded, and a slug that does
 * not decode is a page that does not exist.
 *
 * @example
 * routeOf("/products/linen-shirt") // { page: "product", slug: "linen-shirt" }
 * routeOf("/fr/products/linen-shirt") // the same
 */
export const routeOf = (path: string): Route => {
  // A page in another of the site's languages (`/fr/cart`) is the page itself; the server decided
  // whether it serves that language.
  const rest = pathWithoutLanguage(path)
  if (rest !== path) return routeOf(rest)
  if (path === "/" || path === "") return { page: "listing" }
  if (path === "/cart" || path === "/cart/") return { page: "cart" }
  const trimmed = path.endsWith("/") ? path.slice(0, -1) : path
  if (Object.hasOwn(PAGES, trimmed)) return PAGES[trimmed] as Route
  const order = ORDER.exec(path)?.[1]
  if (order !== undefined) {
    try {
      return { page: "order", orderId: decodeURIComponent(order) }
    } catch {
      return { page: "not-found" }
    }
  }
  const merchantOrder = MERCHANT_ORDER.exec(path)?.[1]
  if (merchantOrder !== undefined) {
    try {
      return { page: "admin", section: "orders", orderId: decodeURIComponent(merchantOrder) }
    } catch {
      return { page: "not-found" }
    }
  }
  const [, formId, edit] = SUBMISSIONS.exec(path) ?? []
  if (formId !== undefined) {
    try {
      return {
        page: "admin",
        section: edit ? "edit-form" : "submissions",
        formId: decodeURIComponent(formId),
      }
    } catch {
      return { page: "not-found" }
    }
  }
  const storePage = STORE_PAGE.exec(path)?.[1]
  if (storePage !== undefined) {
    try {
      return { page: "store-page", urlId: decodeURIComponent(storePage) }
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
