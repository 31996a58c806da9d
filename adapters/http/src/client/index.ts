/**
 * `@vitrine/adapter-http/client`: the browser-safe fetch clients of the store API (store, accounts,
 * staff, forms, analytics), their types, and the cookies and messages a page reads. Only
 * re-exports: a page that imports one name from here carries that name's module, not every client.
 *
 * @example
 * import { createStoreClient } from "@vitrine/adapter-http/client"
 */
export { readSiteUserInfoCookie } from "../contract/cookies.ts"
export * from "./account.ts"
export * from "./analytics.ts"
export * from "./connections.ts"
export * from "./forms.ts"
export * from "./home-layout.ts"
export { CLIENT_MESSAGE } from "./messages.ts"
export * from "./multilingual.ts"
export * from "./places.ts"
export type { ApiError, ApiResult, StoreClientOptions } from "./request.ts"
export * from "./site.ts"
export * from "./site-files.ts"
export * from "./site-styles.ts"
export * from "./staff.ts"
export * from "./store.ts"
export * from "./store-pages.ts"
