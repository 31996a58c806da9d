/**
 * `@vitrine/adapter-smugmug`: the SmugmugGalleries port (CONST-007) on Smugmug's API v2
 * (`smugmugApi`), and a canned one that never asks Smugmug (`cannedSmugmugGalleries`) for a store
 * without internet.
 *
 * @example
 * import { smugmugApi } from "@vitrine/adapter-smugmug"
 */
export * from "./api.ts"
export * from "./canned.ts"
