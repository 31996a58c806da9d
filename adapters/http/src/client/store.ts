import type { Cart, CartEntry, StockRecord } from "@vitrine/core/cart"
import type { Product } from "@vitrine/core/catalog"
import type { Order, OrderStatus } from "@vitrine/core/checkout"
import type { OutboxState } from "@vitrine/core/mail"
import type { CurrencyCode } from "@vitrine/core/money"
import type {
  RestockBoxConfig,
  RestockPayload,
  RestockSettings,
  RestockSignUp,
  SendRequest,
  SendResult,
  SignUpGroup,
} from "@vitrine/core/restock"
import type { HomeLayout, StoreSettings } from "@vitrine/core/site"
import type { GetCheckout, PlaceOrder } from "../contract/checkout.ts"
import type { OutboxRow } from "../contract/restock-admin.ts"
import { SITE_PATHS } from "../contract/site-paths.ts"
import { API_PATHS, pathOf, RESTOCK_PATHS } from "../contract/wire.ts"
import { type ApiResult, clientConfig, type StoreClientOptions, send } from "./request.ts"

/** What an add-to-cart call sends (API-001); `quantity` may be the input's raw text. */
export interface AddToCartInput {
  readonly itemId: string
  readonly sku?: string | null
  readonly quantity?: number | string
  readonly additionalFields?: string | null
}

/** What a change of a line's answers sends (API-002): the line's item and SKU, and the answers' JSON text. */
export interface ChangeAdditionalFieldsInput {
  readonly itemId: string
  readonly sku?: string | null
  readonly additionalFields: string | null
}

/** What API-004 sends: the product, its variant, the quantity as typed, its answers and plan option. */
export interface StartSubscriptionInput {
  readonly itemId: string
  readonly sku?: string | null
  readonly qty?: number | string
  readonly additionalFields?: string | null
  readonly subscriptionOptionId?: string | null
}

/** What a settings change sends: the new store currency. */
export interface SaveSettingsInput {
  readonly selectedCurrency: CurrencyCode
}

/** The store API as async calls returning results (interface 3). */
/** The checkout quote the page shows (`GET /api/commerce/checkout`). */
export type CheckoutQuote = (typeof GetCheckout.response.Type)["quote"]
/** What the checkout form sends (`POST /api/commerce/checkout/orders`). */
export type PlaceOrderInput = typeof PlaceOrder.body.Type
/** An order, and the payment's second step when it needs one. */
export interface PlacedOrder {
  readonly order: Order
  readonly nextAction: { readonly clientSecret: string } | null
}
/** The merchant's order list query. */
export interface OrderListQuery {
  readonly status?: OrderStatus
  readonly search?: string
  readonly cursor?: string
  readonly limit?: number
}

