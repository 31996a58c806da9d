// Moving a store page's category: reordering it among its siblings and putting it under another
// parent. The categories' array order is the siblings' order (the storefront's and the editor's).
import { SITE_LIMITS } from "./limits.ts"
import { subtree } from "./store-categories.ts"
import {
  type CollectionResult,
  orderableItemCount,
  refusedField,
  STORE_COLLECTION_MESSAGE,
  type StoreCollection,
  withCategory,
} from "./store-collection.ts"

/** The messages of a move (ours). */
export const CATEGORY_MOVE_MESSAGE = {
  intoItself: "A category cannot go inside itself or one of its own subcategories.",
  index: "The place must be a whole number from 0.",
} as const

/**
 * Moves the category `id` (with its subcategories) under `parentId` (null: top level) at `index`
 * among that parent's other children (0 first; past the end: last). Refused: an unknown category
 * or parent (`noCategory`), a parent inside the category itself, which would make a cycle
 * (`intoItself`, under `parentId`), a fractional or negative `index`, and a move to the top level
 * that the page's orderable collection cannot hold (CONST-005). A move never adds a category, so
 * CONST-008's 10 000 still holds.
 *
 * @example
 * moveCategory(collection, "tees", "shirts", 0) // tees becomes shirts' first subcategory
 */
export const moveCategory = (
  collection: StoreCollection,
  id: string,
  parentId: string | null,
  index: number,
): CollectionResult =>
  withCategory(collection, id, (category) => {
    if (!Number.isInteger(index) || index < 0) return refusedField("index", CATEGORY_MOVE_MESSAGE.index)
    if (parentId !== null && !collection.categories.some((other) => other.id === parentId))
      return refusedField("parentId", STORE_COLLECTION_MESSAGE.noCategory)
    if (parentId !== null && subtree(collection, id).has(parentId))
      return refusedField("parentId", CATEGORY_MOVE_MESSAGE.intoItself)
    const toTop = parentId === null && category.parentId !== null
    if (toTop && orderableItemCount(collection) >= SITE_LIMITS.maxOrderableCollectionItems)
      return refusedField("parentId", STORE_COLLECTION_MESSAGE.tooManyItems)
    const moved = { ...category, parentId }
    const others = collection.categories.filter((other) => other.id !== id)
    const siblings = others.filter((other) => other.parentId === parentId)
    const before = siblings[index]
    const at = before === undefined ? afterLast(others, siblings) : others.indexOf(before)
    return {
      ok: true,
      collection: { ...collection, categories: [...others.slice(0, at), moved, ...others.slice(at)] },
    }
  })

// Where a last child goes: just after the parent's last child, or at the end when it has none.
const afterLast = (others: StoreCollection["categories"], siblings: StoreCollection["categories"]) => {
  const last = siblings.at(-1)
  return last === undefined ? others.length : others.indexOf(last) + 1
}
