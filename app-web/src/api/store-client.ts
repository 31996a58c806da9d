/**
 * The store API as the web app sees it: the types of `@vitrine/adapter-http/client`, re-exported so
 * features and tests name them through `src/api` and never import the adapter themselves. Features
 * receive the client through `StoreClientProvider`; tests pass a fake of the same type.
 *
 * @example
 * const client: StoreClient = fakeClient({ products: [tee] })
 */
export type {
  AddToCartInput,
  ApiError,
  ApiResult,
  SaveSettingsInput,
  StoreClient,
} from "@vitrine/adapter-http/client"
