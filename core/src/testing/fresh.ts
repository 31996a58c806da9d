let counter = 0

/**
 * An id fresh within this process ("order-3"): one counter for every builder of
 * `@vitrine/core/testing`, so no two built rows share an id.
 *
 * @example
 * fresh("order") // "order-1"
 */
export const fresh = (prefix: string): string => `${prefix}-${++counter}`
