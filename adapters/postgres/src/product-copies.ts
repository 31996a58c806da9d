import type { AddToCartSnapshot, CheckedAgainst, StockRecord } from "@vitrine/core/cart"
import type { Product } from "@vitrine/core/catalog"
import { Option } from "effect"

/**
 * The products add-to-cart read lately, kept by this process so that a visitor's first add of a
 * popular product costs one statement (the write) instead of two: each as an add-to-cart snapshot
 * marked `kept`, under the id or slug it was asked for, the last `capacity` of them. A copy is never
 * trusted: the core program refuses nothing on it, and a write checked against it names the revision
 * the product was read at (`revisionOf`) and lands only if the product is still at it; a write that
 * finds it changed drops the copy (`drop`), so the next add reads the product again.
 *
 * @example
 * const copies = productCopies(256)
 * copies.saw("linen-shirt", product, 3, stock)
 * copies.find("linen-shirt") // { product: Option.some(product), stock, cart: Option.none(), kept: true }
 */
export const productCopies = (capacity: number) => {
  // Products read from the same text are one object (`json-text.ts`), and the same text is the same
  // product and stock, so the newest revision seen of that text is as good as the one a check saw.
  const revisions = new WeakMap<Product, number>()
  const kept = new Map<string, AddToCartSnapshot>()
  return {
    saw: (itemIdOrSlug: string, product: Product, revision: number, stock: readonly StockRecord[]) => {
      revisions.set(product, revision)
      if (kept.get(itemIdOrSlug)?.product.pipe(Option.getOrUndefined) === product) return
      kept.delete(itemIdOrSlug)
      // Oldest out first: a Map iterates in insertion order.
      if (kept.size >= capacity) kept.delete(kept.keys().next().value as string)
      kept.set(itemIdOrSlug, { product: Option.some(product), stock, cart: Option.none(), kept: true })
    },
    find: (itemIdOrSlug: string): AddToCartSnapshot | undefined => kept.get(itemIdOrSlug),
    /** The revision `product` was read at; undefined for a product this process did not read. */
    revisionOf: (product: Product): number | undefined => revisions.get(product),
    /** Forgets every copy of the product `checked` names, under its id and its slug alike. */
    drop: (checked: CheckedAgainst) => {
      kept.delete(checked.product.id)
      kept.delete(checked.product.urlSlug)
    },
  }
}

/** What a process keeps of the products add-to-cart read. */
export type ProductCopies = ReturnType<typeof productCopies>
