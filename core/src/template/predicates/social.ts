/**
 * Social predicates: comments, Disqus, likes.
 *
 * Written against the plugin interface in `../plugins.ts`; registered in `../registry.ts`.
 */
import type { PredicateTable } from "../plugins.ts"

/**
 * The social predicates.
 *
 * @example
 * socialPredicates["comments?"]
 */
export const socialPredicates: PredicateTable = {}
