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
  | "changeAdditionalFields"
  | "removeEntry"
  | "stock"
  | "getSettings"
  | "saveSettings"
  | "memberSignedIn"
  | "memberSignedOut"
  | "member"
  | "staffSignedIn"
  | "staffSignedOut"
  | "staff"
  | "memberLocale"
  | "listStaff"
  | "addStaff"
  | "changeStaffRoles"
  | "removeStaff"
  | "siteHeaderFooter"
  | "siteStyles"
  | "fontList"
  | "homeLayout"
  | "multilingualSettings"
  | "multilingualStatus"
  | "multilingualLanguages"
  | "connections"
  | "mailingConnection"
  | "automationConnection"
  | "listSubscribers"
  | "removeListSubscriber"
  | "getCheckout"
  | "placeOrder"
  | "confirmPayment"
  | "getOrder"
  | "listOrders"
  | "merchantOrder"
  | "restockBox"
  | "restockSettings"
  | "startSubscription"
  | "restockSignUp"
  | "restockGroups"
  | "restockSignUps"
  | "restockSend"
  | "restockSendAll"
  | "outbox"
  | "retryOutbox"
  | "getForm"
  | "formSubmissionKey"
  | "submitForm"
  | "listForms"
  | "saveForm"
  | "listSubmissions"
  | "analytics"
  | "suggestAddresses"
  | "placeDetails"
  | "siteFiles"
  | "smugmugGalleries"
  | "siteFile"
  | "siteFileDeleted"
  | "siteFileJob"
  | "storePages"
  | "storePage"
  | "storePageCreated"
  | "storeRootCategory"

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

const isMember = (value: unknown): boolean =>
  isRecord(value) && typeof value.id === "string" && typeof value.email === "string"

const isStaff = (value: unknown): boolean =>
  isMember(value) && Array.isArray((value as { roles?: unknown }).roles)

const hasToken = (body: unknown): body is Record<string, unknown> =>
  isRecord(body) && typeof body.xsrfToken === "string"
