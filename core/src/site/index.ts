/**
 * `@vitrine/core/site`: the site and its store settings, site status and trial days, the admin check,
 * the store URL id, tag and category names, image sizes and alt text, and the site limits.
 *
 * @example
 * import { DEFAULT_STORE_SETTINGS, storeUrlId } from "@vitrine/core/site"
 * storeUrlId("Shop", ["shop"]) // "shop-1"
 */
export * from "./defaults.ts"
export * from "./image.ts"
export * from "./limits.ts"
export * from "./model.ts"
export * from "./status.ts"
export * from "./tags.ts"
export * from "./url-id.ts"
