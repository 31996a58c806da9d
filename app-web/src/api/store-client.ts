/**
 * The store API as the web app sees it: the types of `@vitrine/adapter-http/client`, re-exported so
 * pages and tests name them through `src/api` and never import the adapter themselves. Pages receive
 * the client through `StoreClientProvider`; tests pass a fake of the same type.
 *
 * @example
 * const client: StoreClient = fakeClient({ products: [tee] })
 */
export type {
  ApiError,
  ApiResult,
  CheckoutQuote,
  PlacedOrder,
  StoreClient,
} from "@vitrine/adapter-http/client"
