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
  stock: "/api/commerce/inventory/stock/",
  settings: "/api/commerce/settings",
  health: "/api/health",
  formSchema: "/api/template/GetTemplateSchema",
  formValidate: "/api/rest/forms/validate/:formId",
  formSubmissionKey: "/api/form/FormSubmissionKey",
  formSubmission: "/api/form/SaveFormSubmission",
  captchaChallenge: "/api/captcha/challenge",
  merchantForms: "/api/admin/forms",
  merchantForm: "/api/admin/forms/:formId",
  merchantSubmissions: "/api/admin/forms/:formId/submissions",
  merchantSubmissionsCsv: "/api/admin/forms/:formId/submissions.csv",
} as const

/**
 * A path with its `:params` filled in, each value URL-encoded.
 *
 * @example
 * pathOf(API_PATHS.entry, { entryId: "e 1" }) // "/api/commerce/shopping-cart/entries/e%201"
 */
export const pathOf = (path: string, params: { readonly [name: string]: string }): string =>
  path.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ""))

/**
 * The crumb: a double-submit CSRF token. The server sets the `crumb` cookie (readable by scripts);
 * a state-changing call echoes it in the `X-CSRF-Token` header or the `crumb` query parameter.
 *
 * @example
 * headers[CRUMB.header] = readCookie(document.cookie, CRUMB.cookie)
 */
export const CRUMB = { cookie: "crumb", header: "X-CSRF-Token", query: "crumb" } as const

/**
 * The value of one cookie in a `Cookie` header or `document.cookie` string, or undefined.
 *
 * @example
 * readCookie("a=1; crumb=xyz", "crumb") // "xyz"
 */
export const readCookie = (header: string | undefined, name: string): string | undefined => {
  for (const part of (header ?? "").split(";")) {
    const at = part.indexOf("=")
    if (at < 0 || part.slice(0, at).trim() !== name) continue
    const raw = part.slice(at + 1).trim()
    try {
      return decodeURIComponent(raw)
    } catch {
      return raw
    }
  }
  return undefined
}
