/**
 * `@vitrine/core/site`: the site and its store settings.
 *
 * @example
 * import { DEFAULT_STORE_SETTINGS } from "@vitrine/core/site"
 */
export * from "./defaults.ts"
export * from "./model.ts"