export interface StoreClient {
  readonly listProducts: () => Promise<ApiResult<{ products: readonly Product[]; settings: StoreSettings }>>
  /** The home page's sections as the merchant arranged them (`null`: none), for a home page the server did not render. */
  readonly homePage: () => Promise<ApiResult<{ layout: HomeLayout | null }>>
  readonly getProduct: (idOrSlug: string) => Promise<ApiResult<{ product: Product }>>
  readonly getCart: () => Promise<ApiResult<{ cart: Cart | null }>>
  readonly addToCart: (
    input: AddToCartInput,
  ) => Promise<ApiResult<{ shoppingCart: Cart; newlyAdded: CartEntry }>>
  readonly changeQuantity: (
    entryId: string,
    quantity: number | string,
  ) => Promise<ApiResult<{ shoppingCart: Cart }>>
  readonly removeEntry: (entryId: string) => Promise<ApiResult<{ shoppingCart: Cart }>>
  /** Replaces a line's answers to its product's custom form (API-002). */
  readonly changeAdditionalFields: (
    entryId: string,
    input: ChangeAdditionalFieldsInput,
  ) => Promise<ApiResult<{ shoppingCart: Cart; updatedEntry: CartEntry }>>
  readonly stock: (itemId: string) => Promise<ApiResult<{ results: readonly StockRecord[] }>>
  readonly getSettings: () => Promise<ApiResult<{ settings: StoreSettings }>>
  readonly saveSettings: (input: SaveSettingsInput) => Promise<ApiResult<{ settings: StoreSettings }>>
  readonly getCheckout: (destination?: {
    readonly cartToken?: string
    readonly country?: string
    readonly region?: string
    readonly shippingOptionId?: string
  }) => Promise<ApiResult<{ quote: CheckoutQuote }>>
  readonly placeOrder: (input: PlaceOrderInput) => Promise<ApiResult<PlacedOrder>>
  readonly confirmPayment: (orderId: string) => Promise<ApiResult<PlacedOrder>>
  readonly getOrder: (orderId: string) => Promise<ApiResult<{ order: Order }>>
  readonly listOrders: (
    query?: OrderListQuery,
  ) => Promise<ApiResult<{ orders: readonly Order[]; nextCursor: string | null }>>
  readonly fulfilOrder: (orderId: string) => Promise<ApiResult<{ order: Order }>>
  readonly cancelOrder: (orderId: string) => Promise<ApiResult<{ order: Order }>>
  /** What the restock box needs of the store: whether it checks a captcha (RESTOCK-004). */
  readonly restockBox: () => Promise<ApiResult<RestockBoxConfig>>
  /** One order for the merchant (`orders.read`). */
  readonly getMerchantOrder: (orderId: string) => Promise<ApiResult<{ order: Order }>>
  /** The undo of fulfilOrder: back to paid. */
  readonly unfulfilOrder: (orderId: string) => Promise<ApiResult<{ order: Order }>>
  /** The undo of cancelOrder: paid again, its stock taken again (409 when sold since). */
  readonly reinstateOrder: (orderId: string) => Promise<ApiResult<{ order: Order }>>
  /** Opens a subscription cart for one subscribable line (API-004); its `cartToken` opens the subscription checkout. */
  readonly startSubscription: (input: StartSubscriptionInput) => Promise<ApiResult<{ cartToken: string }>>
  /** The visitor's restock sign-up (API-010, API-013). */
  readonly restockSignUp: (payload: RestockPayload) => Promise<ApiResult<{ signedUp: true }>>
  /** One page of sign-up groups (API-011). */
  readonly restockGroups: (cursor?: string) => Promise<ApiResult<RestockPage<"signUpGroups", SignUpGroup>>>
  /** One page of a product's sign-ups, of one variant or all (API-012). */
  readonly restockSignUps: (
    filter: { readonly productId: string; readonly variantId?: string },
    cursor?: string,
  ) => Promise<ApiResult<RestockPage<"signUps", RestockSignUp>>>
  /** Sends to one variant's waiting sign-ups (API-014). */
  readonly restockSend: (request: SendRequest) => Promise<ApiResult<{ results: readonly SendResult[] }>>
  /** Sends to several variants' waiting sign-ups (API-015). */
  readonly restockSendAll: (
    sendRequests: readonly SendRequest[],
  ) => Promise<ApiResult<{ results: readonly SendResult[] }>>
  /** The outbox viewer: newest first, of one state or all. */
  readonly outbox: (filter?: {
    readonly state?: OutboxState
    readonly after?: string
  }) => Promise<ApiResult<{ messages: readonly OutboxRow[] }>>
  /** Sends a dead e-mail again. */
  readonly retryOutbox: (key: string) => Promise<ApiResult<{ retried: boolean }>>
  /** The restock settings (the automatic send, the box's mailing-list checkbox). */
  readonly restockSettings: () => Promise<ApiResult<{ settings: RestockSettings }>>
  /** Saves the restock settings given; the others stay as they are. */
  readonly saveRestockSettings: (
    settings: Partial<RestockSettings>,
  ) => Promise<ApiResult<{ settings: RestockSettings }>>
}

/** A page of a restock list: its items under `key`, and the paging fields (API-011, API-012). */
export type RestockPage<K extends string, A> = { readonly [P in K]: readonly A[] } & {
  readonly hasNextPage: boolean
  readonly nextPageCursor: string | null
}

const defined = (query: { readonly [name: string]: string | undefined }): { [name: string]: string } =>
  Object.fromEntries(
    Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined),
  )

/**
 * A fetch client of the store API, safe for the browser (no Node or Express imports, no Effect
 * unless `validate: "schema"`). Sends cookies, echoes the crumb on state-changing calls, and returns
 * `{ ok: false, error }` for every failure (status 0 when the network failed) instead of throwing.
 *
 * @example
 * const client = createStoreClient()
 * const added = await client.addToCart({ itemId: product.id, sku: variant.sku, quantity: "2" })
 * if (!added.ok) alert(added.error.message)
 */
