/**
 * Content predicates: item kinds, images, galleries, events, collections.
 *
 * Written against the plugin interface in `../plugins.ts`; registered in `../registry.ts`.
 */
import type { PredicateTable } from "../plugins.ts"

/**
 * The content predicates.
 *
 * @example
 * contentPredicates["main-image?"]
 */
export const contentPredicates: PredicateTable = {}
