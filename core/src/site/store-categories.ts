// Removing and merging a store page's categories (see store-collection.ts for the choices): neither
// adds a top-level category nor a category in all, so neither can pass a limit.
import {
  type CollectionResult,
  refusedField,
  STORE_COLLECTION_MESSAGE,
  type StoreCollection,
  withCategory,
} from "./store-collection.ts"

/**
 * The ids of a category and every category under it.
 *
 * @example
 * subtree(collection, "c1") // Set { "c1", "c2" }
 */
export const subtree = (collection: StoreCollection, id: string): ReadonlySet<string> => {
  const ids = new Set([id])
  for (let grew = true; grew; ) {
    grew = false
    for (const category of collection.categories)
      if (category.parentId !== null && ids.has(category.parentId) && !ids.has(category.id)) {
        ids.add(category.id)
        grew = true
      }
  }
  return ids
}

/**
 * Removes a category with its subcategories; the products stay on the page.
 *
 * @example
 * removeCategory(collection, "c1")
 */
export const removeCategory = (collection: StoreCollection, id: string): CollectionResult =>
  withCategory(collection, id, () => {
    const gone = subtree(collection, id)
    const categories = collection.categories.filter((category) => !gone.has(category.id))
    return { ok: true, collection: { ...collection, categories } }
  })

/**
 * Merges the category `id` into `intoId`: the kept one gains its products (after its own, each
 * once) and its subcategories, and it is removed. A kept category under the merged one first moves
 * up to the merged one's parent.
 *
 * @example
 * mergeCategories(collection, "tees", "shirts")
 */
export const mergeCategories = (collection: StoreCollection, id: string, intoId: string): CollectionResult =>
  withCategory(collection, id, (merged) =>
    withCategory(collection, intoId, (kept) => {
      if (merged.id === kept.id) return refusedField("intoId", STORE_COLLECTION_MESSAGE.sameCategory)
      const inside = subtree(collection, merged.id).has(kept.id)
      const productIds = [...new Set([...kept.productIds, ...merged.productIds])]
      const categories = collection.categories.flatMap((category) => {
        if (category.id === merged.id) return []
        if (category.id === kept.id)
          return [{ ...category, productIds, parentId: inside ? merged.parentId : category.parentId }]
        return category.parentId === merged.id ? [{ ...category, parentId: kept.id }] : [category]
      })
      return { ok: true, collection: { ...collection, categories } }
    }),
  )

/** What a store page shows for a category filter (`null`: all its products). */
export interface StorePageShown {
  /** The products shown, in the merchant's order. */
  readonly productIds: readonly string[]
  /** The top-level categories, as filter links, in the order made. */
  readonly filters: readonly { readonly id: string; readonly name: string }[]
  /** The category shown, or null for all (an unknown category shows all). */
  readonly category: string | null
}

/**
 * What the storefront shows of a page filtered by a category: the page's products, in its order,
 * that the category or a category inside it lists; all of them for no category or an unknown one.
 *
 * @example
 * storePageShown(collection, "shirts") // { productIds: ["prod-b"], filters: [{ id: "shirts", name: "Shirts" }], category: "shirts" }
 */
export const storePageShown = (collection: StoreCollection, categoryId: string | null): StorePageShown => {
  const filters = collection.categories
    .filter((category) => category.parentId === null)
    .map(({ id, name }) => ({ id, name }))
  const known = collection.categories.some((category) => category.id === categoryId)
  if (categoryId === null || !known) return { productIds: collection.productIds, filters, category: null }
  const inside = subtree(collection, categoryId)
  const listed = new Set(
    collection.categories
      .filter((category) => inside.has(category.id))
      .flatMap((category) => category.productIds),
  )
  return { productIds: collection.productIds.filter((id) => listed.has(id)), filters, category: categoryId }
}
