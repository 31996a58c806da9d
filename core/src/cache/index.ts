/**
 * `@vitrine/core/cache`: a least-recently-used cache with the spec's default capacity of 100.
 *
 * @example
 * import { makeLruCache } from "@vitrine/core/cache"
 * const formats = makeLruCache<string, Intl.NumberFormat>()
 */
export * from "./lru.ts"
