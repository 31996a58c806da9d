import type { Cart, CartEntry, StockRecord } from "@vitrine/core/cart"
import type { Product } from "@vitrine/core/catalog"
import type { CurrencyCode } from "@vitrine/core/money"
import type { StoreSettings } from "@vitrine/core/site"
import { API_PATHS, pathOf } from "../contract/wire.ts"
import { type ApiResult, browserCrumb, send } from "./request.ts"

export * from "./forms.ts"
export type { ApiError, ApiResult } from "./request.ts"
export { CLIENT_MESSAGE } from "./request.ts"

/** What an add-to-cart call sends (API-001); `quantity` may be the input's raw text. */
export interface AddToCartInput {
  readonly itemId: string
  readonly sku?: string | null
  readonly quantity?: number | string
  readonly additionalFields?: string | null
}

/** What a settings change sends: the new store currency. */
export interface SaveSettingsInput {
  readonly selectedCurrency: CurrencyCode
}

/** Options of {@link createStoreClient}; all optional in a browser on the store's own origin. */
export interface StoreClientOptions {
  /** The server's origin; empty (the default) calls the page's own origin. */
  readonly baseUrl?: string
  /** The fetch to use (tests pass one with a cookie jar); defaults to the global fetch. */
  readonly fetch?: typeof fetch
  /** Where the crumb comes from; defaults to the `crumb` cookie in `document.cookie`. */
  readonly crumb?: () => string | undefined
  /** "shape" (default): cheap envelope checks; "schema": the contract Schemas, loaded lazily. */
  readonly validate?: "shape" | "schema"
}

/** The store API as async calls returning results (interface 3). */
export interface StoreClient {
  readonly listProducts: () => Promise<ApiResult<{ products: readonly Product[]; settings: StoreSettings }>>
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
  readonly stock: (itemId: string) => Promise<ApiResult<{ results: readonly StockRecord[] }>>
  readonly getSettings: () => Promise<ApiResult<{ settings: StoreSettings }>>
  readonly saveSettings: (input: SaveSettingsInput) => Promise<ApiResult<{ settings: StoreSettings }>>
}

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
  const config = {
    baseUrl: options.baseUrl ?? "",
    fetch: options.fetch ?? ((...args: Parameters<typeof fetch>) => globalThis.fetch(...args)),
    crumb: options.crumb ?? browserCrumb,
    validate: options.validate ?? "shape",
  }
  return {
    listProducts: () => send(config, { endpoint: "listProducts", method: "GET", path: API_PATHS.products }),
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
    removeEntry: (entryId) =>
      send(config, { endpoint: "removeEntry", method: "DELETE", path: pathOf(API_PATHS.entry, { entryId }) }),
    stock: (itemId) =>
      send(config, { endpoint: "stock", method: "GET", path: API_PATHS.stock, query: { itemId } }),
    getSettings: () => send(config, { endpoint: "getSettings", method: "GET", path: API_PATHS.settings }),
    saveSettings: (input) =>
      send(config, { endpoint: "saveSettings", method: "PUT", path: API_PATHS.settings, body: input }),
  }
}
