/**
 * `@vitrine/core/enums`: every enumeration of the spec as typed constants (plain objects, no Effect)
 * and their Schemas. Where the spec lists only some values, the constants hold those and the
 * Schemas accept the whole stated range.
 *
 * @example
 * import { PageType, codeName } from "@vitrine/core/enums"
 * codeName(PageType, 100) // "NOT_FOUND"
 */
export * from "./content-types.ts"
export * from "./lookup.ts"
export * from "./model.ts"
export * from "./names.ts"
export * from "./page-type.ts"
export * from "./site-codes.ts"
