/**
 * Commerce predicates: sold out, on sale, variants, prices.
 *
 * Written against the plugin interface in `../plugins.ts`; registered in `../registry.ts`.
 */
import type { PredicateTable } from "../plugins.ts"

/**
 * The commerce predicates.
 *
 * @example
 * commercePredicates["sold-out?"]
 */
export const commercePredicates: PredicateTable = {}