export const createStoreClient = (options: StoreClientOptions = {}): StoreClient => {
  const config = clientConfig(options)
  return {
    listProducts: () => send(config, { endpoint: "listProducts", method: "GET", path: API_PATHS.products }),
    homePage: () => send(config, { endpoint: "homeLayout", method: "GET", path: SITE_PATHS.homePage }),
    getProduct: (idOrSlug) =>
      send(config, { endpoint: "getProduct", method: "GET", path: pathOf(API_PATHS.product, { idOrSlug }) }),
    getCart: () => send(config, { endpoint: "getCart", method: "GET", path: API_PATHS.cart }),
    addToCart: (input) =>
      send(config, { endpoint: "addToCart", method: "POST", path: API_PATHS.cartEntries, body: input }),
    changeQuantity: (entryId, quantity) =>
      send(config, {
        endpoint: "changeQuantity",
        method: "PUT",
        path: pathOf(API_PATHS.entryQuantity, { entryId }),
        body: { quantity },
      }),
    changeAdditionalFields: (entryId, input) =>
      send(config, {
        endpoint: "changeAdditionalFields",
        method: "PUT",
        path: pathOf(API_PATHS.entryAdditionalFields, { entryId }),
        body: input,
      }),
    removeEntry: (entryId) =>
      send(config, { endpoint: "removeEntry", method: "DELETE", path: pathOf(API_PATHS.entry, { entryId }) }),
    stock: (itemId) =>
      send(config, { endpoint: "stock", method: "GET", path: API_PATHS.stock, query: { itemId } }),
    getSettings: () => send(config, { endpoint: "getSettings", method: "GET", path: API_PATHS.settings }),
    saveSettings: (input) =>
      send(config, { endpoint: "saveSettings", method: "PUT", path: API_PATHS.settings, body: input }),
    getCheckout: (destination = {}) =>
      send(config, {
        endpoint: "getCheckout",
        method: "GET",
        path: API_PATHS.checkout,
        query: { ...destination },
      }),
    placeOrder: (input) =>
      send(config, { endpoint: "placeOrder", method: "POST", path: API_PATHS.orders, body: input }),
    confirmPayment: (orderId) =>
      send(config, {
        endpoint: "confirmPayment",
        method: "POST",
        path: pathOf(API_PATHS.confirmPayment, { orderId }),
      }),
    getOrder: (orderId) =>
      send(config, { endpoint: "getOrder", method: "GET", path: pathOf(API_PATHS.order, { orderId }) }),
    listOrders: (query = {}) =>
      send(config, {
        endpoint: "listOrders",
        method: "GET",
        path: API_PATHS.merchantOrders,
        query: Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])),
      }),
    fulfilOrder: (orderId) =>
      send(config, {
        endpoint: "merchantOrder",
        method: "POST",
        path: pathOf(API_PATHS.fulfilOrder, { orderId }),
      }),
    cancelOrder: (orderId) =>
      send(config, {
        endpoint: "merchantOrder",
        method: "POST",
        path: pathOf(API_PATHS.cancelOrder, { orderId }),
      }),
    restockSettings: () =>
      send(config, { endpoint: "restockSettings", method: "GET", path: RESTOCK_PATHS.settings }),
    saveRestockSettings: (settings) =>
      send(config, {
        endpoint: "restockSettings",
        method: "PUT",
        path: RESTOCK_PATHS.settings,
        body: settings,
      }),
    restockBox: () => send(config, { endpoint: "restockBox", method: "GET", path: RESTOCK_PATHS.box }),
    getMerchantOrder: (orderId) =>
      send(config, {
        endpoint: "merchantOrder",
        method: "GET",
        path: pathOf(API_PATHS.merchantOrder, { orderId }),
      }),
    unfulfilOrder: (orderId) =>
      send(config, {
        endpoint: "merchantOrder",
        method: "POST",
        path: pathOf(API_PATHS.unfulfilOrder, { orderId }),
      }),
    reinstateOrder: (orderId) =>
      send(config, {
        endpoint: "merchantOrder",
        method: "POST",
        path: pathOf(API_PATHS.reinstateOrder, { orderId }),
      }),
    startSubscription: (input) =>
      send(config, {
        endpoint: "startSubscription",
        method: "POST",
        path: API_PATHS.subscriptionCart,
        body: input,
      }),
    restockSignUp: (payload) =>
      send(config, { endpoint: "restockSignUp", method: "POST", path: RESTOCK_PATHS.signUps, body: payload }),
    restockGroups: (cursor) =>
      send(config, {
        endpoint: "restockGroups",
        method: "GET",
        path: RESTOCK_PATHS.groups,
        query: defined({ cursor }),
      }),
    restockSignUps: (filter, cursor) =>
      send(config, {
        endpoint: "restockSignUps",
        method: "GET",
        path: RESTOCK_PATHS.signUps,
        query: defined({ productId: filter.productId, variantId: filter.variantId, cursor }),
      }),
    restockSend: (request) =>
      send(config, { endpoint: "restockSend", method: "POST", path: RESTOCK_PATHS.send, body: request }),
    restockSendAll: (sendRequests) =>
      send(config, {
        endpoint: "restockSendAll",
        method: "POST",
        path: RESTOCK_PATHS.sendAll,
        body: { sendRequests },
      }),
    outbox: (filter = {}) =>
      send(config, {
        endpoint: "outbox",
        method: "GET",
        path: RESTOCK_PATHS.outbox,
        query: defined({ state: filter.state, after: filter.after }),
      }),
    retryOutbox: (key) =>
      send(config, {
        endpoint: "retryOutbox",
        method: "POST",
        path: RESTOCK_PATHS.outboxRetry,
        body: { key },
      }),
  }
}
