/**
 * The wire names every side agrees on: paths, the crumb (CSRF) cookie, header and query parameter.
 * This file imports nothing, so the browser client can read it without pulling in Effect.
 *
 * @example
 * fetch(API_PATHS.cart, { credentials: "include" })
 */
export const API_PATHS = {
  products: "/api/commerce/products",
  product: "/api/commerce/products/:idOrSlug",
  cart: "/api/commerce/shopping-cart",
  cartEntries: "/api/commerce/shopping-cart/entries",
  entryQuantity: "/api/commerce/shopping-cart/entries/:entryId/quantity",
  entry: "/api/commerce/shopping-cart/entries/:entryId",
  entryAdditionalFields: "/api/commerce/shopping-cart/entries/:entryId/additionalFields",
  stock: "/api/commerce/inventory/stock/",
  settings: "/api/commerce/settings",
  memberSession: "/api/site-users/account/session",
  memberAccount: "/api/site-users/account",
  memberLocale: "/api/site-users/account/locale",
  staffSession: "/api/staff/session",
  merchantStaff: "/api/admin/staff",
  merchantStaffMember: "/api/admin/staff/:staffId",
  merchantStaffRoles: "/api/admin/staff/:staffId/roles",
  health: "/api/health",
  checkout: "/api/commerce/checkout",
  orders: "/api/commerce/checkout/orders",
  order: "/api/commerce/orders/:orderId",
  confirmPayment: "/api/commerce/orders/:orderId/confirm-payment",
  merchantOrders: "/api/admin/orders",
  merchantOrder: "/api/admin/orders/:orderId",
  fulfilOrder: "/api/admin/orders/:orderId/fulfil",
  cancelOrder: "/api/admin/orders/:orderId/cancel",
  subscriptionCart: "/api/3/commerce/cart/subscription",
  unfulfilOrder: "/api/admin/orders/:orderId/unfulfil",
  reinstateOrder: "/api/admin/orders/:orderId/reinstate",
  formSchema: "/api/template/GetTemplateSchema",
  formValidate: "/api/rest/forms/validate/:formId",
  formSubmissionKey: "/api/form/FormSubmissionKey",
  formSubmission: "/api/form/SaveFormSubmission",
  captchaChallenge: "/api/captcha/challenge",
  placesAutocomplete: "/api/google-maps/places/autocomplete",
  placeDetails: "/api/google-maps/places/details",
  merchantForms: "/api/admin/forms",
  merchantForm: "/api/admin/forms/:formId",
  merchantSubmissions: "/api/admin/forms/:formId/submissions",
  merchantSubmissionsCsv: "/api/admin/forms/:formId/submissions.csv",
} as const

/**
 * The restock endpoints' paths. The spec elides the prefix of the sends ("…/restock/send"); ours is
 * the sign-ups' own, so every restock call lives under one path (API-014, API-015). The visitor's
 * sign-up (API-010, whose method and path the spec leaves open) is API-013's POST. The outbox
 * viewer is ours. They live here, beside `API_PATHS`, not in `restock.ts`: the browser client reads
 * them without building restock's Schemas (and so without Effect on a page's first load).
 *
 * @example
 * RESTOCK_PATHS.send // "/api/site-users/account/notifications/restock/send"
 */
export const RESTOCK_PATHS = {
  signUps: "/api/site-users/account/notifications/restock",
  box: "/api/site-users/account/notifications/restock/box",
  groups: "/api/site-users/account/notifications/restock/groups",
  send: "/api/site-users/account/notifications/restock/send",
  sendAll: "/api/site-users/account/notifications/restock/send/all",
  outbox: "/api/admin/outbox",
  outboxRetry: "/api/admin/outbox/retry",
  settings: "/api/admin/restock/settings",
} as const

/**
 * A path with its `:params` filled in, each value URL-encoded.
 *
 * @example
 * pathOf(API_PATHS.entry, { entryId: "e 1" }) // "/api/commerce/shopping-cart/entries/e%201"
 */
export const pathOf = (path: string, params: { readonly [name: string]: string }): string =>
  path.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ""))

// The cookies a page reads (the crumb, the login state) live in their own file, so a page that only
// reads them does not carry every path of the API.
export { CRUMB, readCookie, readSiteUserInfoCookie } from "./cookies.ts"

/**
 * The site styles as a stylesheet of their own (ours): `path` answers the same CSS the server puts
 * in a storefront page's head, in the `<style>` whose id is `id`. The storefront shell adds it as a
 * `<link>` with that id when the visitor moves in-app from the admin (whose pages carry no site
 * styles) to a storefront page.
 *
 * @example
 * document.getElementById(SITE_STYLES_SHEET.id)
 */
export const SITE_STYLES_SHEET = { path: "/site-styles.css", id: "vitrine-site-styles" } as const
