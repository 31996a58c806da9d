/**
 * Slide (cover page) predicates.
 *
 * Written against the plugin interface in `../plugins.ts`; registered in `../registry.ts`.
 */
import type { PredicateTable } from "../plugins.ts"

/**
 * The slide predicates.
 *
 * @example
 * slidePredicates["slide-type?"]
 */
export const slidePredicates: PredicateTable = {}
