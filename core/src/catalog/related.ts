import { isSoldOut } from "./display.ts"
import type { Product } from "./model.ts"

/** How many products the product page's "You may also like" section shows at most. */
export const RELATED_PRODUCTS_SHOWN = 4

/**
 * The products to suggest beside `product` (the product page's "You may also like", UI-007: added
 * to the cart from that page), at most `limit`, chosen from the catalogue in its own order:
 *
 * - never the product itself (matched by id);
 * - sold-out products are left out rather than put last: the section exists to add to the cart, and
 *   a card whose only button reads 'Sold Out' takes a place an addable product could have;
 * - products of the same type first (a physical product suggests physical ones, a gift card other
 *   gift cards): the catalogue has no categories, and the demo store one collection, so the type is
 *   the closest grouping it has; then the rest;
 * - within each group, starting after `product` in catalogue order and wrapping round, so
 *   neighbouring pages suggest different products and every product is suggested somewhere, the
 *   same way on every render (no randomness: the server's HTML and the browser's agree).
 *
 * A product not in the catalogue is placed before the first one. Pure; never more than `limit` and
 * no product twice (a repeated id counts as its first entry in the catalogue).
 *
 * @example
 * relatedProducts(linenShirt, catalogue).map((related) => related.title) // ["Canvas Tote", …]
 */
export const relatedProducts = (
  product: Pick<Product, "id" | "productType">,
  catalogue: readonly Product[],
  limit: number = RELATED_PRODUCTS_SHOWN,
): readonly Product[] => {
  // A repeated id counts once, as its first entry in the catalogue.
  const distinct = catalogue.filter(
    (candidate, index) => catalogue.findIndex((c) => c.id === candidate.id) === index,
  )
  const start = distinct.findIndex((candidate) => candidate.id === product.id) + 1
  const candidates = [...distinct.slice(start), ...distinct.slice(0, start)].filter(
    (candidate) => candidate.id !== product.id && !isSoldOut(candidate),
  )
  const sameType = candidates.filter((candidate) => candidate.productType === product.productType)
  const others = candidates.filter((candidate) => candidate.productType !== product.productType)
  return [...sameType, ...others].slice(0, Math.max(0, limit))
}