const isOrder = (value: unknown): boolean =>
  isRecord(value) && typeof value.id === "string" && Array.isArray(value.items) && isRecord(value.grandTotal)
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
  changeAdditionalFields: (body) =>
    isRecord(body) && isCart(body.shoppingCart) && isRecord(body.updatedEntry),
  removeEntry: (body) => isRecord(body) && isCart(body.shoppingCart),
  stock: (body) => isRecord(body) && Array.isArray(body.results),
  suggestAddresses: (body) => isRecord(body) && Array.isArray(body.suggestions),
  placeDetails: (body) => isRecord(body) && isRecord(body.address) && typeof body.address.line1 === "string",
  siteFiles: (body) => isRecord(body) && Array.isArray(body.files) && typeof body.maxSize === "number",
  smugmugGalleries: (body) => isRecord(body) && Array.isArray(body.galleries),
  siteFile: (body) => isRecord(body) && isRecord(body.file) && typeof body.file.id === "string",
  siteFileDeleted: (body) => isRecord(body) && body.deleted === true,
  siteFileJob: (body) =>
    isRecord(body) &&
    isRecord(body.job) &&
    typeof body.job.id === "string" &&
    typeof body.job.state === "string" &&
    ["queued", "running", "complete", "failed", "cancelled"].includes(body.job.state) &&
    typeof body.job.progress === "number" &&
    Array.isArray(body.job.renditions) &&
    typeof body.job.abandoned === "boolean",
  storePages: (body) => isRecord(body) && Array.isArray(body.pages) && isRecord(body.limits),
  storePage: (body) => isRecord(body) && isRecord(body.page) && isRecord(body.collection),
  storePageCreated: (body) => isRecord(body) && typeof body.id === "string",
  storeRootCategory: (body) => isRecord(body) && isRecord(body.category),
  getSettings: (body) => isRecord(body) && isSettings(body.settings),
  saveSettings: (body) => isRecord(body) && isSettings(body.settings),
  memberSignedIn: (body) =>
    hasToken(body) &&
    isMember(body.member) &&
    Array.isArray(body.adjustments) &&
    (body.cart === null || isCart(body.cart)),
  memberSignedOut: (body) => hasToken(body) && (body.cart === null || isCart(body.cart)),
  member: (body) => isRecord(body) && (body.member === null || isMember(body.member)),
  staffSignedIn: (body) => hasToken(body) && isStaff(body.staff),
  staffSignedOut: hasToken,
  staff: (body) => isRecord(body) && (body.staff === null || isStaff(body.staff)),
  memberLocale: (body) => isRecord(body) && typeof body.language === "string",
  listStaff: (body) => isRecord(body) && Array.isArray(body.staff) && body.staff.every(isStaff),
  addStaff: (body) => isRecord(body) && isStaff(body.staff) && "password" in body,
  changeStaffRoles: (body) => isRecord(body) && isStaff(body.staff) && "xsrfToken" in body,
  removeStaff: (body) => isRecord(body) && body.removed === true,
  siteHeaderFooter: (body) => isRecord(body) && isRecord(body.header) && isRecord(body.footer),
  siteStyles: (body) =>
    isRecord(body) &&
    typeof body.headingFont === "string" &&
    typeof body.bodyFont === "string" &&
    isRecord(body.colours),
  fontList: (body) => isRecord(body) && Array.isArray(body.fonts),
  homeLayout: (body) =>
    isRecord(body) &&
    (body.layout === null || (isRecord(body.layout) && Array.isArray(body.layout.sections))),
  multilingualSettings: (body) =>
    isRecord(body) && typeof body.primaryLanguage === "string" && Array.isArray(body.languages),
  multilingualStatus: (body) => isRecord(body) && typeof body.connected === "boolean",
  multilingualLanguages: (body) => isRecord(body) && Array.isArray(body.languages),
  connections: (body) => isRecord(body) && isRecord(body.automation) && Array.isArray(body.lists),
  mailingConnection: (body) => isRecord(body) && "mailing" in body,
  automationConnection: (body) => isRecord(body) && isRecord(body.automation),
  listSubscribers: (body) => isRecord(body) && Array.isArray(body.subscribers),
  removeListSubscriber: (body) => isRecord(body) && body.removed === true,
  getCheckout: (body) => isRecord(body) && isRecord(body.quote) && Array.isArray(body.quote.items),
  placeOrder: (body) => isRecord(body) && isOrder(body.order),
  confirmPayment: (body) => isRecord(body) && isOrder(body.order),
  getOrder: (body) => isRecord(body) && isOrder(body.order),
  listOrders: (body) => isRecord(body) && Array.isArray(body.orders) && body.orders.every(isOrder),
  merchantOrder: (body) => isRecord(body) && isOrder(body.order),
  restockSettings: (body) =>
    isRecord(body) && isRecord(body.settings) && typeof body.settings.autoSend === "boolean",
  restockBox: (body) =>
    isRecord(body) && typeof body.captcha === "boolean" && typeof body.mailingListSignUp === "boolean",
  startSubscription: (body) => isRecord(body) && typeof body.cartToken === "string",
  restockSignUp: (body) => isRecord(body) && body.signedUp === true,
  restockGroups: (body) =>
    isRecord(body) && Array.isArray(body.signUpGroups) && typeof body.hasNextPage === "boolean",
  restockSignUps: (body) =>
    isRecord(body) && Array.isArray(body.signUps) && typeof body.hasNextPage === "boolean",
  restockSend: (body) => isRecord(body) && Array.isArray(body.results),
  restockSendAll: (body) => isRecord(body) && Array.isArray(body.results),
  outbox: (body) => isRecord(body) && Array.isArray(body.messages),
  retryOutbox: (body) => isRecord(body) && typeof body.retried === "boolean",
  getForm: (body) => isRecord(body) && isForm(body.form),
  formSubmissionKey: (body) => isRecord(body) && isRecord(body.data) && typeof body.data.key === "string",
  submitForm: (body) => isRecord(body) && body.success === true,
  listForms: (body) => isRecord(body) && Array.isArray(body.forms) && body.forms.every(isForm),
  saveForm: (body) => isRecord(body) && isForm(body.form),
  listSubmissions: (body) =>
    isRecord(body) &&
    isForm(body.form) &&
    Array.isArray(body.submissions) &&
    (body.next === null || typeof body.next === "string"),
  analytics: (body) =>
    isRecord(body) &&
    isRecord(body.dashboard) &&
    isRecord(body.dashboard.totals) &&
    Array.isArray(body.dashboard.series),
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
