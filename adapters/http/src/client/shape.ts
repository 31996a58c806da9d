/**
 * Cheap shape checks of each response, for the browser: the server already encodes every body with
 * the contract Schema, so the client only confirms it got the right envelope (Effect Schema would
 * cost ~28 KB gzip of the product page's 100 KB budget). `validate: "schema"` swaps in the full
 * contract Schemas (`schema-check.ts`, loaded lazily).
 */
export type Endpoint =
  | "listProducts"
  | "getProduct"
  | "getCart"
  | "addToCart"
  | "changeQuantity"
  | "removeEntry"
  | "stock"
  | "getSettings"
  | "saveSettings"
  | "getForm"
  | "formSubmissionKey"
  | "submitForm"
  | "listForms"
  | "listSubmissions"

type Check = (body: unknown) => boolean

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null

const isCart = (value: unknown): boolean =>
  isRecord(value) &&
  typeof value.id === "string" &&
  Array.isArray(value.entries) &&
  typeof value.totalQuantity === "number"

const isSettings = (value: unknown): boolean =>
  isRecord(value) && typeof value.selectedCurrency === "string" && isRecord(value.storeSettings)

const isForm = (value: unknown): boolean =>
  isRecord(value) && typeof value.id === "string" && Array.isArray(value.fields)

const isProduct = (value: unknown): boolean =>
  isRecord(value) && typeof value.id === "string" && Array.isArray(value.variants)

/**
 * The envelope check of each endpoint's response.
 *
 * @example
 * SHAPE_CHECKS.getCart({ cart: null }) // true
 */
export const SHAPE_CHECKS: Record<Endpoint, Check> = {
  listProducts: (body) =>
    isRecord(body) &&
    Array.isArray(body.products) &&
    body.products.every(isProduct) &&
    isRecord(body.settings),
  getProduct: (body) => isRecord(body) && isProduct(body.product),
  getCart: (body) => isRecord(body) && (body.cart === null || isCart(body.cart)),
  addToCart: (body) => isRecord(body) && isCart(body.shoppingCart) && isRecord(body.newlyAdded),
  changeQuantity: (body) => isRecord(body) && isCart(body.shoppingCart),
  removeEntry: (body) => isRecord(body) && isCart(body.shoppingCart),
  stock: (body) => isRecord(body) && Array.isArray(body.results),
  getSettings: (body) => isRecord(body) && isSettings(body.settings),
  saveSettings: (body) => isRecord(body) && isSettings(body.settings),
  getForm: (body) => isRecord(body) && isForm(body.form),
  formSubmissionKey: (body) => isRecord(body) && isRecord(body.data) && typeof body.data.key === "string",
  submitForm: (body) => isRecord(body) && body.success === true,
  listForms: (body) => isRecord(body) && Array.isArray(body.forms) && body.forms.every(isForm),
  listSubmissions: (body) =>
    isRecord(body) &&
    isForm(body.form) &&
    Array.isArray(body.submissions) &&
    (body.next === null || typeof body.next === "string"),
}

/**
 * Reads an error body: its message, field errors and crumb flag, whatever else it holds.
 *
 * @example
 * readErrorBody({ message: "x", errors: { quantity: "y" } }) // { message: "x", fieldErrors: { quantity: "y" }, crumbFail: false }
 */
export const readErrorBody = (body: unknown) => {
  const record = isRecord(body) ? body : {}
  const fieldErrors: Record<string, string> = {}
  if (isRecord(record.errors)) {
    for (const [field, message] of Object.entries(record.errors))
      if (typeof message === "string") fieldErrors[field] = message
  }
  return {
    message: typeof record.message === "string" && record.message !== "" ? record.message : undefined,
    fieldErrors,
    crumbFail: record.crumbFail === true,
  }
}
