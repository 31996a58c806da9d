import type { StoreClient } from "@vitrine/adapter-http/client"

/**
 * What the React bindings call on the store: the visitor's cart, adding to it, changing and removing
 * its lines and their custom-form answers, the store settings, and (optional) opening a subscription cart (API-004). The HTTP client of `@vitrine/adapter-http/client`
 * (`createStoreClient()`) is one; any object with these methods will do (a client over another
 * transport, a fake in tests). Every call returns `{ ok, value }` or `{ ok: false, error }` and
 * never throws for a refusal; a failed network is `status: 0`.
 *
 * @example
 * const client: VitrineClient = createStoreClient()
 * <VitrineProvider client={client}>…</VitrineProvider>
 */
export type VitrineClient = Pick<
  StoreClient,
  "getCart" | "addToCart" | "changeQuantity" | "changeAdditionalFields" | "removeEntry" | "getSettings"
> &
  // A client without it adds a subscribable product to the visitor's cart like any other.
  Partial<Pick<StoreClient, "startSubscription">>

export type {
  AddToCartInput,
  ApiError,
  ApiResult,
  ChangeAdditionalFieldsInput,
} from "@vitrine/adapter-http/client"
